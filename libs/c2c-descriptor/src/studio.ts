import { configuredChatModel, configuredWebSearch, SqliteStore, studioEnvironment, studioGraph } from '@circular/runtime';
import { createC2cDescriptorGraph } from './graph.ts';
import { DescriptorInput, DescriptorOutput } from './state.ts';

/*
 * LangGraph Studio's entry (`langgraph.json` → `./libs/c2c-descriptor/src/studio.ts:graph`): the
 * descriptor built from the environment the way the server builds it (docs/ARCHITECTURE.md). Without a
 * model it writes listings from templates; without search it prices only from figures sent.
 */
const { models, searchSettings, databasePath } = studioEnvironment();
const model = configuredChatModel(models.c2c_descriptor);

export const graph = studioGraph({
  name: 'c2c_descriptor',
  graph: createC2cDescriptorGraph({
    model,
    valueEstimation: {
      model,
      search: configuredWebSearch(searchSettings),
      cache: new SqliteStore({ path: databasePath }),
    },
  }),
  input: DescriptorInput,
  output: DescriptorOutput,
});
