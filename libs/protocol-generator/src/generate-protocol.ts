import type { InspectionProtocol, ProtocolGeneratorRequest } from '@circular/contract';
import { graphEntry, type GraphRunOptions } from '@circular/runtime';
import type { ProtocolGeneratorDeps } from './deps.ts';
import { createProtocolGeneratorGraph } from './graph.ts';
import { parseProtocolRequest } from './parse-request.ts';

/** The signal that cancels the work and the LangChain callbacks for every model call inside. */
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
 * A templated protocol is shared by every caller asking for the same one and frozen (a change
 * throws): copy it to change it.
 */
export async function generateProtocol(input: ProtocolGeneratorRequest, deps: ProtocolGeneratorDeps = {}, options: GenerateProtocolOptions = {}): Promise<InspectionProtocol> {
  return run(input, deps, options);
}
