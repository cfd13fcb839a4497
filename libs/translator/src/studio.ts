import { configuredChatModel, SqliteStore, studioEnvironment, studioGraph } from '@circular/runtime';
import { createTranslatorGraph } from './graph.ts';
import { TranslatorInput, TranslatorOutput } from './state.ts';

/*
 * LangGraph Studio's entry (`langgraph.json` → `./libs/translator/src/studio.ts:graph`): the
 * translator built from the environment the way the server builds it (docs/ARCHITECTURE.md),
 * sharing the server's embedded store and so its translation memory. Without a model the graph
 * still answers requests that need none.
 */
const { models, databasePath } = studioEnvironment();

export const graph = studioGraph({
  name: 'translator',
  graph: createTranslatorGraph({
    model: configuredChatModel(models.translator),
    memory: new SqliteStore({ path: databasePath }),
  }),
  input: TranslatorInput,
  output: TranslatorOutput,
});
