import { configuredChatModel, configuredWebSearch, SqliteStore, studioEnvironment, studioGraph } from '@circular/runtime';
import { createDecisionGraph } from './graph.ts';
import { DecisionInput, DecisionOutput } from './state.ts';

/*
 * LangGraph Studio's entry (`langgraph.json` → `./libs/decision/src/studio.ts:graph`): decision built
 * from the environment the way the server builds it. Without search, requests without economics
 * are decided on what is known; without a model, the summary is the rule-written lines.
 */
const { models, searchSettings, databasePath } = studioEnvironment();

export const graph = studioGraph({
  name: 'decision',
  graph: createDecisionGraph({
    model: configuredChatModel(models.decision),
    search: configuredWebSearch(searchSettings),
    cache: new SqliteStore({ path: databasePath }),
  }),
  input: DecisionInput,
  output: DecisionOutput,
});
