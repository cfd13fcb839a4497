import { join } from 'node:path';
import type { Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { SqliteCheckpointSaver } from '@circular/runtime';
import { SqliteStore, type KeyedLock, type KeyValueStore } from '@circular/runtime/light';
import { createPostgresCheckpointer, PostgresJobStore, PostgresKeyedLock, PostgresStore, setUpPostgresCheckpointer, SqliteJobStore, type JobStore, StoreUnavailableError } from '@circular/server-kit';
import type { AppDeps } from './app.ts';
import type { Config } from './config.ts';
import { FailoverRateLimitStore, type SharedCounters } from './failover-rate-limit-store.ts';
import { backingServiceUp, rateLimitFallbacks } from './metrics.ts';
import { deferredJobStore, durableStore, outageTolerantCache, untilReady } from './store-gates.ts';

/** The store as readiness and `/health` see it. */
export interface StoreHealth {
  kind: KeyValueStore['kind'];
  /** Reachable, with its schemas set up. */
  ready: boolean;
  reason?: string;
}

/** Where rate-limit counters are kept right now. */
export interface RateLimitHealth {
  kind: 'redis' | 'process';
  /** Whether the replicas share them at the moment (false while Redis is down). */
  shared: boolean;
}

/** Where the service keeps its state, chosen by configuration; the code paths above are the same. */
export interface Backends {
  /** Caches: while PostgreSQL is down, reads miss and writes are dropped. */
  store: KeyValueStore;
  /** What must not be lost (reviewed translations): fails with store-unavailable while PostgreSQL is down. */
  durableStore: KeyValueStore;
  checkpointer: AppDeps['checkpointer'];
  jobStore: JobStore;
  /** Holds a chat session across replicas; absent on the embedded default (one process). */
  sessionLock: KeyedLock | undefined;
  /** Rate-limit counters shared by replicas; absent means per-process counters. */
  rateLimitStore: ((operationId: string) => Store) | undefined;
  storeHealth(): StoreHealth;
  rateLimitHealth(): RateLimitHealth;
  close(): Promise<void>;
}

/** How often PostgreSQL is probed (and its schemas set up until they are). */
const defaultProbeIntervalMs = 2_000;

/**
 * Opens the configured back-ends: PostgreSQL (DATABASE_URL) for sessions, jobs, caches and session
 * locks, with schemas set up under an advisory lock so replicas may start together; Redis
 * (REDIS_URL) for rate-limit counters; otherwise the embedded SQLite file under DATA_DIR.
 *
 * Neither PostgreSQL nor Redis has to be up: the process starts anyway, reports the store as not
 * ready (and `GET /health/ready` 503) until PostgreSQL answers, and survives their restarts.
 */
export async function openBackends(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'redisUrl'>,
  { logger, probeIntervalMs = defaultProbeIntervalMs }: { logger?: Logger | undefined; probeIntervalMs?: number } = {},
): Promise<Backends> {
  const closers: Array<() => Promise<void> | void> = [];
  const close = async () => {
    for (const closer of closers.reverse()) await closer();
  };
  let rateLimitStore: Backends['rateLimitStore'];
  let rateLimitHealth = (): RateLimitHealth => ({ kind: 'process', shared: false });
  if (config.redisUrl) {
    const redis = await openRedis(config.redisUrl, logger);
    closers.push(() => redis.close());
    rateLimitStore = (operationId) => new FailoverRateLimitStore({ prefix: `circular:rl:${operationId}:`, shared: redis.counters });
    rateLimitHealth = () => ({ kind: 'redis', shared: redis.counters.available() });
  }

  if (config.databaseUrl) {
    const postgres = await openPostgres(config.databaseUrl, { logger, probeIntervalMs });
    closers.unshift(() => postgres.close());
    return { ...postgres.backends, rateLimitStore, rateLimitHealth, close };
  }

  const file = join(config.dataDir, 'circular.db');
  const store = new SqliteStore({ path: file });
  // Opened when a function is first called: the checkpointer brings LangGraph with it.
  let opened: Promise<SqliteCheckpointSaver> | undefined;
  const checkpointer = () => (opened ??= import('@circular/runtime').then(({ SqliteCheckpointSaver }) => new SqliteCheckpointSaver({ path: file })));
  const jobStore = new SqliteJobStore({ path: file });
  closers.push(
    () => store.close(),
    async () => (await opened)?.close(),
    () => jobStore.close(),
  );
  return { store, durableStore: store, checkpointer, jobStore, sessionLock: undefined, rateLimitStore, storeHealth: () => ({ kind: 'sqlite', ready: true }), rateLimitHealth, close };
}

/** Logs the first failure of an outage as a warning and its end once; the gauge follows. */
function outageLog(service: 'postgres' | 'redis', logger: Logger | undefined) {
  let down: boolean | undefined;
  const gauge = backingServiceUp();
  return {
    down(error: unknown) {
      gauge.set({ service }, 0);
      if (down === true) return;
      down = true;
      logger?.warn({ service, err: error instanceof Error ? { message: error.message, code: (error as { code?: string }).code } : error }, `${service} unreachable; retrying`);
    },
    up() {
      gauge.set({ service }, 1);
      if (down === false) return;
      if (down === true) logger?.info({ service }, `${service} reachable again`);
      down = false;
    },
  };
}

/**
 * Redis for rate-limit counters: commands fail at once while it is down (no offline queue, so a
 * request never waits for a reconnection) and the limiters count in the process meanwhile. The
 * client is imported only when REDIS_URL is set (~25 MB a process without it need not hold).
 */
async function openRedis(url: string, logger: Logger | undefined) {
  const [{ createClient }, { RedisStore }] = await Promise.all([import('redis'), import('rate-limit-redis')]);
  const outage = outageLog('redis', logger);
  const listeners: Array<(available: boolean) => void> = [];
  const fallbacks = rateLimitFallbacks();
  const redis = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 3_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 3_000) },
  });
  let available = false;
  const setAvailable = (now: boolean) => {
    if (now === available) return;
    available = now;
    if (!now) logger?.warn('rate limits counted per process until Redis returns');
    for (const listener of listeners) listener(now);
  };
  // Without an `error` listener node-redis throws on the first dropped connection and the process exits.
  redis.on('error', (error: unknown) => {
    outage.down(error);
    setAvailable(false);
  });
  redis.on('reconnecting', () => setAvailable(false));
  redis.on('ready', () => {
    outage.up();
    setAvailable(true);
  });
  // Resolves once connected, however long that takes (the reconnect strategy never gives up).
  redis.connect().catch((error: unknown) => outage.down(error));
  // A replica whose Redis is up counts shared from its first request: start-up waits for the first
  // attempt's outcome (connected, or failed), never longer than one connection timeout.
  await firstConnectionOutcome(redis, firstConnectionWaitMs);
  const counters: SharedCounters = {
    available: () => available,
    createStore: (prefix) => new RedisStore({ prefix, sendCommand: (...args: string[]) => redis.sendCommand(args) as never }),
    onChange: (listener) => void listeners.push(listener),
    countFallback: () => fallbacks.inc(),
  };
  return {
    counters,
    close: async () => {
      // Still connecting (Redis down): a graceful close would wait for the connection; drop it.
      if (redis.isReady) await redis.close().catch(() => undefined);
      else if (redis.isOpen) redis.destroy();
    },
  };
}

