import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { InvalidRequestError, type AddressPolicy } from '@circular/runtime/light';

/** Every address a host name resolves to; rejects with the resolver's error. */
export type ResolveAll = (host: string) => Promise<string[]>;

export const resolveAll: ResolveAll = async (host) => (await lookup(host, { all: true })).map(({ address }) => address);

/**
 * Refuses, at acceptance, a callback URL the SSRF-safe fetcher would refuse to POST to: a host
 * that is (or resolves to) a private, loopback or metadata address outside SSRF_ALLOW_CIDRS, or a
 * name that does not exist. The schema has already checked the scheme and credentials; the
 * fetcher checks again on every delivery, since DNS answers change.
 */
export async function assertCallbackTarget(callbackUrl: string, { policy, resolve = resolveAll }: { policy: AddressPolicy; resolve?: ResolveAll }): Promise<void> {
  const host = new URL(callbackUrl).hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host) !== 0) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      // Only a definite "no such name" is the client's mistake; a resolver hiccup is retried on delivery.
      if (code === 'ENOTFOUND') refuse(`names the host ${host}, which does not resolve`);
      return;
    }
  }
  for (const address of addresses) {
    const refusal = policy.refusal(address);
    if (refusal !== undefined) refuse(`must be on a public address (${refusal})`);
  }
}

function refuse(message: string): never {
  throw new InvalidRequestError([{ pointer: '/callback_url', message }]);
}
