import { describe, expect, it } from 'vitest';
import { generateWebhookSecret, parseWebhookSecret, signWebhook, verifyWebhook } from './webhook-signature.ts';

// The test vector published with the Standard Webhooks reference libraries.
const vector = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

describe('Standard Webhooks signatures', () => {
  it('reproduces the reference test vector', () => {
    const headers = signWebhook({ key: parseWebhookSecret(vector.secret), id: vector.id, timestampSeconds: vector.timestamp, body: vector.body });
    expect(headers).toEqual({ 'webhook-id': vector.id, 'webhook-timestamp': String(vector.timestamp), 'webhook-signature': vector.signature });
  });

  it('verifies its own signature and refuses a changed body, a stale timestamp or another key', () => {
    const key = parseWebhookSecret(generateWebhookSecret());
    const headers = { ...signWebhook({ key, id: 'msg_1', timestampSeconds: 1000, body: '{"a":1}' }) };
    expect(verifyWebhook({ key, headers, body: '{"a":1}', nowSeconds: 1010 })).toBe(true);
    expect(verifyWebhook({ key, headers, body: '{"a":2}', nowSeconds: 1010 })).toBe(false);
    expect(verifyWebhook({ key, headers, body: '{"a":1}', nowSeconds: 2000 })).toBe(false);
    expect(verifyWebhook({ key: parseWebhookSecret(generateWebhookSecret()), headers, body: '{"a":1}', nowSeconds: 1010 })).toBe(false);
  });

  it('refuses secrets that are not whsec_ with enough key bytes', () => {
    expect(() => parseWebhookSecret('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')).toThrow(/whsec_/);
    expect(() => parseWebhookSecret('whsec_c2hvcnQ=')).toThrow(/24 to 64 bytes/);
  });
});
