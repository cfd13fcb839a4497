import { describe, expect, it } from 'vitest';
import { createAddressPolicy, InvalidRequestError } from '@circular/runtime';
import { assertCallbackTarget } from './callback-target.ts';

const hosts: Record<string, string[]> = { 'hooks.example.org': ['93.184.216.34'], 'internal.example.org': ['93.184.216.34', '10.0.0.7'] };
const resolve = async (host: string) => {
  const found = hosts[host];
  if (found) return found;
  throw Object.assign(new Error('no such host'), { code: host === 'flaky.example.org' ? 'EAI_AGAIN' : 'ENOTFOUND' });
};
const check = (url: string, allow: string[] = []) => assertCallbackTarget(url, { policy: createAddressPolicy(allow), resolve });

async function refusal(url: string, allow: string[] = []) {
  try {
    await check(url, allow);
  } catch (error) {
    if (error instanceof InvalidRequestError) return error.errors;
    throw error;
  }
  return undefined;
}

describe('assertCallbackTarget', () => {
  it('accepts a host on public addresses', async () => {
    await expect(check('https://hooks.example.org/ai')).resolves.toBeUndefined();
    await expect(check('https://93.184.216.34/ai')).resolves.toBeUndefined();
  });

  it.each([
    ['http://127.0.0.1:8080/hook', 'address 127.0.0.1 is loopback'],
    ['http://[::1]/hook', 'address ::1 is loopback'],
    ['http://169.254.169.254/latest/meta-data', 'address 169.254.169.254 is a cloud metadata endpoint'],
    ['https://internal.example.org/hook', 'address 10.0.0.7 is private'],
  ])('refuses %s on /callback_url', async (url, reason) => {
    expect(await refusal(url)).toEqual([{ pointer: '/callback_url', message: `must be on a public address (${reason})` }]);
  });

  it('lets SSRF_ALLOW_CIDRS cover a private receiver, but never a metadata endpoint', async () => {
    await expect(check('http://127.0.0.1:8080/hook', ['127.0.0.0/8'])).resolves.toBeUndefined();
    expect(await refusal('http://169.254.169.254/', ['169.254.0.0/16'])).toHaveLength(1);
  });

  it('refuses a host name that does not exist, and leaves a resolver hiccup to the delivery retries', async () => {
    expect(await refusal('https://nowhere.example.org/hook')).toEqual([
      { pointer: '/callback_url', message: 'names the host nowhere.example.org, which does not resolve' },
    ]);
    await expect(check('https://flaky.example.org/hook')).resolves.toBeUndefined();
  });
});
