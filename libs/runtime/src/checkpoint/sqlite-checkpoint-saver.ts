import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { openSqliteDatabase } from '../store/open-sqlite-database.ts';
import type { RunnableConfig } from '@langchain/core/runnables';
import {
  BaseCheckpointSaver,
  compareWritesSortKeys,
  getCheckpointId,
  maxChannelVersion,
  TASKS,
  WRITES_IDX_MAP,
  writesSortKey,
  type ChannelVersions,
  type Checkpoint,
  type CheckpointListOptions,
  type CheckpointMetadata,
  type CheckpointPendingWrite,
  type CheckpointTuple,
  type PendingWrite,
  type SerializerProtocol,
} from '@langchain/langgraph-checkpoint';

interface CheckpointRow {
  thread_id: string;
  checkpoint_ns: string;
  checkpoint_id: string;
  parent_checkpoint_id: string | null;
  checkpoint_type: string;
  checkpoint: Uint8Array;
  metadata_type: string;
  metadata: Uint8Array;
}

interface WriteRow {
  task_id: string;
  idx: number;
  channel: string;
  value_type: string;
  value: Uint8Array;
  task_path: string;
}

export type SqliteCheckpointSaverOptions = ({ path: string } | { database: DatabaseSync }) & { serde?: SerializerProtocol };

/** Marks a channel that had a version but no value (it was cleared). */
const emptyValueType = 'empty';

/**
 * LangGraph's checkpointer on the embedded SQLite file (`node:sqlite`, nothing to install), so
 * conversations that wait on `interrupt()` survive a restart. Checked with LangGraph's own
 * conformance suite (`@langchain/langgraph-checkpoint-validation`). As in LangGraph's PostgreSQL
 * saver, a channel's value is stored once per version rather than in every checkpoint, so a long
 * conversation does not rewrite its whole state on every step; versions carry a random fraction so
 * a fork from an older checkpoint never collides with the original branch. Calls are synchronous
 * underneath: one process writes at a time, and WAL lets readers in other processes read meanwhile.
 */
export class SqliteCheckpointSaver extends BaseCheckpointSaver {
  readonly #db: DatabaseSync;
  readonly #ownsDatabase: boolean;
  readonly #statements: ReturnType<typeof prepare>;

