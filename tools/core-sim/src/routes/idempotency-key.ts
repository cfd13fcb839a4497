import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** The `Idempotency-Key` header: undefined when absent, null when malformed. */
export function idempotencyKey(headers: IncomingHttpHeaders): string | undefined | null {
  const raw = headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw.join(',') : raw;
  return /^[\x21-\x7e]{1,255}$/.test(key) ? key : null;
}

/** Hash of a JSON value with object keys sorted, so the same request in another key order matches. */
export function requestHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(sortKeys(value))).digest('hex');
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}
