import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { emptyCheckpoint, uuid6, type Checkpoint } from '@langchain/langgraph-checkpoint';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteCheckpointSaver } from './sqlite-checkpoint-saver.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'checkpoints-'));
  dirs.push(dir);
  return join(dir, 'nested', 'circular.db');
}

function checkpointWith(values: Record<string, unknown>, versions: Record<string, string>): Checkpoint {
  return { ...emptyCheckpoint(), id: uuid6(-1), channel_values: values, channel_versions: versions };
}

const thread = (threadId: string) => ({ configurable: { thread_id: threadId, checkpoint_ns: '' } });

describe('SqliteCheckpointSaver', () => {
  it('keeps checkpoints and pending writes across a reopen of the same file', async () => {
    const path = tempPath();
    const first = new SqliteCheckpointSaver({ path });
    const saved = await first.put(thread('s-1'), checkpointWith({ stage: 'selectOptions' }, { stage: '1.a' }), { source: 'loop', step: 3, parents: {} }, { stage: '1.a' });
    await first.putWrites(saved, [['__interrupt__', { value: 'Which storage?' }]], 'task-1');
    first.close();

    const second = new SqliteCheckpointSaver({ path });
    const tuple = await second.getTuple(thread('s-1'));
    expect(tuple?.checkpoint.channel_values).toEqual({ stage: 'selectOptions' });
    expect(tuple?.metadata).toEqual({ source: 'loop', step: 3, parents: {} });
    expect(tuple?.pendingWrites).toEqual([['task-1', '__interrupt__', { value: 'Which storage?' }]]);
    second.close();
  });

  it('stores a channel value once per version and rebuilds every checkpoint from them', async () => {
    const database = new DatabaseSync(':memory:');
    const saver = new SqliteCheckpointSaver({ database });
    const big = 'x'.repeat(10_000);
    const first = await saver.put(thread('s-2'), checkpointWith({ catalogue: big, turn: 1 }, { catalogue: '1.a', turn: '1.a' }), { source: 'input', step: -1, parents: {} }, { catalogue: '1.a', turn: '1.a' });
    await saver.put(first, checkpointWith({ catalogue: big, turn: 2 }, { catalogue: '1.a', turn: '2.b' }), { source: 'loop', step: 0, parents: {} }, { turn: '2.b' });

    const blobs = database.prepare('SELECT channel, version FROM langgraph_blobs ORDER BY channel, version').all();
    expect(blobs).toEqual([
      { channel: 'catalogue', version: '1.a' },
      { channel: 'turn', version: '1.a' },
      { channel: 'turn', version: '2.b' },
    ]);
    const history = [];
    for await (const tuple of saver.list(thread('s-2'))) history.push(tuple.checkpoint.channel_values);
    expect(history).toEqual([
      { catalogue: big, turn: 2 },
      { catalogue: big, turn: 1 },
    ]);
    saver.close();
    expect(database.isOpen).toBe(true);
    database.close();
  });

  it('forgets a thread whole and leaves the others', async () => {
    const saver = new SqliteCheckpointSaver({ path: ':memory:' });
    for (const id of ['s-3', 's-4']) {
      const saved = await saver.put(thread(id), checkpointWith({ a: id }, { a: '1.a' }), { source: 'input', step: -1, parents: {} }, { a: '1.a' });
      await saver.putWrites(saved, [['a', 'next']], 'task');
    }
    await saver.deleteThread('s-3');
    expect(await saver.getTuple(thread('s-3'))).toBeUndefined();
    expect((await saver.getTuple(thread('s-4')))?.checkpoint.channel_values).toEqual({ a: 's-4' });
    saver.close();
  });

  it('numbers versions in order with a random fraction, so two forks of one version differ', () => {
    const saver = new SqliteCheckpointSaver({ path: ':memory:' });
    const one = saver.getNextVersion(undefined);
    const two = saver.getNextVersion(one);
    expect(Math.floor(one)).toBe(1);
    expect(Math.floor(two)).toBe(2);
    expect(saver.getNextVersion(one)).not.toBe(saver.getNextVersion(one));
    saver.close();
  });
});
