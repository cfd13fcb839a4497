import { thenGoTo } from '@circular/runtime';
import { END, START, StateGraph } from '@langchain/langgraph';
import type { ProtocolGeneratorDeps } from './deps.ts';
import { buildFromTemplate } from './nodes/build-from-template.ts';
import { createDraftWithModel } from './nodes/draft-with-model.ts';
import { createParseRequest } from './nodes/parse-request.ts';
import { ProtocolGeneratorInput, ProtocolGeneratorOutput, ProtocolGeneratorState, type ProtocolGeneratorStateValue } from './state.ts';

/**
 * parseRequest → buildFromTemplate (a category with a template, no model call) or draftWithModel
 * (a category without one; the draft must pass the same static check). Input `{ request }`,
 * output `{ response }`.
 */
export function createProtocolGeneratorGraph(deps: ProtocolGeneratorDeps = {}) {
  const route = ({ job }: ProtocolGeneratorStateValue) => (job?.template ? 'buildFromTemplate' : 'draftWithModel');
  return new StateGraph({ state: ProtocolGeneratorState, input: ProtocolGeneratorInput, output: ProtocolGeneratorOutput })
    .addNode('parseRequest', thenGoTo(createParseRequest(deps), route), { ends: ['buildFromTemplate', 'draftWithModel'] })
    .addNode('buildFromTemplate', buildFromTemplate)
    .addNode('draftWithModel', createDraftWithModel(deps))
    .addEdge(START, 'parseRequest')
    .addEdge('buildFromTemplate', END)
    .addEdge('draftWithModel', END)
    .compile({ name: 'protocol_generator' });
}

export type ProtocolGeneratorGraph = ReturnType<typeof createProtocolGeneratorGraph>;
