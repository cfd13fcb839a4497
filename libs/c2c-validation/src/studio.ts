import { createChatModel, defaultModelName, isModelConfigured, type ModelSettings } from '@circular/runtime';
import { createValidationGraph } from './graph.ts';

/*
 * LangGraph Studio's entry (`langgraph.json` → `./libs/c2c-validation/src/studio.ts:graph`): the
 * validation built from the environment the way the server builds it. Without a model the rules decide.
 */
const settings: ModelSettings = {
  apiKey: process.env['OPENAI_API_KEY'] || undefined,
  baseUrl: process.env['OPENAI_BASE_URL'] || undefined,
  model: process.env['OPENAI_MODEL'] || defaultModelName,
};

export const graph = createValidationGraph({ model: isModelConfigured(settings) ? createChatModel(settings) : undefined });