  constructor(options: SqliteCheckpointSaverOptions) {
    super(options.serde);
    if ('database' in options) {
      this.#db = options.database;
      this.#ownsDatabase = false;
    } else {
      this.#db = openSqliteDatabase(options.path);
      this.#ownsDatabase = true;
    }
    this.#db.exec(`
      PRAGMA busy_timeout = 5000;
      CREATE TABLE IF NOT EXISTS langgraph_checkpoints (
        thread_id TEXT NOT NULL,
        checkpoint_ns TEXT NOT NULL DEFAULT '',
        checkpoint_id TEXT NOT NULL,
        parent_checkpoint_id TEXT,
        checkpoint_type TEXT NOT NULL,
        checkpoint BLOB NOT NULL,
        metadata_type TEXT NOT NULL,
        metadata BLOB NOT NULL,
        PRIMARY KEY (thread_id, checkpoint_ns, checkpoint_id)
      ) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS langgraph_blobs (
        thread_id TEXT NOT NULL,
        checkpoint_ns TEXT NOT NULL DEFAULT '',
        channel TEXT NOT NULL,
        version TEXT NOT NULL,
        value_type TEXT NOT NULL,
        value BLOB,
        PRIMARY KEY (thread_id, checkpoint_ns, channel, version)
      ) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS langgraph_writes (
        thread_id TEXT NOT NULL,
        checkpoint_ns TEXT NOT NULL DEFAULT '',
        checkpoint_id TEXT NOT NULL,
        task_id TEXT NOT NULL,
        idx INTEGER NOT NULL,
        channel TEXT NOT NULL,
        value_type TEXT NOT NULL,
        value BLOB NOT NULL,
        task_path TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (thread_id, checkpoint_ns, checkpoint_id, task_id, idx)
      ) WITHOUT ROWID;
    `);
    this.#statements = prepare(this.#db);
  }

  async getTuple(config: RunnableConfig): Promise<CheckpointTuple | undefined> {
    const threadId = readThreadId(config);
    if (threadId === undefined) return undefined;
    const ns = readNamespace(config);
    const checkpointId = getCheckpointId(config);
    const row = (checkpointId ? this.#statements.selectOne.get(threadId, ns, checkpointId) : this.#statements.selectLatest.get(threadId, ns)) as
      | CheckpointRow
      | undefined;
    if (row === undefined) return undefined;
    const tuple = await this.#toTuple(row);
    return checkpointId ? { ...tuple, config } : tuple;
  }

  async *list(config: RunnableConfig, options: CheckpointListOptions = {}): AsyncGenerator<CheckpointTuple> {
    const { before, filter } = options;
    let remaining = options.limit;
    const threadId = readThreadId(config);
    const ns = config.configurable?.['checkpoint_ns'] as string | undefined;
    const checkpointId = config.configurable?.['checkpoint_id'] as string | undefined;
    const beforeId = before?.configurable?.['checkpoint_id'] as string | undefined;
    const rows = this.#statements.selectMany.all({
      thread_id: threadId ?? null,
      checkpoint_ns: ns ?? null,
      checkpoint_id: checkpointId || null,
      before_id: beforeId || null,
    }) as unknown as CheckpointRow[];
    for (const row of rows) {
      if (remaining !== undefined && remaining <= 0) return;
      const metadata = (await this.serde.loadsTyped(row.metadata_type, row.metadata)) as CheckpointMetadata & Record<string, unknown>;
      if (filter && !Object.entries(filter).every(([key, value]) => metadata[key] === value)) continue;
      if (remaining !== undefined) remaining -= 1;
      yield await this.#toTuple(row, metadata);
    }
  }

  async put(config: RunnableConfig, checkpoint: Checkpoint, metadata: CheckpointMetadata, newVersions: ChannelVersions): Promise<RunnableConfig> {
    const threadId = readThreadId(config);
    if (threadId === undefined) throw new Error('Cannot put a checkpoint without configurable.thread_id');
    const ns = readNamespace(config);
    const { channel_values: values, ...rest } = checkpoint;
    const [[checkpointType, serialized], [metadataType, serializedMetadata]] = await Promise.all([
      this.serde.dumpsTyped({ ...rest, channel_values: {} }),
      this.serde.dumpsTyped(metadata),
    ]);
    const blobs = await Promise.all(
      Object.entries(newVersions).map(async ([channel, version]) => {
        const [valueType, value] = channel in values ? await this.serde.dumpsTyped(values[channel]) : [emptyValueType, null];
        return [channel, String(version), valueType, value] as const;
      }),
    );
    this.#transaction(() => {
      for (const [channel, version, valueType, value] of blobs) this.#statements.upsertBlob.run(threadId, ns, channel, version, valueType, value);
      this.#statements.upsertCheckpoint.run(
        threadId,
        ns,
        checkpoint.id,
        (config.configurable?.['checkpoint_id'] as string | undefined) ?? null,
        checkpointType,
        serialized,
        metadataType,
        serializedMetadata,
      );
    });
    return { configurable: { thread_id: threadId, checkpoint_ns: ns, checkpoint_id: checkpoint.id } };
  }

  async putWrites(config: RunnableConfig, writes: PendingWrite[], taskId: string, taskPath = ''): Promise<void> {
    const threadId = readThreadId(config);
    const checkpointId = config.configurable?.['checkpoint_id'] as string | undefined;
    if (threadId === undefined || checkpointId === undefined) throw new Error('Cannot put writes without configurable.thread_id and checkpoint_id');
    const ns = readNamespace(config);
    const serialized = await Promise.all(writes.map(([, value]) => this.serde.dumpsTyped(value)));
    this.#transaction(() => {
      writes.forEach(([channel], index) => {
        const [valueType, value] = serialized[index]!;
        // Special writes (errors, interrupts) have fixed negative indexes and replace earlier ones;
        // a task's regular writes are kept as first recorded, as MemorySaver does.
        const idx = WRITES_IDX_MAP[channel] ?? index;
        const statement = idx < 0 ? this.#statements.replaceWrite : this.#statements.insertWrite;
        statement.run(threadId, ns, checkpointId, taskId, idx, channel, valueType, value, taskPath);
      });
    });
  }

  async deleteThread(threadId: string): Promise<void> {
    this.#transaction(() => {
      this.#statements.deleteCheckpoints.run(threadId);
      this.#statements.deleteBlobs.run(threadId);
      this.#statements.deleteWrites.run(threadId);
    });
  }

  /**
   * The next whole number plus a random fraction (3 → 4.8127…): still increasing, as LangGraph
   * requires, and unique per branch, so blobs of two forks of one checkpoint never share a key.
   */
  override getNextVersion(current: number | undefined): number {
    return Math.floor(current ?? 0) + 1 + Math.random();
  }

  /** Closes the database when this saver opened it. */
  close(): void {
    if (this.#ownsDatabase && this.#db.isOpen) this.#db.close();
  }

  async #toTuple(row: CheckpointRow, knownMetadata?: CheckpointMetadata): Promise<CheckpointTuple> {
    const checkpoint = (await this.serde.loadsTyped(row.checkpoint_type, row.checkpoint)) as Checkpoint;
    const { thread_id: threadId, checkpoint_ns: ns, checkpoint_id: checkpointId, parent_checkpoint_id: parentId } = row;
    checkpoint.channel_values = { ...checkpoint.channel_values, ...(await this.#channelValues(threadId, ns, checkpoint.channel_versions)) };
    if (checkpoint.v < 4 && parentId !== null) await this.#migratePendingSends(checkpoint, threadId, ns, parentId);
    const tuple: CheckpointTuple = {
      config: { configurable: { thread_id: threadId, checkpoint_ns: ns, checkpoint_id: checkpointId } },
      checkpoint,
      metadata: knownMetadata ?? ((await this.serde.loadsTyped(row.metadata_type, row.metadata)) as CheckpointMetadata),
      pendingWrites: await this.#pendingWrites(threadId, ns, checkpointId),
    };
    if (parentId !== null) tuple.parentConfig = { configurable: { thread_id: threadId, checkpoint_ns: ns, checkpoint_id: parentId } };
    return tuple;
  }

  /** The value of each channel at the version the checkpoint saw. */
  async #channelValues(threadId: string, ns: string, versions: ChannelVersions): Promise<Record<string, unknown>> {
    const values: Record<string, unknown> = {};
    for (const [channel, version] of Object.entries(versions)) {
      const blob = this.#statements.selectBlob.get(threadId, ns, channel, String(version)) as { value_type: string; value: Uint8Array } | undefined;
      if (blob !== undefined && blob.value_type !== emptyValueType) values[channel] = await this.serde.loadsTyped(blob.value_type, blob.value);
    }
    return values;
  }

  /** A checkpoint's writes in the order live execution applies them (`writesSortKey`). */
  async #pendingWrites(threadId: string, ns: string, checkpointId: string): Promise<CheckpointPendingWrite[]> {
    const rows = this.#statements.selectWrites.all(threadId, ns, checkpointId) as unknown as WriteRow[];
    const ordered = rows
      .map((row) => ({ row, key: writesSortKey(row.task_path, row.task_id, row.idx) }))
      .sort((a, b) => compareWritesSortKeys(a.key, b.key))
      .map(({ row }) => row);
    return Promise.all(ordered.map(async (row) => [row.task_id, row.channel, await this.serde.loadsTyped(row.value_type, row.value)] as CheckpointPendingWrite));
  }

  /** Checkpoints before format 4 kept pending sends as writes of their parent; newer code expects them in `channel_values`. */
  async #migratePendingSends(checkpoint: Checkpoint, threadId: string, ns: string, parentId: string): Promise<void> {
    const sends = (await this.#pendingWrites(threadId, ns, parentId)).filter(([, channel]) => channel === TASKS).map(([, , value]) => value);
    const versions = Object.values(checkpoint.channel_versions);
    checkpoint.channel_values[TASKS] = sends;
    checkpoint.channel_versions[TASKS] = versions.length > 0 ? maxChannelVersion(...versions) : this.getNextVersion(undefined);
  }

  #transaction(work: () => void): void {
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      work();
      this.#db.exec('COMMIT');
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
  }
}

function readThreadId(config: RunnableConfig): string | undefined {
  const threadId: unknown = config.configurable?.['thread_id'];
  return threadId === undefined || threadId === null ? undefined : String(threadId);
}

function readNamespace(config: RunnableConfig): string {
  return (config.configurable?.['checkpoint_ns'] as string | undefined) ?? '';
}

function prepare(db: DatabaseSync): Record<
  | 'selectOne'
  | 'selectLatest'
  | 'selectMany'
  | 'selectBlob'
  | 'selectWrites'
  | 'upsertCheckpoint'
  | 'upsertBlob'
  | 'insertWrite'
  | 'replaceWrite'
  | 'deleteCheckpoints'
  | 'deleteBlobs'
  | 'deleteWrites',
  StatementSync
> {
  const columns = 'thread_id, checkpoint_ns, checkpoint_id, parent_checkpoint_id, checkpoint_type, checkpoint, metadata_type, metadata';
  const writeColumns = '(thread_id, checkpoint_ns, checkpoint_id, task_id, idx, channel, value_type, value, task_path) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)';
  return {
    selectOne: db.prepare(`SELECT ${columns} FROM langgraph_checkpoints WHERE thread_id = ? AND checkpoint_ns = ? AND checkpoint_id = ?`),
    // Checkpoint ids are uuid6: their text order is their time order.
    selectLatest: db.prepare(`SELECT ${columns} FROM langgraph_checkpoints WHERE thread_id = ? AND checkpoint_ns = ? ORDER BY checkpoint_id DESC LIMIT 1`),
    selectMany: db.prepare(
      `SELECT ${columns} FROM langgraph_checkpoints
       WHERE (:thread_id IS NULL OR thread_id = :thread_id)
         AND (:checkpoint_ns IS NULL OR checkpoint_ns = :checkpoint_ns)
         AND (:checkpoint_id IS NULL OR checkpoint_id = :checkpoint_id)
         AND (:before_id IS NULL OR checkpoint_id < :before_id)
       ORDER BY thread_id, checkpoint_ns, checkpoint_id DESC`,
    ),
    selectBlob: db.prepare('SELECT value_type, value FROM langgraph_blobs WHERE thread_id = ? AND checkpoint_ns = ? AND channel = ? AND version = ?'),
    selectWrites: db.prepare('SELECT task_id, idx, channel, value_type, value, task_path FROM langgraph_writes WHERE thread_id = ? AND checkpoint_ns = ? AND checkpoint_id = ?'),
    upsertCheckpoint: db.prepare(`INSERT OR REPLACE INTO langgraph_checkpoints (${columns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`),
    upsertBlob: db.prepare('INSERT OR REPLACE INTO langgraph_blobs (thread_id, checkpoint_ns, channel, version, value_type, value) VALUES (?, ?, ?, ?, ?, ?)'),
    insertWrite: db.prepare(`INSERT OR IGNORE INTO langgraph_writes ${writeColumns}`),
    replaceWrite: db.prepare(`INSERT OR REPLACE INTO langgraph_writes ${writeColumns}`),
    deleteCheckpoints: db.prepare('DELETE FROM langgraph_checkpoints WHERE thread_id = ?'),
    deleteBlobs: db.prepare('DELETE FROM langgraph_blobs WHERE thread_id = ?'),
    deleteWrites: db.prepare('DELETE FROM langgraph_writes WHERE thread_id = ?'),
  };
}
