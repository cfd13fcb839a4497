import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { ChatStateValue, Turn } from '../state.ts';
import { parseChatRequest } from '../transport/parse-chat-request.ts';
import { requestTurn, resumeTurn } from '../transport/turn.ts';

/** What `readRequest` is sent: what the run was given, and the session's last turn, if any. */
export interface RequestInput {
  /** A chat request as the API takes it; after the first turn, also just the user's words. */
  request: unknown;
  sessionId: string | undefined;
  turn: Turn | undefined;
}

/**
 * Starts a turn from what a run sent the graph itself (LangGraph Studio) rather than a turn the
 * library built: a chat request, checked as the API checks it, or — once the session has a turn
 * whose settings carry over — the user's next words. The session is the thread. Images cannot
 * come this way: they travel in the run context.
 * @throws InvalidRequestError naming each bad field.
 */
export function readRequest({ request, sessionId, turn }: RequestInput, config: LangGraphRunnableConfig): Partial<ChatStateValue> {
  const next = turn === undefined ? requestTurn(parseChatRequest(request)) : resumeTurn(request, turn);
  const session = sessionId ?? (config.configurable?.['thread_id'] as string | undefined);
  if (session === undefined) throw new Error('a chat run needs a thread (configurable.thread_id)');
  return { sessionId: session, turn: next, consumed: false, modelCalls: 0, replies: [] };
}
