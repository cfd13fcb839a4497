import type { RunnableConfig } from '@langchain/core/runnables';

/** The run-configuration key under which a library entry hands its graph the request it has checked. */
const checkedRequestKey = 'circularCheckedRequest';

interface CheckedRequest {
  request: unknown;
  parsed: unknown;
}

/**
 * The run configuration that tells a graph its request has been checked already, and what the
 * check made of it (`parse<Name>Request`'s job): the entry checks a request before any work
 * (`graphEntry`), so the graph's input schema and the node that parses the request take that check
 * instead of running the contract's validator and the parse again — one validation per request. A
 * run without it (Studio, `graph.invoke`) checks its request itself.
 */
export function withCheckedRequest(request: unknown, parsed: unknown): { configurable: Record<string, unknown> } {
  return { configurable: { [checkedRequestKey]: { request, parsed } satisfies CheckedRequest } };
}

/**
 * What the entry's check made of `request` (the same object), when the run was given one by
 * `withCheckedRequest`; undefined when the run must check its request itself. The caller knows the
 * type: its own library's entry made it.
 */
export function checkedRequestOf<Parsed>(config: RunnableConfig | undefined, request: unknown): { parsed: Parsed } | undefined {
  const given = config?.configurable?.[checkedRequestKey] as CheckedRequest | undefined;
  return given !== undefined && given.request === request ? { parsed: given.parsed as Parsed } : undefined;
}
