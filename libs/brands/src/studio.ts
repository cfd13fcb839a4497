import { createChatModel, createSafeFetcher, createWebSearch, defaultModelName, isModelConfigured, isSearchConfigured, type ModelSettings } from '@circular/runtime';
import { createBrandsGraph } from './graph.ts';

/*
 * LangGraph Studio's entry (`langgraph.json` → `./libs/brands/src/studio.ts:graph`): the brands
 * function built from the environment the way the server builds it (ARCHITECTURE §6). Without a
 * model or search it answers from the table.
 */
const settings: ModelSettings = {
  apiKey: process.env['OPENAI_API_KEY'] || undefined,
  baseUrl: process.env['OPENAI_BASE_URL'] || undefined,
  model: process.env['OPENAI_MODEL'] || defaultModelName,
};
const searchSettings = { apiKey: process.env['TAVILY_API_KEY'] || undefined, baseUrl: process.env['TAVILY_BASE_URL'] || undefined };
const allowCidrs = (process.env['SSRF_ALLOW_CIDRS'] ?? '').split(',').map((cidr) => cidr.trim()).filter(Boolean);

export const graph = createBrandsGraph({
  model: isModelConfigured(settings) ? createChatModel(settings) : undefined,
  search: isSearchConfigured(searchSettings) ? createWebSearch(searchSettings) : undefined,
  fetcher: createSafeFetcher({ allowCidrs }),
});
