import type { Logger } from 'pino';
import type { KeyValueStore } from '@circular/runtime/light';
import { type JobStore, StoreUnavailableError } from '@circular/server-kit';

/**
 * Caches (translation memory, search results) over a store that may be unreachable: while it is,
 * reads miss and writes are dropped, so the functions that keep no state of their own answer as
 * they would on a cold cache instead of failing with the store.
 */
export function outageTolerantCache({
  kind,
  current,
  logger,
}: {
  kind: KeyValueStore['kind'];
  current: () => KeyValueStore | undefined;
  logger?: Logger | undefined;
}): KeyValueStore {
  const warn = (error: unknown) => logger?.debug({ err: error }, 'cache skipped: store unavailable');
  return {
    kind,
    async get<T>(namespace: string, key: string) {
      try {
        return await current()?.get<T>(namespace, key);
      } catch (error) {
        warn(error);
        return undefined;
      }
    },
    async getMany<T>(namespace: string, keys: readonly string[]) {
      try {
        return (await current()?.getMany<T>(namespace, keys)) ?? new Map<string, T>();
      } catch (error) {
        warn(error);
        return new Map<string, T>();
      }
    },
    async set(namespace, key, value, options) {
      try {
        await current()?.set(namespace, key, value, options);
      } catch (error) {
        warn(error);
      }
    },
    async setMany(namespace, entries, options) {
      try {
        await current()?.setMany(namespace, entries, options);
      } catch (error) {
        warn(error);
      }
    },
    // A listing is an answer, not a cache read: it fails while the store is down.
    entries(namespace, options) {
      const store = current();
      return store ? store.entries(namespace, options) : Promise.reject(new StoreUnavailableError());
    },
    close: () => current()?.close(),
  };
}

const keyValueMethods = ['get', 'getMany', 'set', 'setMany', 'entries'] as const;

/**
 * The store for what must not be lost (reviewed translations): every call fails at once with
 * `store-unavailable` while the store is down, so a write is never dropped behind a success.
 */
export function durableStore({ kind, current }: { kind: KeyValueStore['kind']; current: () => KeyValueStore | undefined }): KeyValueStore {
  const gated = Object.fromEntries(
    keyValueMethods.map((name) => [
      name,
      (...args: unknown[]) => {
        const store = current();
        if (!store) return Promise.reject(new StoreUnavailableError());
        return (store[name] as (...a: unknown[]) => Promise<unknown>)(...args);
      },
    ]),
  );
  return { kind, ...gated, close: () => undefined } as unknown as KeyValueStore;
}

const jobStoreMethods = ['create', 'get', 'claimRun', 'renewRun', 'finish', 'cancel', 'recordProgress', 'history', 'claimDelivery', 'recordDelivery', 'purgeExpired', 'counts'] as const;

/**
 * A job store whose every call fails at once with `store-unavailable` while the real one is not
 * there (the database unreachable, or its schema not yet set up), and goes to it otherwise. The
 * runner's leases do the rest: work it could not record is claimed again once the store returns.
 */
export function deferredJobStore({ kind, current }: { kind: JobStore['kind']; current: () => JobStore | undefined }): JobStore {
  const gated = Object.fromEntries(
    jobStoreMethods.map((name) => [
      name,
      (...args: unknown[]) => {
        const store = current();
        if (!store) return Promise.reject(new StoreUnavailableError());
        return (store[name] as (...a: unknown[]) => Promise<unknown>)(...args);
      },
    ]),
  );
  return { kind, ...gated, close: async () => undefined } as unknown as JobStore;
}

/** The checkpointer's methods that reach the database. */
const checkpointerCalls = new Set(['getTuple', 'put', 'putWrites', 'deleteThread']);

/**
 * The checkpointer as LangGraph sees it (same object, same prototype), whose database calls fail at
 * once with `store-unavailable` until `ready()` says the server answers and its tables exist.
 */
export function untilReady<T extends object>(checkpointer: T, ready: () => boolean): T {
  return new Proxy(checkpointer, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (property === 'list') {
        return (...args: unknown[]) => {
          if (ready()) return method.apply(target, args);
          // `list` is an async generator: fail on the first step, as the real one would.
          return (async function* () {
            yield* [];
            throw new StoreUnavailableError();
          })();
        };
      }
      if (typeof property === 'string' && checkpointerCalls.has(property)) {
        return (...args: unknown[]) => (ready() ? method.apply(target, args) : Promise.reject(new StoreUnavailableError()));
      }
      return method.bind(target);
    },
  });
}
