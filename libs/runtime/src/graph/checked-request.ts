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
 *
 * A parsed JSON body (every HTTP request, every job) holds nothing but plain data, so its snapshot is whole. What is shared is
 * what no contract body holds: a Date, a Buffer or other typed array, a Map, a class instance, passed by a library caller. The
 * contract's validator refuses such a value where the schema asks for a string, number or array (a Date is no string, a Buffer no
 * array); where it asks only for an object, or leaves the value open, the value reaches the run, and a caller that changes it after
 * the call changes what the run reads there. Not copied: a Buffer's copy costs its bytes on every call, for a value the contract
 * does not describe.
 */
export function requestSnapshot<Request>(request: Request): Request {
  // Copied from a list of the copies still to fill, not by recursion: a body of a few kilobytes may nest its arrays
  // ten thousand deep, past the call stack, and must reach its check (a 422) rather than overflow (a 500).
  const copies = new Map<object, unknown>();
  const toFill: [from: object, to: unknown[] | Record<string, unknown>][] = [];
  const copyOf = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const copied = copies.get(value);
    if (copied !== undefined) return copied;
    let copy: unknown[] | Record<string, unknown>;
    if (Array.isArray(value)) copy = new Array<unknown>(value.length);
    else {
      const prototype = Object.getPrototypeOf(value) as unknown;
      if (prototype !== Object.prototype && prototype !== null) return value;
      copy = prototype === null ? (Object.create(null) as Record<string, unknown>) : {};
    }
    copies.set(value, copy);
    toFill.push([value, copy]);
    return copy;
  };
  const snapshot = copyOf(request);
  for (let next = toFill.pop(); next !== undefined; next = toFill.pop()) {
    const [from, to] = next;
    if (Array.isArray(to)) {
      const array = from as unknown[];
      for (let i = 0; i < array.length; i++) to[i] = copyOf(array[i]);
      continue;
    }
    for (const key of Object.keys(from)) {
      const child = copyOf((from as Record<string, unknown>)[key]);
      // A parsed body may hold its own "__proto__" key: it stays a property, as JSON.parse made it, not the copy's prototype.
      if (key === '__proto__') Object.defineProperty(to, key, { value: child, writable: true, enumerable: true, configurable: true });
      else to[key] = child;
    }
  }
  return snapshot as Request;
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
