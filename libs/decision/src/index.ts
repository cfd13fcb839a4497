export { createDecisionGraph, type DecisionGraph } from './graph.ts';
export { decide, type DecideOptions } from './decide.ts';
/** The request checks `decide` makes before any work, for callers that accept a request now and run it later (jobs). */
export { parseDecisionRequest } from './parse-request.ts';
export type { DecisionDeps } from './deps.ts';
export { decideDisposition, activeGates, type DecisionFacts, type DecisionOutcome, type DispositionOption, type DecisionGround, type RequiredAction } from './decide-disposition.ts';
export { defaultDecisionRules, dispositions, type DecisionRules } from './rules/decision-rules.ts';
export { figureNames, type FigureName, type FigureSource, type Figures } from './figures.ts';
export { numbersKept } from './phrasing-check.ts';
export { decisionSummarySchemaName } from './prompts.ts';
export type { DecisionRequest, DecisionResponse } from '@circular/contract';