/** At most this long, start-up waits for Redis's first connection attempt (its connect timeout). */
const firstConnectionWaitMs = 3_000;

/** Resolves when the client is ready, reports an error, or `withinMs` has passed, whichever is first. */
function firstConnectionOutcome(client: { isReady: boolean; once(event: 'ready' | 'error', listener: () => void): unknown; off(event: 'ready' | 'error', listener: () => void): unknown }, withinMs: number) {
  if (client.isReady) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      client.off('ready', settle);
      client.off('error', settle);
      resolve();
    };
    const timer = setTimeout(settle, withinMs);
    client.once('ready', settle);
    client.once('error', settle);
  });
}

/**
 * PostgreSQL with a probe: the pool and the objects over it exist from the start; the schemas are
 * set up by the first probe that reaches the server, and every probe after says whether it is
 * reachable. While it is not, what needs the store fails at once with `store-unavailable` and the
 * caches miss; nothing waits on a dead connection.
 */
async function openPostgres(url: string, { logger, probeIntervalMs }: { logger: Logger | undefined; probeIntervalMs: number }) {
  // Imported only when DATABASE_URL is set, like the Redis client.
  const { default: pg } = await import('pg');
  const outage = outageLog('postgres', logger);
  const pool = new pg.Pool({ connectionString: url, max: 20, connectionTimeoutMillis: 5_000 });
  let reachable = false;
  let reason = 'not yet connected';
  const markDown = (error: unknown) => {
    reachable = false;
    reason = `unreachable: ${error instanceof Error ? error.message : String(error)}`;
    outage.down(error);
  };
  // Idle clients report through the pool; a client checked out (a session lock, a transaction)
  // reports on itself. Either way, without a listener a server restart ends the process.
  pool.on('error', markDown);
  pool.on('connect', (client) => client.on('error', markDown));

  const checkpointer = await createPostgresCheckpointer({ pool });
  let store: PostgresStore | undefined;
  let jobStore: PostgresJobStore | undefined;
  let schemasReady = false;
  const isReady = () => reachable && schemasReady;

  const probe = async () => {
    try {
      if (!schemasReady) {
        store ??= await PostgresStore.open({ pool });
        await setUpPostgresCheckpointer({ pool, saver: checkpointer });
        jobStore ??= await PostgresJobStore.open({ pool });
        schemasReady = true;
      } else {
        await pool.query('SELECT 1');
      }
      reachable = true;
      outage.up();
    } catch (error) {
      markDown(error);
      if (!schemasReady) reason = `schemas not set up (${reason})`;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const loop = async () => {
    await probe();
    if (!stopped) timer = setTimeout(() => void loop(), probeIntervalMs).unref();
  };
  // The first probe is awaited: a reachable server makes the process ready before it listens.
  await loop();

  const sessionLock = new PostgresKeyedLock({ pool });
  const gatedCheckpointer = untilReady(checkpointer, isReady);
  const backends = {
    store: outageTolerantCache({ kind: 'postgres', current: () => (isReady() ? store : undefined), logger }),
    durableStore: durableStore({ kind: 'postgres', current: () => (isReady() ? store : undefined) }),
    checkpointer: async () => gatedCheckpointer,
    jobStore: deferredJobStore({ kind: 'postgres', current: () => (isReady() ? jobStore : undefined) }),
    sessionLock: {
      run: <T>(key: string, work: () => Promise<T>) => (isReady() ? sessionLock.run(key, work) : Promise.reject(new StoreUnavailableError())),
    } satisfies KeyedLock,
    storeHealth: (): StoreHealth => (isReady() ? { kind: 'postgres', ready: true } : { kind: 'postgres', ready: false, reason }),
  };
  return {
    backends,
    close: async () => {
      stopped = true;
      clearTimeout(timer);
      await pool.end().catch(() => undefined);
    },
  };
}
