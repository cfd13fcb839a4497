import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time.ts';

/** A task that records when it starts and ends, and ends when `finish` is called. */
function controlled(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const task = async () => {
    log.push(`${name} start`);
    await done;
    log.push(`${name} end`);
    return name;
  };
  return { task, finish };
}

describe('oneAtATime', () => {
  it('starts a task only once the one before it has ended, in the order given', async () => {
    const queue = oneAtATime();
    const log: string[] = [];
    const a = controlled(log, 'a');
    const b = controlled(log, 'b');
    const first = queue(a.task);
    const second = queue(b.task);
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['a start']);
    b.finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['a start']);
    a.finish();
    await expect(first).resolves.toBe('a');
    await expect(second).resolves.toBe('b');
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end']);
  });

  it('runs the next task after one that failed, and gives each caller its own outcome', async () => {
    const queue = oneAtATime();
    const failing = queue(() => Promise.reject(new Error('broken page')));
    const next = queue(() => Promise.resolve(42));
    await expect(failing).rejects.toThrow('broken page');
    await expect(next).resolves.toBe(42);
  });
});
