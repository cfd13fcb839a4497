import { describe, expect, it, vi } from 'vitest';
import { InvalidRequestError } from '../errors/invalid-request-error.ts';
import { shareAnswer, sharedAnswerJson } from '../cache/shared-answer.ts';
import { UpstreamError } from '../errors/upstream-error.ts';
import { checkedRequestOf, withCheckedRequest } from './checked-request.ts';
import { graphEntry, type GraphInvokeRunOptions } from './graph-entry.ts';

type Request = { text: string };
type Deps = { suffix: string };

/** A graph double that records its runs and answers `{ response }` from the request. */
function recordingGraph(answer: (request: Request, deps: Deps) => Promise<{ response?: string }>) {
  const runs: { request: Request; options: GraphInvokeRunOptions }[] = [];
  const builds: Deps[] = [];
  const createGraph = (deps: Deps) => {
    builds.push(deps);
    return {
      invoke: async (input: { request: Request }, options: GraphInvokeRunOptions) => {
        runs.push({ request: input.request, options });
        return answer(input.request, deps);
      },
    };
  };
  return { runs, builds, createGraph };
}

function refuseEmpty(request: Request): void {
  if (request.text === '') throw new InvalidRequestError([{ pointer: '/text', message: 'must not be empty' }]);
}

describe('graphEntry', () => {
  it('runs the graph with the request, signal and callbacks, and answers its response', async () => {
    const { runs, createGraph } = recordingGraph(async (request, deps) => ({ response: request.text + deps.suffix }));
    const entry = graphEntry({ graphName: 'echo', parseRequest: refuseEmpty, createGraph });
    const signal = new AbortController().signal;
    const callbacks = [{ handleLLMStart: () => undefined }];
    const request = { text: 'hi' };
    expect(await entry(request, { suffix: '!' }, { signal, callbacks })).toBe('hi!');
    expect(runs).toEqual([{ request, options: { signal, callbacks, ...withCheckedRequest(request, undefined) } }]);
  });

  it('tells the run what its check made of the request, so the graph does not check it again', async () => {
    const { runs, createGraph } = recordingGraph(async () => ({ response: 'ok' }));
    const request = { text: 'a' };
    await graphEntry({ graphName: 'echo', parseRequest: (checked: Request) => ({ length: checked.text.length }), createGraph })(request, { suffix: '' });
    // The verdict holds for the copy the run reads (`requestSnapshot`), equal to the caller's request, not for the caller's object.
    const { request: read, options } = runs[0]!;
    expect(read).toEqual(request);
    expect(checkedRequestOf(options, read)).toEqual({ parsed: { length: 1 } });
    expect(checkedRequestOf(options, request)).toBeUndefined();
  });

  it('runs on the caller\'s own object, checked once, when the caller hands its request over', async () => {
    const { runs, createGraph } = recordingGraph(async () => ({ response: 'ok' }));
    const request = { text: 'a' };
    await graphEntry({ graphName: 'echo', parseRequest: (checked: Request) => ({ length: checked.text.length }), createGraph })(request, { suffix: '' }, { handsOverRequest: true });
    const { request: read, options } = runs[0]!;
    expect(read).toBe(request);
    expect(checkedRequestOf(options, request)).toEqual({ parsed: { length: 1 } });
    expect(options).not.toHaveProperty('handsOverRequest');
  });

  it('copies the request the run reads when the caller keeps it (the default)', async () => {
    const { runs, createGraph } = recordingGraph(async () => ({ response: 'ok' }));
    const request = { text: 'a' };
    await graphEntry({ graphName: 'echo', parseRequest: refuseEmpty, createGraph })(request, { suffix: '' });
    expect(runs[0]!.request).not.toBe(request);
    expect(runs[0]!.request).toEqual(request);
  });

  it('refuses a request its check refuses before the graph runs', async () => {
    const { runs, createGraph } = recordingGraph(async () => ({ response: 'never' }));
    const entry = graphEntry({ graphName: 'echo', parseRequest: refuseEmpty, createGraph });
    await expect(entry({ text: '' }, { suffix: '' })).rejects.toThrow(InvalidRequestError);
    expect(runs).toEqual([]);
  });

  it('hands the check the deps, for checks that depend on what is configured', async () => {
    const parseRequest = vi.fn();
    const { createGraph } = recordingGraph(async () => ({ response: 'ok' }));
    const deps = { suffix: '' };
    await graphEntry({ graphName: 'echo', parseRequest, createGraph })({ text: 'a' }, deps);
    expect(parseRequest).toHaveBeenCalledWith({ text: 'a' }, deps);
  });

  it('stops at once on a cancelled signal, checking nothing and running nothing', async () => {
    const parseRequest = vi.fn();
    const { runs, createGraph } = recordingGraph(async () => ({ response: 'never' }));
    const controller = new AbortController();
    controller.abort(new Error('deadline'));
    await expect(graphEntry({ graphName: 'echo', parseRequest, createGraph })({ text: 'a' }, { suffix: '' }, { signal: controller.signal })).rejects.toThrow('deadline');
    expect(parseRequest).not.toHaveBeenCalled();
    expect(runs).toEqual([]);
  });

  it('compiles the graph once per deps object', async () => {
    const { builds, createGraph } = recordingGraph(async () => ({ response: 'ok' }));
    const entry = graphEntry({ graphName: 'echo', parseRequest: refuseEmpty, createGraph });
    const deps = { suffix: '' };
    await entry({ text: 'a' }, deps);
    await entry({ text: 'b' }, deps);
    await entry({ text: 'c' }, { suffix: '' });
    expect(builds).toHaveLength(2);
  });

  it('throws the first typed error of nodes that failed side by side', async () => {
    const typed = new UpstreamError('search');
    const { createGraph } = recordingGraph(async () => {
      throw new AggregateError([new Error('plain'), typed]);
    });
    await expect(graphEntry({ graphName: 'echo', parseRequest: refuseEmpty, createGraph })({ text: 'a' }, { suffix: '' })).rejects.toBe(typed);
  });

  it('names the graph when its run ends without a response', async () => {
    const { createGraph } = recordingGraph(async () => ({}));
    await expect(graphEntry({ graphName: 'echo', parseRequest: refuseEmpty, createGraph })({ text: 'a' }, { suffix: '' })).rejects.toThrow('the echo graph ended without a response');
  });

  describe('an answer the library shares', () => {
    const kept = shareAnswer({ title: 'Kettle check', steps: [{ id: 'lid', options: ['shuts', 'loose'] }] });
    const asKept = structuredClone(kept);
    const entry = () => graphEntry({ graphName: 'kept', parseRequest: () => undefined, createGraph: () => ({ invoke: async () => ({ response: kept }) }) });

    it('comes to each caller as an object of its own: changing it changes nothing for the next caller', async () => {
      const run = entry();
      const first = await run({ text: 'a' }, { suffix: '' });
      expect(first).not.toBe(kept);
      expect(first).toEqual(asKept);
      expect(Object.isFrozen(first)).toBe(false);
      expect(sharedAnswerJson(first)).toBeUndefined();
      first.title = 'changed by the caller';
      first.steps[0]!.options.push('cracked');
      expect(await run({ text: 'a' }, { suffix: '' })).toEqual(asKept);
      expect(kept).toEqual(asKept);
    });

    it('comes as the kept object itself to a caller that asks for it shared', async () => {
      const shared = await entry()({ text: 'a' }, { suffix: '' }, { sharedAnswer: true });
      expect(shared).toBe(kept);
      expect(sharedAnswerJson(shared)).toBe(JSON.stringify(asKept));
    });

    it('is not passed to the graph as a run option', async () => {
      const { runs, createGraph } = recordingGraph(async () => ({ response: 'ok' }));
      const request = { text: 'a' };
      await graphEntry({ graphName: 'echo', parseRequest: refuseEmpty, createGraph })(request, { suffix: '' }, { sharedAnswer: true });
      expect(runs[0]!.options).toEqual({ signal: undefined, callbacks: undefined, ...withCheckedRequest(request, undefined) });
    });
  });
});
