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
import { createC2cDescriptorGraph } from './graph.ts';

/*
 * LangGraph Studio's entry (`langgraph.json` → `./libs/c2c-descriptor/src/studio.ts:graph`): the
 * descriptor built from the environment the way the server builds it (ARCHITECTURE §6). Without a
 * model it writes listings from templates; without search it prices only from figures sent.
 */
const settings: ModelSettings = {
  apiKey: process.env['OPENAI_API_KEY'] || undefined,
  baseUrl: process.env['OPENAI_BASE_URL'] || undefined,
  model: process.env['OPENAI_MODEL'] || defaultModelName,
};
const model = isModelConfigured(settings) ? createChatModel(settings) : undefined;
const searchSettings: SearchSettings = {
  apiKey: process.env['TAVILY_API_KEY'] || undefined,
  baseUrl: process.env['TAVILY_BASE_URL'] || undefined,
};

export const graph = createC2cDescriptorGraph({
  model,
  valueEstimation: {
    model,
    search: isSearchConfigured(searchSettings) ? createWebSearch(searchSettings) : undefined,
    cache: new SqliteStore({ path: join(process.env['DATA_DIR'] || './data', 'circular.db') }),
  },
});
