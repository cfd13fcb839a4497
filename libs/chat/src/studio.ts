import { configuredChatModel, configuredWebSearch, createSafeFetcher, SqliteCheckpointSaver, SqliteStore, studioEnvironment } from '@circular/runtime';
import { createChatStudioGraph } from './studio-graph.ts';

/*
 * LangGraph Studio's entry (`langgraph.json` → `./libs/chat/src/studio.ts:graph`): the chat built
 * from the environment the way the server builds it (docs/ARCHITECTURE.md, "Where state lives").
 * Sessions go to the server's embedded SQLite file; `langgraph dev` puts its own checkpointer in
 * its place. A run takes a chat request as the API does (`request`) and answers the turn's replies;
 * each later turn resumes the interrupt with the user's words (a string) or a whole chat request.
 * The conversation's state is the chat subgraph's, kept per thread (see `createChatStudioGraph`).
 * Photos travel in the run context (`{ images: [...] }`), not in the request. With TAVILY_API_KEY set
 * the conversation ends with an offer (makeOffer → reviewOffer), as on the server.
 */
const { models, allowCidrs, databasePath, searchSettings } = studioEnvironment();

export const graph = createChatStudioGraph(
  {
    model: configuredChatModel(models.chat),
    fetcher: createSafeFetcher({ allowCidrs }),
    // The offer after the protocol: value estimation's search and cache, as the server gives them.
    search: configuredWebSearch(searchSettings),
    cache: new SqliteStore({ path: databasePath }),
  },
  { checkpointer: new SqliteCheckpointSaver({ path: databasePath }) },
);
