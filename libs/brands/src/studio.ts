import { configuredChatModel, configuredWebSearch, createSafeFetcher, studioEnvironment, studioGraph } from '@circular/runtime';
import { createBrandsGraph } from './graph.ts';
import { BrandsInput, BrandsOutput } from './state.ts';

/*
 * LangGraph Studio's entry (`langgraph.json` → `./libs/brands/src/studio.ts:graph`): the brands
 * function built from the environment the way the server builds it (docs/ARCHITECTURE.md). Without a
 * model or search it answers from the table.
 */
const { models, searchSettings, allowCidrs } = studioEnvironment();

export const graph = studioGraph({
  name: 'brands',
  graph: createBrandsGraph({
    model: configuredChatModel(models.brands),
    search: configuredWebSearch(searchSettings),
    fetcher: createSafeFetcher({ allowCidrs }),
  }),
  input: BrandsInput,
  output: BrandsOutput,
});
