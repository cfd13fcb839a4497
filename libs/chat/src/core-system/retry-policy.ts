/**
 * Whether a call may be sent again without risk of doing its work twice: GET and PUT by their
 * semantics, a POST only when it carries an Idempotency-Key the system deduplicates on.
 */
export function isIdempotent({ method, idempotencyKey }: { method: string; idempotencyKey?: string | undefined }): boolean {
  return method === 'GET' || method === 'PUT' || idempotencyKey !== undefined;
}

/**
 * Milliseconds to wait before retry number `attempt + 1`: exponential from `initialDelayMs`,
 * capped at `maxDelayMs`, with jitter in its upper half so clients that failed together do not
 * retry together. A `Retry-After` the system sent wins; one longer than `maxDelayMs` means give up
 * now (undefined) rather than hold the user's turn.
 */
export function retryDelay({
  attempt,
  initialDelayMs,
  maxDelayMs,
  retryAfterMs,
  random = Math.random,
}: {
  attempt: number;
  initialDelayMs: number;
  maxDelayMs: number;
  retryAfterMs?: number | undefined;
  random?: () => number;
}): number | undefined {
  if (retryAfterMs !== undefined) return retryAfterMs <= maxDelayMs ? retryAfterMs : undefined;
  const ceiling = Math.min(maxDelayMs, initialDelayMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** `Retry-After` (RFC 9110 §10.2.3) in milliseconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
