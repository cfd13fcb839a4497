import type { InspectionProtocol, ProtocolGeneratorRequest } from '@circular/contract';
import type { Callbacks } from '@langchain/core/callbacks/manager';
import type { ProtocolGeneratorDeps } from './deps.ts';
import { createProtocolGeneratorGraph, type ProtocolGeneratorGraph } from './graph.ts';

export interface GenerateProtocolOptions {
  signal?: AbortSignal | undefined;
  callbacks?: Callbacks | undefined;
}

/** Compiled once per deps object. */
const graphs = new WeakMap<ProtocolGeneratorDeps, ProtocolGeneratorGraph>();

/**
 * The inspection protocol for a category and grading scale. Throws InvalidRequestError (422) for a
 * bad request or an unknown category without a model, ProtocolGenerationFailedError when a
 * model-written protocol fails the static check, UpstreamError('model') when the model fails.
 */
export async function generateProtocol(
  input: ProtocolGeneratorRequest,
  deps: ProtocolGeneratorDeps = {},
  { signal, callbacks }: GenerateProtocolOptions = {},
): Promise<InspectionProtocol> {
  signal?.throwIfAborted();
  let graph = graphs.get(deps);
  if (!graph) {
    graph = createProtocolGeneratorGraph(deps);
    graphs.set(deps, graph);
  }
  const { response } = await graph.invoke({ request: input }, { signal, callbacks });
  if (!response) throw new Error('the protocol generator graph ended without a response');
  return response;
}
