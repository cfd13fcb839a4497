import type { ChatRequest } from '@circular/contract';
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { ChatStateValue } from '../state.ts';
import { parseChatRequest } from '../transport/parse-chat-request.ts';
import { requestTurn } from '../transport/turn.ts';

/** What `readRequest` is sent: the run's request, and the session the thread already has, if any. */
export interface RequestInput {
  request: ChatRequest;
  sessionId: string | undefined;
}

/**
 * Starts a turn from a chat request sent to the graph itself (LangGraph Studio), checked as the
 * API checks it. The session is the request's `session_id`, else the one the thread already has,
 * else the thread. Images cannot come this way: they travel in the run context.
 * @throws InvalidRequestError naming each bad field.
 */
export function readRequest(state: RequestInput, config: LangGraphRunnableConfig): Partial<ChatStateValue> {
  const request = parseChatRequest(state.request);
  const threadId = config.configurable?.['thread_id'] as string | undefined;
  const sessionId = request.sessionId ?? state.sessionId ?? threadId;
  if (sessionId === undefined) throw new Error('a chat run needs a thread (configurable.thread_id) or a session_id');
  return { sessionId, turn: requestTurn(request), consumed: false, modelCalls: 0, replies: [] };
}
