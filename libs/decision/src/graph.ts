import { END, START, StateGraph } from '@langchain/langgraph';
import type { DecisionDeps } from './deps.ts';
import { createApplyRules } from './nodes/apply-rules.ts';
import { createGatherFigures } from './nodes/gather-figures.ts';
import { createWriteReasoning } from './nodes/write-reasoning.ts';
import { DecisionInput, DecisionOutput, DecisionState } from './state.ts';

/**
 * gatherFigures (the request parsed — contract, grade, answers — and its figures: the caller's, or
 * value estimation's) → applyRules (pure, deterministic) → writeReasoning (lines; a model may
 * reword the summary). Input `{ request }`, output `{ response }`. Parsing is not a node of its
 * own: a superstep costs more than the parse (`npm run bench -- graph-overhead`).
 */
export function createDecisionGraph(deps: DecisionDeps = {}) {
  return new StateGraph({ state: DecisionState, input: DecisionInput, output: DecisionOutput })
    .addNode('gatherFigures', createGatherFigures(deps))
    .addNode('applyRules', createApplyRules(deps))
    .addNode('writeReasoning', createWriteReasoning(deps))
    .addEdge(START, 'gatherFigures')
    .addEdge('gatherFigures', 'applyRules')
    .addEdge('applyRules', 'writeReasoning')
    .addEdge('writeReasoning', END)
    .compile({ name: 'decision' });
}

export type DecisionGraph = ReturnType<typeof createDecisionGraph>;
