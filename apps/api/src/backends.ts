import { join } from 'node:path';
import pg from 'pg';
import type { Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { createClient } from 'redis';
import {
  openPostgresCheckpointer,
  PostgresJobStore,
  PostgresKeyedLock,
  PostgresStore,
  SqliteCheckpointSaver,
  SqliteJobStore,
  SqliteStore,
  type JobStore,
  type KeyedLock,
  type KeyValueStore,
} from '@circular/runtime';
import type { AppDeps } from './app.ts';
import type { Config } from './config.ts';

/** Where the service keeps its state, chosen by configuration; the code paths above are the same. */
export interface Backends {
  store: KeyValueStore;
  checkpointer: AppDeps['checkpointer'];
  jobStore: JobStore;
  /** Holds a chat session across replicas; absent on the embedded default (one process). */
  sessionLock: KeyedLock | undefined;
  /** Rate-limit counters shared by replicas; absent means per-process counters. */
  rateLimitStore: ((operationId: string) => Store) | undefined;
  close(): Promise<void>;
}

/**
 * Opens the configured back-ends: PostgreSQL (DATABASE_URL) for sessions, jobs, caches and session
 * locks, with schemas set up under an advisory lock so replicas may start together; Redis
 * (REDIS_URL) for rate-limit counters; otherwise the embedded SQLite file under DATA_DIR.
 */
export async function openBackends(config: Pick<Config, 'dataDir' | 'databaseUrl' | 'redisUrl'>): Promise<Backends> {
  const closers: Array<() => Promise<void> | void> = [];
  let rateLimitStore: Backends['rateLimitStore'];
  if (config.redisUrl) {
    const redis = createClient({ url: config.redisUrl });
    await redis.connect();
    closers.push(() => void redis.close());
    rateLimitStore = (operationId) =>
      new RedisStore({ prefix: `circular:rl:${operationId}:`, sendCommand: (...args: string[]) => redis.sendCommand(args) as never });
  }
  const close = async () => {
    for (const closer of closers.reverse()) await closer();
  };

  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 20 });
    closers.unshift(() => pool.end());
    try {
      const [store, checkpointer, jobStore] = await Promise.all([PostgresStore.open({ pool }), openPostgresCheckpointer({ pool }), PostgresJobStore.open({ pool })]);
      return { store, checkpointer, jobStore, sessionLock: new PostgresKeyedLock({ pool }), rateLimitStore, close };
    } catch (error) {
      await close();
      throw error;
    }
  }

  const file = join(config.dataDir, 'circular.db');
  const store = new SqliteStore({ path: file });
  const checkpointer = new SqliteCheckpointSaver({ path: file });
  const jobStore = new SqliteJobStore({ path: file });
  closers.push(
    () => store.close(),
    () => checkpointer.close(),
    () => jobStore.close(),
  );
  return { store, checkpointer, jobStore, sessionLock: undefined, rateLimitStore, close };
}
