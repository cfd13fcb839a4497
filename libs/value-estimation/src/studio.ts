import { configuredChatModel, configuredWebSearch, SqliteStore, studioEnvironment, studioGraph } from '@circular/runtime';
import { createValueEstimationGraph } from './graph.ts';
import { ValueEstimationInput, ValueEstimationOutput } from './state.ts';

/*
 * LangGraph Studio's entry (`langgraph.json` → `./libs/value-estimation/src/studio.ts:graph`): value
 * estimation built from the environment the way the server builds it (docs/ARCHITECTURE.md),
 * sharing the server's embedded store and so its search cache. Without TAVILY_API_KEY every run
 * fails with search-not-configured; without a model, rules read the prices and write the description.
 */
const { models, searchSettings, databasePath } = studioEnvironment();

export const graph = studioGraph({
  name: 'value_estimation',
  graph: createValueEstimationGraph({
    model: configuredChatModel(models.value_estimation),
    search: configuredWebSearch(searchSettings),
    cache: new SqliteStore({ path: databasePath }),
  }),
  input: ValueEstimationInput,
  output: ValueEstimationOutput,
});
