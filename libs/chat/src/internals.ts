/**
 * The chat's building blocks, for tools, benchmarks and tests (`@circular/chat/internals`): the
 * graph state, the core-system client and its types, the model's structured answer, the offer's grading. Not a
 * stable API: a consumer imports the main entry.
 */
export * from './core-system/index.ts';
export { ChatState, stages, type ChatStateValue, type Stage, type TurnContext } from './state.ts';
export { interpretationSchemaName } from './model/prompts.ts';
export type { Interpretation, InterpretationRequest } from './model/interpret-turn.ts';
export { gradeSubmission, type GradedSubmission } from './offer/grade-submission.ts';
