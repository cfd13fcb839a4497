import { configuredChatModel, createSafeFetcher, SqliteCheckpointSaver, studioEnvironment } from '@circular/runtime';
import { createChatStudioGraph } from './studio-graph.ts';

/*
 * LangGraph Studio's entry (`langgraph.json` → `./libs/chat/src/studio.ts:graph`): the chat built
 * from the environment the way the server builds it (docs/ARCHITECTURE.md, "Where state lives").
 * Sessions go to the server's embedded SQLite file; `langgraph dev` puts its own checkpointer in
 * its place. A run takes a chat request as the API does (`request`) and answers the turn's replies;
 * each later turn resumes the interrupt with the user's words (a string) or a whole chat request.
 * The conversation's state is the chat subgraph's, kept per thread (see `createChatStudioGraph`).
 * Photos travel in the run context (`{ images: [...] }`), not in the request.
 */
const { models, allowCidrs, databasePath } = studioEnvironment();

export const graph = createChatStudioGraph(
  { model: configuredChatModel(models.chat), fetcher: createSafeFetcher({ allowCidrs }) },
  { checkpointer: new SqliteCheckpointSaver({ path: databasePath }) },
);
