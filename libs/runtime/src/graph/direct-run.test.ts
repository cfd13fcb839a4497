import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import { FakeListChatModel } from '@langchain/core/utils/testing';
import { Annotation, Command, END, GraphRecursionError, MemorySaver, Send, START, StateGraph, type LangGraphRunnableConfig } from '@langchain/langgraph';
import { describe, expect, it, vi } from 'vitest';
import { UsageMeter } from '../model/usage-meter.ts';
import { directRunPlan, invokeGraph } from './direct-run.ts';
import { appended, latest } from './state-channels.ts';
import { thenGoTo } from './then-go-to.ts';

const State = Annotation.Root({
  request: Annotation<number>,
  seen: appended<string>(),
  total: latest(() => 0),
  note: Annotation<string>,
  response: Annotation<string>,
});
type StateValue = typeof State.State;
const Input = Annotation.Root({ request: Annotation<number> });
const Output = Annotation.Root({ response: State.spec.response, seen: State.spec.seen });

/** Runs the graph both ways: LangGraph's loop (`graph.invoke`) and `invokeGraph`, which must not call it. */
async function bothWays<I, O>(graph: { invoke(input: I, options?: LangGraphRunnableConfig): Promise<O> }, input: I, options: LangGraphRunnableConfig = {}) {
  const langGraph = await graph.invoke(input, options);
  const invoke = vi.spyOn(graph, 'invoke');
  try {
    const direct = await invokeGraph(graph, input, options);
    expect(invoke).not.toHaveBeenCalled();
    return { langGraph, direct };
  } finally {
    invoke.mockRestore();
  }
}

/** The error each way, for runs that fail. */
async function failureBothWays(graph: { invoke(input: unknown, options?: LangGraphRunnableConfig): Promise<unknown> }, input: unknown, options: LangGraphRunnableConfig = {}) {
  const langGraph = await graph.invoke(input, options).then(() => undefined, (error: unknown) => error);
  const direct = await invokeGraph(graph, input, options).then(() => undefined, (error: unknown) => error);
  return { langGraph, direct };
}

function chain() {
  return new StateGraph({ state: State, input: Input, output: Output })
    .addNode('first', ({ request }: StateValue) => ({ seen: ['first'], total: request }))
    .addNode('second', ({ total, seen }: StateValue) => ({ seen: ['second'], total: total * 10, note: `after ${seen.join('+')}` }))
    .addNode('last', ({ total, note }: StateValue) => ({ response: `${note}: ${total}` }))
    .addEdge(START, 'first')
    .addEdge('first', 'second')
    .addEdge('second', 'last')
    .addEdge('last', END)
    .compile({ name: 'chain' });
}

