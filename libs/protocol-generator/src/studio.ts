import { createChatModel, defaultModelName, isModelConfigured, type ModelSettings } from '@circular/runtime';
import { createProtocolGeneratorGraph } from './graph.ts';

/*
 * LangGraph Studio's entry (`langgraph.json` → `./libs/protocol-generator/src/studio.ts:graph`): the
 * protocol generator built from the environment the way the server builds it. Without a model,
 * templated categories still work; others are refused with a 422.
 */
const settings: ModelSettings = {
  apiKey: process.env['OPENAI_API_KEY'] || undefined,
  baseUrl: process.env['OPENAI_BASE_URL'] || undefined,
  model: process.env['OPENAI_MODEL'] || defaultModelName,
};

export const graph = createProtocolGeneratorGraph({ model: isModelConfigured(settings) ? createChatModel(settings) : undefined });
