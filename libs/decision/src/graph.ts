import { END, START, StateGraph } from '@langchain/langgraph';
import type { DecisionDeps } from './deps.ts';
import { createApplyRules } from './nodes/apply-rules.ts';
import { createGatherFigures } from './nodes/gather-figures.ts';
import { createWriteReasoning } from './nodes/write-reasoning.ts';
import { parseDecisionRequest } from './parse-request.ts';
import { DecisionInput, DecisionOutput, DecisionState, type DecisionStateUpdate, type DecisionStateValue } from './state.ts';

function parseRequest(state: DecisionStateValue): DecisionStateUpdate {
  return { job: parseDecisionRequest(state.request) };
}

/**
 * parseRequest (contract, grade, answers) → gatherFigures (the caller's, or value estimation's) →
 * applyRules (pure, deterministic) → writeReasoning (lines; a model may reword the summary).
 * Input `{ request }`, output `{ response }`.
 */
export function createDecisionGraph(deps: DecisionDeps = {}) {
  return new StateGraph({ state: DecisionState, input: DecisionInput, output: DecisionOutput })
    .addNode('parseRequest', parseRequest)
    .addNode('gatherFigures', createGatherFigures(deps))
    .addNode('applyRules', createApplyRules(deps))
    .addNode('writeReasoning', createWriteReasoning(deps))
    .addEdge(START, 'parseRequest')
    .addEdge('parseRequest', 'gatherFigures')
    .addEdge('gatherFigures', 'applyRules')
    .addEdge('applyRules', 'writeReasoning')
    .addEdge('writeReasoning', END)
    .compile({ name: 'decision' });
}

export type DecisionGraph = ReturnType<typeof createDecisionGraph>;
