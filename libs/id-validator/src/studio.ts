import { createChatModel, createSafeFetcher, defaultModelName, isModelConfigured, type ModelSettings } from '@circular/runtime';
import { createIdValidatorGraph } from './graph.ts';
import { createDocumentOcr } from './ocr/document-ocr.ts';

/*
 * LangGraph Studio's entry (`langgraph.json` → `./libs/id-validator/src/studio.ts:graph`): the ID
 * validator built from the environment the way the server builds it (ARCHITECTURE §6): image URLs
 * through the SSRF filter with SSRF_ALLOW_CIDRS, local OCR, and the vision reader when a model is
 * configured. Without one it reads every document with an MRZ offline.
 */
const settings: ModelSettings = {
  apiKey: process.env['OPENAI_API_KEY'] || undefined,
  baseUrl: process.env['OPENAI_BASE_URL'] || undefined,
  model: process.env['OPENAI_MODEL'] || defaultModelName,
};
const allowCidrs = (process.env['SSRF_ALLOW_CIDRS'] ?? '').split(',').map((cidr) => cidr.trim()).filter(Boolean);

export const graph = createIdValidatorGraph({
  fetcher: createSafeFetcher({ allowCidrs }),
  ocr: createDocumentOcr(),
  model: isModelConfigured(settings) ? createChatModel(settings) : undefined,
});
