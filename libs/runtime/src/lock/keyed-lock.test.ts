import { describe, expect, it } from 'vitest';
import { InProcessKeyedLock } from './keyed-lock.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('InProcessKeyedLock', () => {
  it('runs work of one key one at a time, in arrival order', async () => {
    const lock = new InProcessKeyedLock();
    const events: string[] = [];
    const slow = lock.run('a', async () => {
      events.push('first starts');
      await tick();
      await tick();
      events.push('first ends');
    });
    const next = lock.run('a', async () => void events.push('second runs'));
    await Promise.all([slow, next]);
    expect(events).toEqual(['first starts', 'first ends', 'second runs']);
  });

  it('lets other keys run side by side', async () => {
    const lock = new InProcessKeyedLock();
    const events: string[] = [];
    const a = lock.run('a', async () => {
      events.push('a starts');
      await tick();
      events.push('a ends');
    });
    const b = lock.run('b', async () => void events.push('b runs'));
    await Promise.all([a, b]);
    expect(events).toEqual(['a starts', 'b runs', 'a ends']);
  });

  it('keeps serving a key after a piece of work fails', async () => {
    const lock = new InProcessKeyedLock();
    await expect(lock.run('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(lock.run('a', async () => 'ok')).resolves.toBe('ok');
  });
});
