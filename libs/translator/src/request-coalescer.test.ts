import { JointUsageMeter, MemoryStore, UpstreamError, UsageMeter } from '@circular/runtime';
import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TranslationIncompleteError } from './errors/index.ts';
import { fakeTranslatorModel, readAsked, translateAll, translateAllThen } from './test-support/fake-translator-model.ts';
import { planRequest } from './plan-request.ts';
import { RequestCoalescer, type RunGraph } from './request-coalescer.ts';
import { translate } from './translate.ts';
import type { TranslatorRequest } from '@circular/contract';

// These tests go through `translate`: requests started together (Promise.all) with one deps
// object reach its coalescer within the collection window.

const shoes = { source_locale: 'en', context: 'Shoes' } as const;

/** Counts graph runs: the root chain runs its callbacks see. */
function runCounter() {
  const counter = { runs: 0, handler: BaseCallbackHandler.fromMethods({}) };
  counter.handler = BaseCallbackHandler.fromMethods({
    handleChainStart(_chain, _inputs, _runId, parentRunId) {
      if (parentRunId === undefined) counter.runs += 1;
    },
  });
  return counter;
}

describe('translate with concurrent requests', () => {
  it('serves requests of the same settings with one model call, each response as if it had run alone', async () => {
    const model = fakeTranslatorModel().respondTimes(1, translateAll);
    const deps = { model };
    const responses = await Promise.all([
      translate({ ...shoes, target_locale: 'PT-PT', data: { name: 'Red shoe', colour: 'Red' } }, deps),
      translate({ ...shoes, target_locales: ['pt-pt'], data: { name: 'Blue shoe', colour: 'Red' } }, deps),
      translate({ ...shoes, source_locale: 'EN', target_locales: ['pt_PT', 'en-GB'], data: { title: 'Red', empty: '' } }, deps),
    ]);

    expect(model.callCount).toBe(1);
    expect(model.asked[0]!.texts.map((text) => text.text)).toEqual(['Red shoe', 'Red', 'Blue shoe']);
    expect(responses).toEqual([
      { translations: { context: 'Shoes', data: { 'PT-PT': { name: '[pt-PT] Red shoe', colour: '[pt-PT] Red' } } } },
      { translations: { context: 'Shoes', data: { 'pt-pt': { name: '[pt-PT] Blue shoe', colour: '[pt-PT] Red' } } } },
      { translations: { context: 'Shoes', data: { pt_PT: { title: '[pt-PT] Red', empty: '' }, 'en-GB': { title: 'Red', empty: '' } } } },
    ]);
  });

  it('asks the memory once for the requests of a turn: the merged run takes its requests’ plans', async () => {
    const memory = new MemoryStore();
    const getMany = vi.spyOn(memory, 'getMany');
    const deps = { model: fakeTranslatorModel().respondTimes(2, translateAll), memory };
    const responses = await Promise.all([
      translate({ ...shoes, target_locales: ['fr', 'de'], data: { a: 'Red', b: 'Blue' } }, deps),
      translate({ ...shoes, target_locales: ['de', 'fr'], data: { a: 'Blue' } }, deps),
    ]);
    expect(deps.model.callCount).toBe(2);
    // Reviewed pairs, then the model's translations: two look-ups for both requests, none for the run.
    expect(getMany).toHaveBeenCalledTimes(2);
    expect(responses.map((response) => response.translations.data)).toEqual([
      { fr: { a: '[fr] Red', b: '[fr] Blue' }, de: { a: '[de] Red', b: '[de] Blue' } },
      { de: { a: '[de] Blue' }, fr: { a: '[fr] Blue' } },
    ]);
  });

  it('answers a merged text one request had from the memory in one locale and needed in another', async () => {
    const memory = new MemoryStore();
    const deps = { model: fakeTranslatorModel().respondTimes(3, translateAll), memory };
    await translate({ ...shoes, target_locale: 'de', data: { a: 'Red' } }, deps);
    const responses = await Promise.all([
      translate({ ...shoes, target_locales: ['fr', 'de'], data: { a: 'Red' } }, deps),
      translate({ ...shoes, target_locales: ['fr', 'de'], data: { a: 'Blue' } }, deps),
    ]);
    expect(deps.model.asked.slice(1).map((asked) => [asked.targetLocale, asked.texts.map((text) => text.text)])).toEqual([
      ['fr', ['Red', 'Blue']],
      ['de', ['Blue']],
    ]);
    expect(responses.map((response) => response.translations.data)).toEqual([
      { fr: { a: '[fr] Red' }, de: { a: '[de] Red' } },
      { fr: { a: '[fr] Blue' }, de: { a: '[de] Blue' } },
    ]);
  });

  it('lets each request’s callbacks see the model calls made on its behalf', async () => {
    const deps = { model: fakeTranslatorModel().respondTimes(1, translateAll) };
    const [first, second] = [new UsageMeter(), new UsageMeter()];
    await Promise.all([
      translate({ ...shoes, target_locale: 'fr', data: { a: 'Red' } }, deps, { callbacks: [first] }),
      translate({ ...shoes, target_locale: 'fr', data: { a: 'Blue' } }, deps, { callbacks: [second] }),
    ]);
    const { model } = deps;
    expect(model.callCount).toBe(1);
    expect([first.modelCalls, second.modelCalls]).toEqual([1, 1]);
  });

  it('hands a merged run its requests’ usage meters as one handler, other callbacks as they are', async () => {
    const seen: unknown[][] = [];
    const runGraph: RunGraph = async (request, { callbacks }) => {
      seen.push(callbacks as unknown[]);
      const data = Object.fromEntries(Object.entries(request.data).map(([key, text]) => [key, `[fr] ${text}`]));
      return { translations: { context: request.context, data: { fr: data } } };
    };
    const coalescer = new RequestCoalescer({ runGraph, maxConcurrency: 4, batchChars: 24_000 });
    const meters = [new UsageMeter(), new UsageMeter(), new UsageMeter()];
    const other = BaseCallbackHandler.fromMethods({});
    await Promise.all(
      ['Red', 'Blue', 'Green'].map(async (text, i) => {
        const request: TranslatorRequest = { ...shoes, target_locale: 'fr', data: { a: text } };
        return coalescer.translate({ ...(await planRequest(request, undefined)), request, callbacks: i === 1 ? [meters[i]!, other] : [meters[i]!] });
      }),
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]).toHaveLength(2);
    expect(seen[0]![0]).toBeInstanceOf(JointUsageMeter);
    expect((seen[0]![0] as JointUsageMeter).meters).toEqual(meters);
    expect(seen[0]![1]).toBe(other);
  });

  it('does not merge requests whose source locale, target locales, context or service_core_context differ', async () => {
    const model = fakeTranslatorModel().respondTimes(7, translateAll);
    const deps = { model };
    const base: TranslatorRequest = { ...shoes, target_locale: 'fr', data: { a: 'Red' } };
    const { target_locale: _, ...withoutTarget } = base;
    const responses = await Promise.all([
      translate(base, deps),
      translate({ ...base, source_locale: 'en-GB' }, deps),
      translate({ ...base, target_locale: 'es' }, deps),
      translate({ ...withoutTarget, target_locales: ['fr', 'es'] }, deps),
      translate({ ...base, context: 'Boots' }, deps),
      translate({ ...base, service_core_context: 'A shop in Lisbon' }, deps),
    ]);
    expect(model.callCount).toBe(7);
    expect(model.asked.map((asked) => asked.texts.map((text) => text.text))).toEqual(Array(7).fill(['Red']));
    expect(responses.map((response) => response.translations.data)).toEqual([
      { fr: { a: '[fr] Red' } },
      { fr: { a: '[fr] Red' } },
      { es: { a: '[es] Red' } },
      { fr: { a: '[fr] Red' }, es: { a: '[es] Red' } },
      { fr: { a: '[fr] Red' } },
      { fr: { a: '[fr] Red' } },
    ]);
  });

  it('does not merge more keys into one run than the contract allows in a request', async () => {
    const deps = { model: fakeTranslatorModel().respondTimes(2, translateAll) };
    const { model } = deps;
    const items = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`item_${i}`, `Item ${i}`]));
    const things = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`thing_${i}`, `Thing ${i}`]));
    const [first, second] = await Promise.all([
      translate({ ...shoes, target_locale: 'fr', data: items }, deps),
      translate({ ...shoes, target_locale: 'fr', data: things }, deps),
    ]);
    expect(model.asked.map((asked) => asked.texts.length)).toEqual([300, 300]);
    expect(first.translations.data['fr']!['item_299']).toBe('[fr] Item 299');
    expect(second.translations.data['fr']!['thing_0']).toBe('[fr] Thing 0');
  });

  it('does not merge more characters into one run than the contract allows in a request', async () => {
    const deps = { model: fakeTranslatorModel().respondTimes(2, translateAll), batchChars: 1_000_000 };
    const { model } = deps;
    // 12 values of 5,000 characters each: 60,000 per request, 120,000 together (the limit is 100,000).
    const long = (prefix: string) => Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`${prefix}_${i}`, `${prefix} ${i} `.padEnd(5000, 'x')]));
    await Promise.all([
      translate({ ...shoes, target_locale: 'fr', data: long('coat') }, deps),
      translate({ ...shoes, target_locale: 'fr', data: long('boot') }, deps),
    ]);
    expect(model.asked.map((asked) => asked.texts.length)).toEqual([12, 12]);
  });

  it('does not merge more texts into one run than maxConcurrency calls carry at once', async () => {
    const model = fakeTranslatorModel().respondTimes(3, translateAll);
    const counter = runCounter();
    // batchChars 100: each 60-character text fills a call of its own; two calls fit in one round.
    const deps = { model, batchChars: 100, maxConcurrency: 2 };
    const text = (name: string) => `${name} `.padEnd(60, 'x');
    await Promise.all(['Red', 'Blue', 'Green'].map((name) => translate({ ...shoes, target_locale: 'fr', data: { a: text(name) } }, deps, { callbacks: [counter.handler] })));
    expect(model.callCount).toBe(3);
    expect(counter.runs).toBe(2);
  });

  it('answers each request its own text when requests use one key for different texts', async () => {
    const model = fakeTranslatorModel().respondTimes(1, translateAll);
    const deps = { model };
    const responses = await Promise.all([
      translate({ ...shoes, target_locale: 'fr', data: { name: 'Red shoe' } }, deps),
      translate({ ...shoes, target_locale: 'fr', data: { name: 'Blue shoe', size: '42' } }, deps),
    ]);

    expect(model.callCount).toBe(1);
    expect(responses).toEqual([
      { translations: { context: 'Shoes', data: { fr: { name: '[fr] Red shoe' } } } },
      { translations: { context: 'Shoes', data: { fr: { name: '[fr] Blue shoe', size: '[fr] 42' } } } },
    ]);
  });

  it('re-asks alone the one text of a merged run whose translation broke fidelity, and answers every request', async () => {
    const breakCount = translateAllThen((entries) => entries.map((entry) => ({ ...entry, text: entry.text.replace('2', 'two') })));
    const model = fakeTranslatorModel().respond(breakCount).respond(translateAll);
    const deps = { model };
    const responses = await Promise.all([
      translate({ ...shoes, target_locale: 'es', data: { name: 'Red', fit: 'Fits 2 sizes' } }, deps),
      translate({ ...shoes, target_locale: 'es', data: { name: 'Blue' } }, deps),
    ]);

    expect(model.asked.map((asked) => asked.texts.map((text) => text.text))).toEqual([['Red', 'Fits 2 sizes', 'Blue'], ['Fits 2 sizes']]);
    expect(responses).toEqual([
      { translations: { context: 'Shoes', data: { es: { name: '[es] Red', fit: '[es] Fits 2 sizes' } } } },
      { translations: { context: 'Shoes', data: { es: { name: '[es] Blue' } } } },
    ]);
  });

  it('fails only the request whose texts had no faithful translation, with its own keys and spelling', async () => {
    const memory = new MemoryStore();
    const breakCount = translateAllThen((entries) => entries.map((entry) => ({ ...entry, text: entry.text.replace('2', 'two') })));
    const model = fakeTranslatorModel().respondTimes(2, breakCount);
    const deps = { model, memory, maxAttempts: 2 };
    const [failing, first, second] = await Promise.allSettled([
      translate({ ...shoes, target_locale: 'ES', data: { name: 'Red', fit: 'Fits 2 sizes' } }, deps),
      translate({ ...shoes, target_locale: 'es', data: { name: 'Blue' } }, deps),
      translate({ ...shoes, target_locale: 'es', data: { name: 'Green', colour: 'Red' } }, deps),
    ]);

    expect(model.callCount).toBe(2);
    expect(failing.status === 'rejected' && failing.reason).toBeInstanceOf(TranslationIncompleteError);
    const error = (failing as PromiseRejectedResult).reason as TranslationIncompleteError;
    expect(error.extensions).toEqual({ keys: [{ target_locale: 'ES', key: 'fit', rule: 'number', reason: 'missing number 2' }] });
    expect(error.detail).toBe('No faithful translation after 2 attempts for fit (ES).');
    expect(first).toEqual({ status: 'fulfilled', value: { translations: { context: 'Shoes', data: { es: { name: '[es] Blue' } } } } });
    expect(second).toEqual({ status: 'fulfilled', value: { translations: { context: 'Shoes', data: { es: { name: '[es] Green', colour: '[es] Red' } } } } });
  });

  it('runs each request alone after a merged run fails upstream, so only the request at fault fails', async () => {
    const refuseForbidden = (messages: Parameters<typeof translateAll>[0]) =>
      readAsked(messages).texts.some((text) => text.text.includes('forbidden')) ? new Error('400 the request was refused') : translateAll(messages);
    const deps = { model: fakeTranslatorModel().respondTimes(4, refuseForbidden) };
    const { model } = deps;
    const [atFault, first, second] = await Promise.allSettled([
      translate({ ...shoes, target_locale: 'fr', data: { a: 'A forbidden word' } }, deps),
      translate({ ...shoes, target_locale: 'fr', data: { a: 'Red' } }, deps),
      translate({ ...shoes, target_locale: 'fr', data: { a: 'Blue' } }, deps),
    ]);

    expect(model.asked.map((asked) => asked.texts.map((text) => text.text))).toEqual([['A forbidden word', 'Red', 'Blue'], ['A forbidden word'], ['Red'], ['Blue']]);
    expect(atFault.status === 'rejected' && atFault.reason).toBeInstanceOf(UpstreamError);
    expect(first).toEqual({ status: 'fulfilled', value: { translations: { context: 'Shoes', data: { fr: { a: '[fr] Red' } } } } });
    expect(second).toEqual({ status: 'fulfilled', value: { translations: { context: 'Shoes', data: { fr: { a: '[fr] Blue' } } } } });
  });

  it('cancels only the aborted request’s wait: the shared run goes on for the others', async () => {
    const controller = new AbortController();
    const model = fakeTranslatorModel().respond((messages) => {
      controller.abort();
      return translateAll(messages);
    });
    const deps = { model };
    const [aborted, other] = await Promise.allSettled([
      translate({ ...shoes, target_locale: 'fr', data: { a: 'Red' } }, deps, { signal: controller.signal }),
      translate({ ...shoes, target_locale: 'fr', data: { a: 'Blue' } }, deps),
    ]);

    expect(aborted.status === 'rejected' && aborted.reason).toMatchObject({ name: 'AbortError' });
    expect(other).toEqual({ status: 'fulfilled', value: { translations: { context: 'Shoes', data: { fr: { a: '[fr] Blue' } } } } });
    expect(model.callCount).toBe(1);
    expect((model.calls[0]!.options as { signal?: AbortSignal }).signal?.aborted).toBe(false);
  });

  it('cancels the shared run once every request in it has aborted', async () => {
    const [first, second] = [new AbortController(), new AbortController()];
    const model = fakeTranslatorModel().respond((messages) => {
      first.abort();
      second.abort();
      return translateAll(messages);
    });
    const deps = { model, maxConcurrency: 1 };
    const results = await Promise.allSettled([
      translate({ ...shoes, target_locales: ['fr', 'es'], data: { a: 'Red' } }, deps, { signal: first.signal }),
      translate({ ...shoes, target_locales: ['fr', 'es'], data: { a: 'Blue' } }, deps, { signal: second.signal }),
    ]);

    expect(results.map((result) => result.status === 'rejected' && (result.reason as Error).name)).toEqual(['AbortError', 'AbortError']);
    expect(model.callCount).toBe(1);
    expect((model.calls[0]!.options as { signal?: AbortSignal }).signal?.aborted).toBe(true);
  });

  it('leaves a request cancelled while waiting out of the run', async () => {
    const controller = new AbortController();
    const model = fakeTranslatorModel().respondTimes(1, translateAll);
    const deps = { model };
    const cancelled = translate({ ...shoes, target_locale: 'fr', data: { a: 'Red' } }, deps, { signal: controller.signal });
    const other = translate({ ...shoes, target_locale: 'fr', data: { a: 'Blue' } }, deps);
    controller.abort();

    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect((await other).translations.data).toEqual({ fr: { a: '[fr] Blue' } });
    expect(model.asked.map((asked) => asked.texts.map((text) => text.text))).toEqual([['Blue']]);
  });

  it('runs every request on its own when coalescing is off', async () => {
    const model = fakeTranslatorModel().respondTimes(2, translateAll);
    const deps = { model, coalesce: false };
    await Promise.all([translate({ ...shoes, target_locale: 'fr', data: { a: 'Red' } }, deps), translate({ ...shoes, target_locale: 'fr', data: { a: 'Blue' } }, deps)]);
    expect(model.asked.map((asked) => asked.texts.map((text) => text.text))).toEqual([['Red'], ['Blue']]);
  });
});

