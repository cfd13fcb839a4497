import { configuredChatModel, createSafeFetcher, studioEnvironment, studioGraph } from '@circular/runtime';
import { createIdValidatorGraph } from './graph.ts';
import { IdValidatorInput, IdValidatorOutput } from './state.ts';
import { createDocumentOcr } from './ocr/engine/document-ocr.ts';

/*
 * LangGraph Studio's entry (`langgraph.json` → `./libs/id-validator/src/studio.ts:graph`): the ID
 * validator built from the environment the way the server builds it (docs/ARCHITECTURE.md): image
 * URLs through the SSRF filter with SSRF_ALLOW_CIDRS, local OCR, and the vision reader when a
 * model is configured. Without one it reads every document with an MRZ offline.
 */
const { models, allowCidrs } = studioEnvironment();

export const graph = studioGraph({
  name: 'id_validator',
  graph: createIdValidatorGraph({
    fetcher: createSafeFetcher({ allowCidrs }),
    ocr: createDocumentOcr(),
    model: configuredChatModel(models.id_validator),
  }),
  input: IdValidatorInput,
  output: IdValidatorOutput,
});
