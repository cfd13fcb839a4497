import { join } from 'node:path';
import { createChatModel, createSafeFetcher, defaultModelName, isModelConfigured, SqliteCheckpointSaver, type ModelSettings } from '@circular/runtime';
import { createChatGraph } from './graph.ts';

/*
 * LangGraph Studio's entry (`langgraph.json` → `./libs/chat/src/studio.ts:graph`): the chat built
 * from the environment the way the server builds it (ARCHITECTURE §6). Sessions go to the server's
 * embedded SQLite file; `langgraph dev` puts its own checkpointer in its place. A run's input is
 * `{ sessionId, turn }` (see `Turn` in state.ts, base URLs included); each later turn resumes the
 * interrupt with a `Turn`. Photos cannot be sent from Studio: they travel in the run context.
 */
const settings: ModelSettings = {
  apiKey: process.env['OPENAI_API_KEY'] || undefined,
  baseUrl: process.env['OPENAI_BASE_URL'] || undefined,
  model: process.env['OPENAI_MODEL'] || defaultModelName,
};
const allowCidrs = (process.env['SSRF_ALLOW_CIDRS'] ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);

export const graph = createChatGraph(
  { model: isModelConfigured(settings) ? createChatModel(settings) : undefined, fetcher: createSafeFetcher({ allowCidrs }) },
  { checkpointer: new SqliteCheckpointSaver({ path: join(process.env['DATA_DIR'] || './data', 'circular.db') }) },
);
