import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): the secret is `whsec_` followed by
 * base64 key bytes; a signature is `v1,` + base64 HMAC-SHA256 of `${id}.${timestamp}.${body}`, with
 * the timestamp in whole seconds. Receivers verify with any Standard Webhooks library or a few
 * lines of node:crypto (README).
 */
export function parseWebhookSecret(secret: string): Buffer {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(secret.trim());
  const key = match ? Buffer.from(match[1]!, 'base64') : Buffer.alloc(0);
  if (key.length < 24 || key.length > 64) throw new TypeError('a webhook secret is "whsec_" followed by 24 to 64 bytes in base64');
  return key;
}

/** A fresh secret in the `whsec_` form (32 random bytes), for operators setting WEBHOOK_SECRET. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The three headers of one delivery attempt of `body` (the exact bytes sent). */
export function signWebhook({ key, id, timestampSeconds, body }: { key: Buffer; id: string; timestampSeconds: number; body: string }): WebhookHeaders {
  const timestamp = String(Math.floor(timestampSeconds));
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}

/**
 * True when one of the space-separated `v1,` signatures matches and the timestamp is within
 * `toleranceSeconds` of `nowSeconds` (replay protection).
 */
export function verifyWebhook({
  key,
  headers,
  body,
  nowSeconds = Date.now() / 1000,
  toleranceSeconds = 300,
}: {
  key: Buffer;
  headers: Record<string, string | undefined>;
  body: string;
  nowSeconds?: number;
  toleranceSeconds?: number;
}): boolean {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (!id || !timestamp || !signatures || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook({ key, id, timestampSeconds: Number(timestamp), body })['webhook-signature']);
  return signatures.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
