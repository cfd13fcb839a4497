/**
 * The chat's building blocks, for tools, benchmarks and tests (`@circular/chat/internals`): the
 * graph state, the core-system client and its types, the model's structured answer. Not a
 * stable API: a consumer imports the main entry.
 */
export * from './core-system/index.ts';
export { ChatState, stages, type ChatStateValue, type Stage, type TurnContext } from './state.ts';
export { interpretationSchemaName } from './model/prompts.ts';
export type { Interpretation, InterpretationRequest } from './model/interpret-turn.ts';
