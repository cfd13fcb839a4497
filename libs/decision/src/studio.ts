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
import { createDecisionGraph } from './graph.ts';

/*
 * LangGraph Studio's entry (`langgraph.json` → `./libs/decision/src/studio.ts:graph`): decision built
 * from the environment the way the server builds it. Without search, requests without economics
 * are decided on what is known; without a model, the summary is the rule-written lines.
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

export const graph = createDecisionGraph({
  model: isModelConfigured(modelSettings) ? createChatModel(modelSettings) : undefined,
  search: isSearchConfigured(searchSettings) ? createWebSearch(searchSettings) : undefined,
  cache: new SqliteStore({ path: join(process.env['DATA_DIR'] || './data', 'circular.db') }),
});
