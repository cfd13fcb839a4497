import { thenGoTo } from '@circular/runtime';
import { END, START, StateGraph } from '@langchain/langgraph';
import type { ValidationDeps } from './deps.ts';
import { assembleResponse } from './nodes/assemble-response.ts';
import { createCheckPhotos } from './nodes/check-photos.ts';
import { createReviewWithModel } from './nodes/review-with-model.ts';
import { runRules } from './nodes/run-rules.ts';
import { ValidationInput, ValidationOutput, ValidationState } from './state.ts';

/**
 * The C2C validation as a LangGraph graph: runRules → checkPhotos (no model) → (reviewWithModel, one call, when a model is
 * configured) → assembleResponse (verdict and redaction). Input `{ request }` (validated by
 * `validateListing`), output `{ response }`.
 */
export function createValidationGraph(deps: ValidationDeps = {}) {
  return new StateGraph({ state: ValidationState, input: ValidationInput, output: ValidationOutput })
    .addNode('runRules', runRules)
    .addNode('checkPhotos', thenGoTo(createCheckPhotos(deps), () => (deps.model ? 'reviewWithModel' : 'assembleResponse')), { ends: ['reviewWithModel', 'assembleResponse'] })
    .addNode('reviewWithModel', createReviewWithModel(deps))
    .addNode('assembleResponse', assembleResponse)
    .addEdge(START, 'runRules')
    .addEdge('runRules', 'checkPhotos')
    .addEdge('reviewWithModel', 'assembleResponse')
    .addEdge('assembleResponse', END)
    .compile({ name: 'c2c_validation' });
}

export type ValidationGraph = ReturnType<typeof createValidationGraph>;
