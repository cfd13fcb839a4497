import { join } from 'node:path';
import {
  createChatModel,
  createWebSearch,
  defaultModelName,
  isModelConfigured,
  isSearchConfigured,
  SqliteStore,
  type ModelSettings,
  type SearchSettings,
} from '@circular/runtime';
import { createValueEstimationGraph } from './graph.ts';

/*
 * LangGraph Studio's entry (`langgraph.json` → `./libs/value-estimation/src/studio.ts:graph`): value
 * estimation built from the environment the way the server builds it (ARCHITECTURE §6), sharing
 * the server's embedded store and so its search cache. Without TAVILY_API_KEY every run fails with
 * search-not-configured; without a model, rules read the prices and write the description.
 */
const modelSettings: ModelSettings = {
  apiKey: process.env['OPENAI_API_KEY'] || undefined,
  baseUrl: process.env['OPENAI_BASE_URL'] || undefined,
  model: process.env['OPENAI_MODEL'] || defaultModelName,
};
const searchSettings: SearchSettings = {
  apiKey: process.env['TAVILY_API_KEY'] || undefined,
  baseUrl: process.env['TAVILY_BASE_URL'] || undefined,
};

export const graph = createValueEstimationGraph({
  model: isModelConfigured(modelSettings) ? createChatModel(modelSettings) : undefined,
  search: isSearchConfigured(searchSettings) ? createWebSearch(searchSettings) : undefined,
  cache: new SqliteStore({ path: join(process.env['DATA_DIR'] || './data', 'circular.db') }),
});