describe('invokeGraph', () => {
  it('answers a chain of nodes as LangGraph does: reducers, defaults, only the output schema’s keys', async () => {
    const { langGraph, direct } = await bothWays(chain(), { request: 4 });
    expect(direct).toEqual({ response: 'after first: 40', seen: ['first', 'second'] });
    expect(direct).toEqual(langGraph);
  });

  it('keeps input keys outside the input schema out of the state, as LangGraph does', async () => {
    const { langGraph, direct } = await bothWays(chain(), { request: 2, total: 99 } as never);
    expect(direct).toEqual(langGraph);
  });

  it('follows a node’s Command to the node it names', async () => {
    const graph = new StateGraph(State)
      .addNode('pick', thenGoTo(({ request }: StateValue) => ({ total: request }), ({ total }) => (total > 5 ? 'big' : 'small')), { ends: ['big', 'small'] })
      .addNode('big', () => ({ response: 'big' }))
      .addNode('small', () => ({ response: 'small' }))
      .addEdge(START, 'pick')
      .addEdge('big', END)
      .addEdge('small', END)
      .compile();
    for (const request of [1, 9]) {
      const { langGraph, direct } = await bothWays(graph, { request });
      expect(direct).toEqual(langGraph);
      expect(direct.response).toBe(request > 5 ? 'big' : 'small');
    }
  });

  it('runs the nodes a conditional edge names side by side, their writes in LangGraph’s order', async () => {
    const graph = new StateGraph(State)
      .addNode('split', ({ request }: StateValue) => ({ total: request }))
      .addNode('zeta', async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return { seen: ['zeta'] };
      })
      .addNode('alpha', () => ({ seen: ['alpha'] }))
      .addNode('join', ({ seen }: StateValue) => ({ response: seen.join(',') }))
      .addEdge(START, 'split')
      .addConditionalEdges('split', ({ total }: StateValue) => (total > 0 ? ['zeta', 'alpha'] : ['join']), ['zeta', 'alpha', 'join'])
      .addEdge('zeta', 'join')
      .addEdge('alpha', 'join')
      .addEdge('join', END)
      .compile();
    for (const request of [0, 3]) {
      const { langGraph, direct } = await bothWays(graph, { request });
      expect(direct).toEqual(langGraph);
    }
    expect((await invokeGraph(graph, { request: 3 })).response).toBe('alpha,zeta');
  });

  it('gives each Send its own input and applies the Sends’ writes in the order they were sent', async () => {
    const Fan = Annotation.Root({ request: Annotation<number>, parts: appended<number>(), response: Annotation<number[]> });
    const graph = new StateGraph(Fan)
      .addNode('plan', ({ request }: typeof Fan.State) => new Command({ goto: Array.from({ length: request }, (_, i) => new Send('work', { part: i })) }), { ends: ['work'] })
      .addNode('work', async ({ part }: { part: number }) => {
        await new Promise((resolve) => setTimeout(resolve, (3 - part) * 3));
        return { parts: [part * part] };
      })
      .addNode('gather', ({ parts }: typeof Fan.State) => ({ response: parts }))
      .addEdge(START, 'plan')
      .addEdge('work', 'gather')
      .addEdge('gather', END)
      .compile();
    const { langGraph, direct } = await bothWays(graph, { request: 4 }, { maxConcurrency: 2 });
    expect(direct).toEqual(langGraph);
    expect(direct.response).toEqual([0, 1, 4, 9]);
  });

  it('runs the node after a waiting edge once every node it waits for has run, however many steps apart', async () => {
    const graph = new StateGraph(State)
      .addNode('quick', () => ({ seen: ['quick'] }))
      .addNode('slow', () => ({ seen: ['slow'] }))
      .addNode('slower', () => ({ seen: ['slower'] }))
      .addNode('both', ({ seen }: StateValue) => ({ response: seen.join(',') }))
      .addEdge(START, 'quick')
      .addEdge(START, 'slow')
      .addEdge('slow', 'slower')
      .addEdge(['quick', 'slower'], 'both')
      .addEdge('both', END)
      .compile();
    const { langGraph, direct } = await bothWays(graph, { request: 1 });
    expect(direct).toEqual(langGraph);
    expect(direct.response).toBe('quick,slow,slower');
  });

  it('refuses two writes to a last-value field in one step as LangGraph does', async () => {
    const graph = new StateGraph(State)
      .addNode('a', () => ({ note: 'a' }))
      .addNode('b', () => ({ note: 'b' }))
      .addEdge(START, 'a')
      .addEdge(START, 'b')
      .compile();
    const { langGraph, direct } = await failureBothWays(graph, { request: 1 });
    expect(langGraph).toBeInstanceOf(Error);
    expect((direct as Error).name).toBe((langGraph as Error).name);
  });

  it('throws a node’s error as it is, and the first of nodes failing side by side', async () => {
    class Refused extends Error {}
    const failing = new StateGraph(State)
      .addNode('fail', () => {
        throw new Refused('no');
      })
      .addEdge(START, 'fail')
      .compile();
    const { langGraph, direct } = await failureBothWays(failing, { request: 1 });
    expect(direct).toBeInstanceOf(Refused);
    expect(langGraph).toBeInstanceOf(Refused);

    let siblingSignal: AbortSignal | undefined;
    const sideBySide = new StateGraph(State)
      .addNode('fail', async () => {
        throw new Refused('first');
      })
      .addNode('slow', async (_state: StateValue, config: LangGraphRunnableConfig) => {
        siblingSignal = config.signal;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { note: 'slow' };
      })
      .addEdge(START, 'fail')
      .addEdge(START, 'slow')
      .compile();
    const error = await invokeGraph(sideBySide, { request: 1 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Refused);
    expect(siblingSignal?.aborted).toBe(true);
  });

  it('aborts the work a failed node leaves running, as LangGraph does', async () => {
    let leftSignal: AbortSignal | undefined;
    const graph = new StateGraph(State)
      .addNode('search', async (_state: StateValue, config: LangGraphRunnableConfig) => {
        leftSignal = config.signal;
        const slow = new Promise((resolve) => setTimeout(resolve, 1_000, 'late'));
        const failing = Promise.reject(new Error('search down'));
        return { note: String(await Promise.all([slow, failing])) };
      })
      .addEdge(START, 'search')
      .compile();
    await expect(invokeGraph(graph, { request: 1 })).rejects.toThrow('search down');
    expect(leftSignal?.aborted).toBe(true);
    await expect(graph.invoke({ request: 1 })).rejects.toThrow('search down');
    expect(leftSignal?.aborted).toBe(true);
  });

  it('stops at the recursion limit where LangGraph does', async () => {
    const Loop = Annotation.Root({ request: Annotation<number>, count: latest(() => 0) });
    const graph = new StateGraph(Loop)
      .addNode('again', thenGoTo(({ count }: typeof Loop.State) => ({ count: count + 1 }), ({ count, request }) => (count < request ? 'again' : END)), { ends: ['again', END] })
      .addEdge(START, 'again')
      .compile();
    for (const request of [4, 5, 6]) {
      const { langGraph, direct } = await failureBothWays(graph, { request }, { recursionLimit: 5 });
      expect(direct === undefined).toBe(langGraph === undefined);
      if (direct) expect(direct).toBeInstanceOf(GraphRecursionError);
    }
  });

  it('stops a cancelled run with the signal’s reason, before or between nodes', async () => {
    const before = new AbortController();
    before.abort(new Error('deadline'));
    await expect(invokeGraph(chain(), { request: 1 }, { signal: before.signal })).rejects.toThrow('deadline');

    const during = new AbortController();
    const graph = new StateGraph(State)
      .addNode('wait', async () => {
        during.abort(new Error('deadline'));
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { note: 'late' };
      })
      .addNode('after', () => ({ response: 'should not run' }))
      .addEdge(START, 'wait')
      .addEdge('wait', 'after')
      .compile();
    await expect(invokeGraph(graph, { request: 1 }, { signal: during.signal })).rejects.toThrow('deadline');
  });

  it('stops waiting at once for a node that ignores the cancelled signal, in a later step too', async () => {
    const cancel = new AbortController();
    const ran: string[] = [];
    const graph = new StateGraph(State)
      .addNode('first', () => {
        ran.push('first');
        return { note: 'first' };
      })
      .addNode('hang', () => {
        ran.push('hang');
        setTimeout(() => cancel.abort(new Error('client went away')), 5);
        return new Promise<never>(() => undefined);
      })
      .addEdge(START, 'first')
      .addEdge('first', 'hang')
      .compile();
    await expect(invokeGraph(graph, { request: 1 }, { signal: cancel.signal })).rejects.toThrow('client went away');
    expect(ran).toEqual(['first', 'hang']);
  });

  it('hands nodes the caller’s configuration and callbacks that ignore chain events, which reach the model calls', async () => {
    const model = new FakeListChatModel({ responses: ['fine'] });
    const graph = new StateGraph(State)
      .addNode('ask', async (_state: StateValue, config: LangGraphRunnableConfig) => {
        const answer = await model.invoke('how?', config);
        return { response: `${String(answer.content)} ${String(config.configurable?.['tone'])}` };
      })
      .addEdge(START, 'ask')
      .compile();
    const meter = new UsageMeter();
    const invoke = vi.spyOn(graph, 'invoke');
    const output = await invokeGraph(graph, { request: 1 }, { callbacks: [meter], configurable: { tone: 'calm' } });
    expect(invoke).not.toHaveBeenCalled();
    expect(output.response).toBe('fine calm');
    expect(meter.modelCalls).toBe(1);
  });

  it('leaves runs to LangGraph when someone watches chain events or the graph needs its loop', async () => {
    class Watcher extends BaseCallbackHandler {
      name = 'watcher';
      started: string[] = [];
      override handleChainStart(_chain: unknown, _inputs: unknown, _runId: string, _parent?: string, _tags?: string[], _metadata?: unknown, _type?: string, name?: string) {
        this.started.push(name ?? '');
      }
    }
    const watcher = new Watcher();
    const graph = chain();
    const invoke = vi.spyOn(graph, 'invoke');
    await invokeGraph(graph, { request: 1 }, { callbacks: [watcher] });
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(watcher.started).toContain('first');

    const boundWatcher = new Watcher();
    const bound = chain().withConfig({ callbacks: [boundWatcher] });
    await invokeGraph(bound, { request: 1 });
    expect(boundWatcher.started).toContain('first');

    const remembering = new StateGraph(State).addNode('only', () => ({ response: 'x' })).addEdge(START, 'only').compile({ checkpointer: new MemorySaver() });
    expect(directRunPlan(remembering)).toBeNull();
    const retried = new StateGraph(State)
      .addNode('only', () => ({ response: 'x' }), { retryPolicy: { maxAttempts: 2 } })
      .addEdge(START, 'only')
      .compile();
    expect(directRunPlan(retried)).toBeNull();
    expect(directRunPlan({ invoke: async () => ({}) })).toBeNull();
    expect(directRunPlan(chain())).not.toBeNull();
  });
});
