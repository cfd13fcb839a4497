import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from './concurrency-limit.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** Work that runs until `finish` is called, recording when it starts. */
function gate(events: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      events.push(`${name} starts`);
      await done;
      events.push(`${name} ends`);
      return name;
    },
    finish: () => finish(),
  };
}

describe('ConcurrencyLimit', () => {
  it('runs no more than its limit at once and starts the others in arrival order as slots free', async () => {
    const limit = new ConcurrencyLimit(2);
    const events: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => gate(events, name));
    const runs = [a, b, c, d].map((g) => limit.run(g!.work));
    await tick();
    expect(events).toEqual(['a starts', 'b starts']);
    expect(limit.load).toEqual({ running: 2, waiting: 2 });
    b!.finish();
    await tick();
    expect(events).toEqual(['a starts', 'b starts', 'b ends', 'c starts']);
    a!.finish();
    c!.finish();
    d!.finish();
    await expect(Promise.all(runs)).resolves.toEqual(['a', 'b', 'c', 'd']);
    expect(events.filter((event) => event.endsWith('starts'))).toEqual(['a starts', 'b starts', 'c starts', 'd starts']);
    expect(limit.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of work that fails', async () => {
    const limit = new ConcurrencyLimit(1);
    await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limit.run(async () => 'next')).resolves.toBe('next');
    expect(limit.load).toEqual({ running: 0, waiting: 0 });
  });

  it('takes work whose signal aborts while it waits out of the queue, never starting it', async () => {
    const limit = new ConcurrencyLimit(1);
    const events: string[] = [];
    const first = gate(events, 'first');
    const running = limit.run(first.work);
    const controller = new AbortController();
    const abandoned = limit.run(async () => void events.push('abandoned runs'), { signal: controller.signal });
    const after = limit.run(async () => void events.push('after runs'));
    await tick();
    controller.abort(new Error('client left'));
    await expect(abandoned).rejects.toThrow('client left');
    expect(limit.load).toEqual({ running: 1, waiting: 1 });
    first.finish();
    await Promise.all([running, after]);
    expect(events).toEqual(['first starts', 'first ends', 'after runs']);
  });

  it('refuses work whose signal has already aborted', async () => {
    const limit = new ConcurrencyLimit(1);
    await expect(limit.run(async () => 'never', { signal: AbortSignal.abort(new Error('gone')) })).rejects.toThrow('gone');
    expect(limit.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a limit below one or not whole', () => {
    expect(() => new ConcurrencyLimit(0)).toThrow(RangeError);
    expect(() => new ConcurrencyLimit(1.5)).toThrow(RangeError);
  });
});
