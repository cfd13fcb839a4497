import { describe, expect, it } from 'vitest';
import { SessionLock } from './session-lock.ts';

describe('SessionLock', () => {
  it('runs the turns of one session one after another, and other sessions alongside', async () => {
    const lock = new SessionLock();
    const events: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = lock.run('a', async () => {
      events.push('a1 start');
      await gate;
      events.push('a1 end');
    });
    const second = lock.run('a', async () => void events.push('a2'));
    await lock.run('b', async () => void events.push('b1'));
    release();
    await Promise.all([first, second]);
    expect(events).toEqual(['a1 start', 'b1', 'a1 end', 'a2']);
  });

  it('goes on with the next turn after one fails', async () => {
    const lock = new SessionLock();
    await expect(lock.run('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(lock.run('a', async () => 'next')).resolves.toBe('next');
  });
});
