import type { InspectionProtocol, ProtocolGeneratorRequest } from '@circular/contract';
import { graphEntry, type GraphRunOptions } from '@circular/runtime';
import type { ProtocolGeneratorDeps } from './deps.ts';
import { createProtocolGeneratorGraph } from './graph.ts';
import { parseProtocolRequest } from './parse-request.ts';

/**
 * The signal that cancels the work, the LangChain callbacks for every model call inside, and
 * `sharedAnswer` for a caller that only sends the protocol on (see `generateProtocol`).
 */
export type GenerateProtocolOptions = GraphRunOptions;

const run = graphEntry({
  graphName: 'protocol generator',
  parseRequest: (request: ProtocolGeneratorRequest, { model }: ProtocolGeneratorDeps) => parseProtocolRequest(request, { modelAvailable: model !== undefined }),
  createGraph: createProtocolGeneratorGraph,
});

/**
 * The inspection protocol for a category and grading scale. Throws InvalidRequestError (422) for a
 * bad request or an unknown category without a model, ProtocolGenerationFailedError when a
 * model-written protocol fails the static check, UpstreamError('model') when the model fails.
 * Each caller gets a protocol of its own to change; a templated protocol is built and checked
 * once and kept. With `sharedAnswer: true` (a server sending it on) that kept protocol comes as it
 * is instead: frozen (a change throws), the same object for every such caller, its JSON written
 * once (`sharedAnswerJson`).
 */
export async function generateProtocol(input: ProtocolGeneratorRequest, deps: ProtocolGeneratorDeps = {}, options: GenerateProtocolOptions = {}): Promise<InspectionProtocol> {
  return run(input, deps, options);
}
