import { createChatModel, createSafeFetcher, isModelConfigured, SqliteCheckpointSaver, studioEnvironment } from '@circular/runtime';
import { createChatGraph } from './graph.ts';

/*
 * LangGraph Studio's entry (`langgraph.json` → `./libs/chat/src/studio.ts:graph`): the chat built
 * from the environment the way the server builds it (docs/ARCHITECTURE.md, "Where state lives").
 * Sessions go to the server's embedded SQLite file; `langgraph dev` puts its own checkpointer in
 * its place. A run's input is `{ sessionId, turn }` (see `Turn` in state.ts, base URLs included);
 * each later turn resumes the interrupt with a `Turn`. Photos cannot be sent from Studio: they
 * travel in the run context.
 */
const { modelSettings, allowCidrs, databasePath } = studioEnvironment();

export const graph = createChatGraph(
  { model: isModelConfigured(modelSettings) ? createChatModel(modelSettings) : undefined, fetcher: createSafeFetcher({ allowCidrs }) },
  { checkpointer: new SqliteCheckpointSaver({ path: databasePath }) },
);
