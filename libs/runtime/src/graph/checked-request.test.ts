import { Annotation, END, START, StateGraph, StateSchema, type LangGraphRunnableConfig } from '@langchain/langgraph';
import { describe, expect, it } from 'vitest';
import { InvalidRequestError } from '../errors/invalid-request-error.ts';
import type { ContractSchema } from '../studio/contract-schema.ts';
import { checkedRequestOf, requestSnapshot, withCheckedRequest } from './checked-request.ts';
import { invokeGraph } from './direct-run.ts';
import { graphEntry } from './graph-entry.ts';

type Request = { words: string[] };
type Job = { count: number };

/** A function's graph as the libraries build theirs: a validating input schema, and a node that parses the request unless the run was told it is checked. */
function countingFunction() {
  const calls = { schema: 0, parse: 0 };
  const parse = (request: Request): Job => {
    calls.parse += 1;
    if (!Array.isArray(request.words)) throw new InvalidRequestError([{ pointer: '/words', message: 'must be array' }]);
    return { count: request.words.length };
  };
  const requestSchema: ContractSchema<Request> = {
    '~standard': {
      version: 1,
      vendor: 'test',
      validate: (value) => {
        calls.schema += 1;
        return Array.isArray((value as Request).words) ? { value: value as Request } : { issues: [{ message: '/words: must be array' }] };
      },
      jsonSchema: { input: () => ({ type: 'object' }), output: () => ({ type: 'object' }) },
    },
  };
  const State = Annotation.Root({ request: Annotation<Request>, job: Annotation<Job | undefined>, response: Annotation<string | undefined> });
  const graph = new StateGraph({ state: State, input: new StateSchema({ request: requestSchema }), output: Annotation.Root({ response: State.spec.response }) })
    .addNode('parse', (state: typeof State.State, config: LangGraphRunnableConfig) => ({ job: checkedRequestOf<Job>(config, state.request)?.parsed ?? parse(state.request) }))
    .addNode('answer', (state: typeof State.State) => ({ response: `${state.job!.count} words` }))
    .addEdge(START, 'parse')
    .addEdge('parse', 'answer')
    .addEdge('answer', END)
    .compile();
  const entry = graphEntry({ graphName: 'words', parseRequest: parse, createGraph: () => graph });
  // LangGraph asks the schema once as the graph is built (what an absent field reads as): runs count from here.
  calls.schema = 0;
  return { calls, graph, entry };
}

describe('a request checked once per call', () => {
  it('is checked by the entry alone: the run neither validates its input nor parses it again', async () => {
    const { calls, entry } = countingFunction();
    expect(await entry({ words: ['a', 'b'] }, {})).toBe('2 words');
    expect(calls).toEqual({ schema: 0, parse: 1 });
  });

  it('still refuses a bad request at the entry, before the graph runs', async () => {
    const { calls, entry } = countingFunction();
    await expect(entry({ words: 'a b' } as unknown as Request, {})).rejects.toThrow(InvalidRequestError);
    expect(calls).toEqual({ schema: 0, parse: 1 });
  });

  it('is checked by the graph itself when run without the entry (Studio, graph.invoke)', async () => {
    const { calls, graph } = countingFunction();
    expect(await invokeGraph(graph, { request: { words: ['a'] } })).toEqual({ response: '1 words' });
    expect(calls).toEqual({ schema: 1, parse: 1 });
    expect(await graph.invoke({ request: { words: ['a'] } })).toEqual({ response: '1 words' });
    expect(calls).toEqual({ schema: 2, parse: 2 });
  });

  it('counts only for the very request checked: another object with the same content is checked again', async () => {
    const { calls, graph } = countingFunction();
    const checked = { words: ['a'] };
    await invokeGraph(graph, { request: { words: ['a'] } }, withCheckedRequest(checked, { count: 1 }));
    expect(calls).toEqual({ schema: 1, parse: 1 });
  });

  it('runs on the request as it was checked: a caller changing its object after the call, before a node runs, changes nothing the run reads', async () => {
    // A node that reads the request itself once the run was told it is checked (as the rules' node reads the listing).
    const State = Annotation.Root({ request: Annotation<Request>, response: Annotation<string | undefined> });
    const graph = new StateGraph({ state: State, output: Annotation.Root({ response: State.spec.response }) })
      .addNode('answer', (state: typeof State.State, config: LangGraphRunnableConfig) => {
        if (!checkedRequestOf(config, state.request) && !Array.isArray(state.request.words)) throw new InvalidRequestError([{ pointer: '/words', message: 'must be array' }]);
        return { response: state.request.words.join('+') };
      })
      .addEdge(START, 'answer')
      .addEdge('answer', END)
      .compile();
    const parse = (request: Request) => {
      if (!Array.isArray(request.words) || request.words.some((w) => typeof w !== 'string')) throw new InvalidRequestError([{ pointer: '/words', message: 'must be an array of strings' }]);
      return {};
    };
    const entry = graphEntry({ graphName: 'words', parseRequest: parse, createGraph: () => graph });
    const request = { words: ['a', 'b'] };
    const answer = entry(request, {});
    request.words.push('c');
    (request as unknown as { words: unknown }).words = 'not checked';
    expect(await answer).toBe('a+b');
  });

  it('copies a request’s plain objects and arrays, keeps its strings, a "__proto__" key as a property, and shared or cyclic parts as shared', () => {
    const shared = { name: 'x' };
    const request = JSON.parse('{"a":[1,{"b":"text"}],"__proto__":{"polluted":true},"c":null}') as Record<string, unknown>;
    Object.assign(request, { left: shared, right: shared, self: request });
    const copy = requestSnapshot(request);
    expect(copy).not.toBe(request);
    expect(copy['a']).not.toBe(request['a']);
    expect(copy['a']).toEqual([1, { b: 'text' }]);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect([Object.hasOwn(copy, '__proto__'), 'polluted' in copy]).toEqual([true, false]);
    expect(JSON.stringify(Object.getOwnPropertyDescriptor(copy, '__proto__')?.value)).toBe('{"polluted":true}');
    expect(copy['left']).toBe(copy['right']);
    expect(copy['left']).not.toBe(shared);
    expect(copy['self']).toBe(copy);
    const date = new Date(0);
    expect(requestSnapshot({ when: date }).when).toBe(date);
    expect(requestSnapshot('text')).toBe('text');
  });

  it('copies a request nested deeper than the call stack goes (a body of a few kilobytes), all of it', () => {
    const depth = 50_000;
    const request = JSON.parse(`{"title":${'['.repeat(depth)}"end"${']'.repeat(depth)}}`) as { title: unknown };
    const copy = requestSnapshot(request);
    let from: unknown = request.title;
    let to: unknown = copy.title;
    let copiedLevels = 0;
    while (Array.isArray(to) && to !== from) {
      copiedLevels += 1;
      [from, to] = [(from as unknown[])[0], to[0] as unknown];
    }
    expect([copiedLevels, to]).toEqual([depth, 'end']);
  });

  it('hands the nodes what the check made of the request', () => {
    const request = { words: [] };
    expect(checkedRequestOf(withCheckedRequest(request, { count: 0 }), request)).toEqual({ parsed: { count: 0 } });
    expect(checkedRequestOf(withCheckedRequest(request, undefined), request)).toEqual({ parsed: undefined });
    expect(checkedRequestOf({}, request)).toBeUndefined();
    expect(checkedRequestOf(undefined, request)).toBeUndefined();
  });
});
