import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { generateWebhookSecret, parseWebhookSecret, signWebhook } from '@circular/server-kit';

type VerifyCallback = (options: { secret: string; headers: Record<string, string>; body: string; nowSeconds?: number }) => boolean;

const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
const example = /<!-- webhook-receiver:start -->\s*```js\n([\s\S]*?)```\s*<!-- webhook-receiver:end -->/.exec(readme)?.[1];
const dir = mkdtempSync(join(tmpdir(), 'readme-receiver-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function loadExample(): Promise<VerifyCallback> {
  const file = join(dir, 'receiver.mjs');
  writeFileSync(file, example!);
  return ((await import(pathToFileURL(file).href)) as { verifyCallback: VerifyCallback }).verifyCallback;
}

describe("the README's callback receiver", () => {
  it('accepts what the server signs and refuses a changed body, another secret or a replay', async () => {
    expect(example).toBeDefined();
    const verifyCallback = await loadExample();
    const secret = generateWebhookSecret();
    const body = JSON.stringify({ type: 'job.succeeded', timestamp: '2026-11-23T21:30:02.950Z', data: { id: 'job_x' } });
    const headers = { ...signWebhook({ key: parseWebhookSecret(secret), id: 'msg_job_x', timestampSeconds: 1_795_469_403, body }) };
    expect(verifyCallback({ secret, headers, body, nowSeconds: 1_795_469_410 })).toBe(true);
    expect(verifyCallback({ secret, headers, body: body.replace('job_x', 'job_y'), nowSeconds: 1_795_469_410 })).toBe(false);
    expect(verifyCallback({ secret: generateWebhookSecret(), headers, body, nowSeconds: 1_795_469_410 })).toBe(false);
    expect(verifyCallback({ secret, headers, body, nowSeconds: 1_795_469_403 + 3600 })).toBe(false);
  });

  it('accepts the Standard Webhooks reference vector, so it follows the published algorithm', async () => {
    const verifyCallback = await loadExample();
    const headers = { 'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek', 'webhook-timestamp': '1614265330', 'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=' };
    expect(verifyCallback({ secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', headers, body: '{"test": 2432232314}', nowSeconds: 1614265330 })).toBe(true);
  });
});
