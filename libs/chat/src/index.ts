/**
 * @circular/chat — the product submission chat: `chat(request, deps)` answers one turn,
 * `createChatGraph(deps)` is the LangGraph graph behind it. Sessions live in `deps.checkpointer`,
 * turns of one session are serialised by `deps.sessionLock`. Building blocks for tools and tests
 * are in `@circular/chat/internals`; LangGraph Studio's graph is `@circular/chat/studio`.
 */
export { chat, type ChatOptions, type ChatTurnResult } from './chat.ts';
export { createChatGraph, type ChatGraph } from './graph.ts';
export type { ChatDeps } from './deps.ts';
export { CoreSystemError, CoreConflictError, CoreNotFoundError, CoreUnavailableError, CoreValidationError } from './core-system/index.ts';
export type { ChatMessage, ChatReply, ChatRequest, ChatResponse } from '@circular/contract';
export { parseChatRequest } from './transport/parse-chat-request.ts';
export { withJobSession } from './transport/job-session.ts';
