export * from './core-system/index.ts';
export { chat, type ChatOptions, type ChatTurnResult } from './chat.ts';
export { createChatGraph, type ChatGraph } from './graph.ts';
export type { ChatDeps } from './deps.ts';
export { ChatState, stages, type ChatStateValue, type Stage, type TurnContext } from './state.ts';
export { interpretationSchemaName } from './model/prompts.ts';
export type { Interpretation, InterpretationRequest } from './model/interpret-turn.ts';
export type { ChatMessage, ChatReply, ChatRequest, ChatResponse } from '@circular/contract';
export { parseChatRequest } from './transport/parse-chat-request.ts';
