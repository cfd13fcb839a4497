import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { InvalidRequestError, ServiceError, type KeyedLock, type KeyValueStore } from '@circular/runtime/light';

/** How long a key's first answer is replayed (Stripe's convention: 24 hours). */
export const idempotencyTtlMs = 24 * 60 * 60 * 1000;
const namespace = 'idempotency';
const headerPattern = /^[\x20-\x7e]{1,255}$/;
/** Headers of the first answer that a replay repeats; the rest (request id, rate limits) are the replay's own. */
const replayedHeaders = ['content-type', 'location', 'x-session-id', 'retry-after'];

type IdempotencyRecord =
  | { state: 'running'; fingerprint: string }
  | { state: 'done'; fingerprint: string; status: number; headers: Record<string, string>; body: string }
  // Left by a run whose answer is not kept, for the moment its record takes to expire.
  | { state: 'released' };

export const idempotencyProblems = {
  invalidKey: () =>
    new InvalidRequestError(
      [{ pointer: '', message: 'the Idempotency-Key header must be 1 to 255 printable ASCII characters' }],
      'The Idempotency-Key header must be 1 to 255 printable ASCII characters (a UUID is a good key).',
    ),
  reused: () =>
    new ServiceError('idempotency-key-reused', 422, 'Idempotency key reused', {
      detail: 'This Idempotency-Key was already used with a different request body; use a new key for a new request.',
    }),
  inProgress: (retryAfterSeconds: number) =>
    new ServiceError('idempotency-key-in-use', 409, 'Request with this key in progress', {
      detail: 'A request with this Idempotency-Key is still running; retry to get its answer.',
      retryAfterSeconds,
    }),
};

/**
 * `Idempotency-Key` on a POST: the same key with the same body within 24 h gets the first answer
 * again (status, body, job, session) without anything running twice; another body gets a 422;
 * a duplicate that arrives while the first still runs waits for its answer. The key is claimed
 * under a short lock and the answer kept in the store (PostgreSQL shared by replicas, or SQLite),
 * so it holds across replicas; the lock is never held while the operation runs. Answers that say
 * "try again" (5xx, 408, 429) are not kept: a retry runs afresh, as it would without a key. A
 * claim whose process died expires after the operation's own time limit.
 */
export function idempotentRequests({ store, lock, timeoutMs, logger, pollMs = 100 }: { store: KeyValueStore; lock: KeyedLock; timeoutMs: number; logger: Logger; pollMs?: number }) {
  const runningTtlMs = timeoutMs + 30_000;
  return async (req: Request, res: Response, next: NextFunction) => {
    const key = req.get('idempotency-key');
    if (key === undefined) return next();
    if (!headerPattern.test(key)) return next(idempotencyProblems.invalidKey());
    const scope = scopeOf(req, key);
    const fingerprint = sha256(JSON.stringify(req.body ?? null));

    const claim = () =>
      lock.run(`${namespace}:${scope}`, async () => {
        const existing = await store.get<IdempotencyRecord>(namespace, scope);
        if (existing && existing.state !== 'released') return existing;
        await store.set(namespace, scope, { state: 'running', fingerprint } satisfies IdempotencyRecord, { ttlMs: runningTtlMs });
        return undefined;
      });

    const deadline = Date.now() + timeoutMs;
    let existing = await claim();
    while (existing?.state === 'running' && existing.fingerprint === fingerprint) {
      if (Date.now() > deadline) return next(idempotencyProblems.inProgress(Math.ceil(pollMs / 1000) + 1));
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      // Gone (its owner gave it up, or died and it expired): this request claims it now.
      const current = await store.get<IdempotencyRecord>(namespace, scope);
      existing = current && current.state !== 'released' ? current : await claim();
    }
    if (existing) {
      if (existing.fingerprint !== fingerprint) return next(idempotencyProblems.reused());
      if (existing.state === 'done') return replay(res, existing);
    }

    captureAnswer(res, async (answer) => {
      const keep = answer !== undefined && answer.status < 500 && answer.status !== 408 && answer.status !== 429;
      // A short-lived tombstone lets a retry claim the key again at once.
      const record: IdempotencyRecord = keep ? { state: 'done', fingerprint, ...answer } : { state: 'released' };
      await store.set(namespace, scope, record, { ttlMs: keep ? idempotencyTtlMs : 1 }).catch((error: unknown) => {
        logger.warn({ err: error }, 'could not keep the answer of an idempotent request');
      });
    });
    next();
  };
}

function replay(res: Response, record: Extract<IdempotencyRecord, { state: 'done' }>): void {
  for (const [name, value] of Object.entries(record.headers)) res.setHeader(name, value);
  res.setHeader('Idempotent-Replayed', 'true');
  res.status(record.status).end(Buffer.from(record.body, 'base64'));
}

/** Keys are per API key (Stripe's scope), per route: the same key on two routes is two requests. */
function scopeOf(req: Request, key: string): string {
  const credential = /^Bearer (.+)$/i.exec(req.get('authorization') ?? '')?.[1] ?? '';
  return sha256(`${sha256(credential)}\n${req.method} ${req.path}\n${key}`);
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Calls `done` once with the answer as sent (status, replayed headers, body), or with undefined
 * when the connection closed before an answer was complete.
 */
function captureAnswer(res: Response, done: (answer: { status: number; headers: Record<string, string>; body: string } | undefined) => Promise<void>): void {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
  };
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    keep(chunk, encoding);
    return write(chunk, encoding, callback);
  }) as Response['write'];
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    keep(chunk, encoding);
    return end(chunk, encoding, callback);
  }) as Response['end'];
  let settled = false;
  const settle = (answer: Parameters<typeof done>[0]) => {
    if (settled) return;
    settled = true;
    void done(answer);
  };
  res.once('finish', () => {
    const headers: Record<string, string> = {};
    for (const name of replayedHeaders) {
      const value = res.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    settle({ status: res.statusCode, headers, body: Buffer.concat(chunks).toString('base64') });
  });
  // After 'finish' this does nothing; before it, the client left and no answer was complete.
  res.once('close', () => settle(undefined));
}
