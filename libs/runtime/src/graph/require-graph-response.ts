/**
 * A function's graph ends in a node that sets `response`; a run that ends without one is a bug in
 * the graph's wiring, not bad input, so it is an untyped Error (a 500) naming the graph.
 */
export function requireGraphResponse<T>(response: T | undefined | null, graphName: string): T {
  if (response === undefined || response === null) throw new Error(`the ${graphName} graph ended without a response`);
  return response;
}