describe('RequestCoalescer under a long burst', () => {
  /** A coalescer whose graph runs wait until the test settles them, each answering every text as `[fr] text`. */
  function heldRuns() {
    const runs: { request: TranslatorRequest; finish: () => void }[] = [];
    const runGraph: RunGraph = (request) =>
      new Promise((resolve) => {
        const data = Object.fromEntries(Object.entries(request.data).map(([key, text]) => [key, `[fr] ${text}`]));
        runs.push({ request, finish: () => resolve({ translations: { context: request.context, data: { fr: data } } }) });
      });
    return { runs, coalescer: new RequestCoalescer({ runGraph, maxConcurrency: 4, batchChars: 24_000 }) };
  }
  const ask = async (coalescer: RequestCoalescer, text: string) => {
    const request: TranslatorRequest = { ...shoes, target_locale: 'fr', data: { name: text } };
    return coalescer.translate({ ...(await planRequest(request, undefined)), request });
  };
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => void vi.useRealTimers());

  it('holds the next requests while a run is in flight and starts them as one run when it finishes', async () => {
    const { runs, coalescer } = heldRuns();
    const first = ask(coalescer, 'One');
    await vi.advanceTimersByTimeAsync(3);
    expect(runs).toHaveLength(1);
    const later = [ask(coalescer, 'Two'), ask(coalescer, 'Three')];
    await vi.advanceTimersByTimeAsync(10);
    const moreLater = ask(coalescer, 'Four');
    await vi.advanceTimersByTimeAsync(10);
    expect(runs).toHaveLength(1);

    runs[0]!.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.map((run) => Object.values(run.request.data))).toEqual([['One'], ['Two', 'Three', 'Four']]);
    runs[1]!.finish();
    expect(await Promise.all([first, ...later, moreLater])).toEqual(
      ['One', 'Two', 'Three', 'Four'].map((text) => ({ translations: { context: 'Shoes', data: { fr: { name: `[fr] ${text}` } } } })),
    );
  });

  it('starts held requests after 50 ms when no run finishes', async () => {
    const { runs, coalescer } = heldRuns();
    void ask(coalescer, 'One');
    await vi.advanceTimersByTimeAsync(3);
    void ask(coalescer, 'Two');
    await vi.advanceTimersByTimeAsync(40);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(15);
    expect(runs.map((run) => Object.values(run.request.data))).toEqual([['One'], ['Two']]);
  });

  it('starts a request at once, after the 2 ms collection, when no run of its settings is in flight', async () => {
    const { runs, coalescer } = heldRuns();
    void ask(coalescer, 'One');
    await vi.advanceTimersByTimeAsync(3);
    runs[0]!.finish();
    await vi.advanceTimersByTimeAsync(0);
    void ask(coalescer, 'Two');
    await vi.advanceTimersByTimeAsync(3);
    expect(runs.map((run) => Object.values(run.request.data))).toEqual([['One'], ['Two']]);
  });
});
