import type { InspectionProtocol, ProtocolGeneratorRequest } from '@circular/contract';
import { graphEntry } from '@circular/runtime';
import type { Callbacks } from '@langchain/core/callbacks/manager';
import type { ProtocolGeneratorDeps } from './deps.ts';
import { createProtocolGeneratorGraph } from './graph.ts';
import { parseProtocolRequest } from './parse-request.ts';

export interface GenerateProtocolOptions {
  signal?: AbortSignal | undefined;
  callbacks?: Callbacks | undefined;
}

const run = graphEntry({
  graphName: 'protocol generator',
  parseRequest: (request: ProtocolGeneratorRequest, { model }: ProtocolGeneratorDeps) => parseProtocolRequest(request, { modelAvailable: model !== undefined }),
  createGraph: createProtocolGeneratorGraph,
});

/**
 * The inspection protocol for a category and grading scale. Throws InvalidRequestError (422) for a
 * bad request or an unknown category without a model, ProtocolGenerationFailedError when a
 * model-written protocol fails the static check, UpstreamError('model') when the model fails.
 */
export async function generateProtocol(input: ProtocolGeneratorRequest, deps: ProtocolGeneratorDeps = {}, options: GenerateProtocolOptions = {}): Promise<InspectionProtocol> {
  return run(input, deps, options);
}
