import { END, START, StateGraph } from '@langchain/langgraph';
import type { IdValidatorDeps } from './deps.ts';
import { createAnswer } from './nodes/answer.ts';
import { createAssessAuthenticity } from './nodes/assess-authenticity.ts';
import { checkExpectations } from './nodes/check-expectations.ts';
import { checkQuality } from './nodes/check-quality.ts';
import { createLoadImages } from './nodes/load-images.ts';
import { createReadImages } from './nodes/read-images.ts';
import { createReadWithVision, visionNeeded } from './nodes/read-with-vision.ts';
import { IdValidatorInput, IdValidatorOutput, IdValidatorState, type IdValidatorStateValue } from './state.ts';

/**
 * The ID validator as a LangGraph graph:
 * loadImages → checkQuality → readImages (every image at once: MRZ, printed side, overprint) →
 * readWithVision (only with a model, and only when no MRZ was verified) → assessAuthenticity →
 * checkExpectations → answer. Input `{ request }`, output `{ response }`. Without a model the
 * whole run is local: OCR, check digits and rules.
 */
export function createIdValidatorGraph(deps: IdValidatorDeps) {
  const afterReading = (state: IdValidatorStateValue) => (deps.model && visionNeeded(state) ? 'readWithVision' : 'assessAuthenticity');

  return new StateGraph({ state: IdValidatorState, input: IdValidatorInput, output: IdValidatorOutput })
    .addNode('loadImages', createLoadImages(deps))
    .addNode('checkQuality', checkQuality)
    .addNode('readImages', createReadImages(deps))
    .addNode('readWithVision', createReadWithVision(deps))
    .addNode('assessAuthenticity', createAssessAuthenticity(deps))
    .addNode('checkExpectations', checkExpectations)
    .addNode('answer', createAnswer(deps))
    .addEdge(START, 'loadImages')
    .addEdge('loadImages', 'checkQuality')
    .addEdge('checkQuality', 'readImages')
    .addConditionalEdges('readImages', afterReading, ['readWithVision', 'assessAuthenticity'])
    .addEdge('readWithVision', 'assessAuthenticity')
    .addEdge('assessAuthenticity', 'checkExpectations')
    .addEdge('checkExpectations', 'answer')
    .addEdge('answer', END)
    .compile({ name: 'id_validator' })
    .withConfig({ recursionLimit: 12 });
}

export type IdValidatorGraph = ReturnType<typeof createIdValidatorGraph>;
