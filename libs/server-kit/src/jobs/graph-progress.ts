import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import type { Serialized } from '@langchain/core/load/serializable';
import type { ChainValues } from '@langchain/core/utils/types';

/**
 * Reports each LangGraph node that ends, by name, from the callbacks a graph run propagates: a
 * node's run is the chain whose name is the `langgraph_node` of its metadata (runnables inside a
 * node carry the same metadata under other names, and are not reported).
 */
export class GraphProgress extends BaseCallbackHandler {
  name = 'graph-progress';
  // Awaited, so a node's entry is reported before the run goes on (and before the job ends).
  override awaitHandlers = true;
  override ignoreLLM = true;
  override ignoreAgent = true;
  override ignoreRetriever = true;
  override ignoreCustomEvent = true;
  readonly #nodes = new Map<string, string>();
  readonly #onNodeEnd: (node: string) => void;

  constructor(onNodeEnd: (node: string) => void) {
    super();
    this.#onNodeEnd = onNodeEnd;
  }

  override handleChainStart(
    _chain: Serialized,
    _inputs: ChainValues,
    runId: string,
    _runType?: string,
    _tags?: string[],
    metadata?: Record<string, unknown>,
    runName?: string,
    lastArgument?: string,
  ): void {
    const node = metadata?.['langgraph_node'];
    if (typeof node !== 'string' || node.startsWith('__')) return;
    // @langchain/core's manager passes (…, runId, parentRunId, tags, metadata, runType, runName):
    // the run name arrives where the declared signature says parentRunId. Either place is accepted.
    if (runName === node || lastArgument === node) this.#nodes.set(runId, node);
  }

  override handleChainEnd(_outputs: ChainValues, runId: string): void {
    const node = this.#nodes.get(runId);
    if (node === undefined) return;
    this.#nodes.delete(runId);
    this.#onNodeEnd(node);
  }

  override handleChainError(_error: unknown, runId: string): void {
    this.#nodes.delete(runId);
  }
}
