import { join } from 'node:path';
import { createChatModel, defaultModelName, isModelConfigured, SqliteStore, type ModelSettings } from '@circular/runtime';
import { createTranslatorGraph } from './graph.ts';

/*
 * LangGraph Studio's entry (`langgraph.json` → `./libs/translator/src/studio.ts:graph`): the
 * translator built from the environment the way the server builds it (ARCHITECTURE §6), sharing
 * the server's embedded store and so its translation memory. Without a model the graph still
 * answers requests that need none.
 */
const settings: ModelSettings = {
  apiKey: process.env['OPENAI_API_KEY'] || undefined,
  baseUrl: process.env['OPENAI_BASE_URL'] || undefined,
  model: process.env['OPENAI_MODEL'] || defaultModelName,
};

export const graph = createTranslatorGraph({
  model: isModelConfigured(settings) ? createChatModel(settings) : undefined,
  memory: new SqliteStore({ path: join(process.env['DATA_DIR'] || './data', 'circular.db') }),
});
