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
 * The request as the entry checks it and its run reads it: its plain objects and arrays copied all the way down (strings, numbers
 * and anything that is not plain JSON data shared as they are), each property read once. A library caller that changes its request
 * object after calling an entry — before a node has run — changes its own object, not the one the check's verdict was given for
 * (`withCheckedRequest` binds the verdict to this copy). Costs the request's objects, not its text: a listing's body copies in
 * about a microsecond, an ID document's megabytes of base64 no more than its few fields.
 */
export function requestSnapshot<Request>(request: Request): Request {
  return copyOf(request, new Map()) as Request;
}

function copyOf(value: unknown, copies: Map<object, unknown>): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const copied = copies.get(value);
  if (copied !== undefined) return copied;
  if (Array.isArray(value)) {
    const array: unknown[] = new Array<unknown>(value.length);
    copies.set(value, array);
    for (let i = 0; i < value.length; i++) array[i] = copyOf(value[i], copies);
    return array;
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  const object: Record<string, unknown> = prototype === null ? Object.create(null) : {};
  copies.set(value, object);
  for (const key of Object.keys(value)) {
    const child = copyOf((value as Record<string, unknown>)[key], copies);
    // A parsed body may hold its own "__proto__" key: it stays a property, as JSON.parse made it, not the copy's prototype.
    if (key === '__proto__') Object.defineProperty(object, key, { value: child, writable: true, enumerable: true, configurable: true });
    else object[key] = child;
  }
  return object;
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
