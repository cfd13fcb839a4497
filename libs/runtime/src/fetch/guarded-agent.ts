import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { UnsafeUrlError } from '../errors/index.ts';
import type { AddressPolicy } from './address-policy.ts';

/** Resolves a host name to every address it has; injectable so tests never touch real DNS. */
export type ResolveHost = (hostname: string) => Promise<readonly LookupAddress[]>;

export const resolveWithDns: ResolveHost = (hostname) => dnsLookup(hostname, { all: true, order: 'verbatim' });

/**
 * An undici dispatcher that only opens sockets to addresses the policy allows. Host names are
 * resolved once, every address is checked (one private record refuses the name), and the socket
 * connects to exactly those addresses, so a second, rebinding DNS answer is never consulted.
 * IP-literal hosts skip `lookup` inside `net.connect`, so the connector checks them itself.
 */
export function createGuardedAgent({ policy, resolveHost }: { policy: AddressPolicy; resolveHost: ResolveHost }): Agent {
  const lookup: LookupFunction = (hostname, options, callback) => {
    resolveChecked(hostname, policy, resolveHost).then((addresses) => {
      const usable = options.family ? addresses.filter((a) => a.family === options.family) : addresses;
      const [first] = usable;
      if (first === undefined) callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
      else if (options.all) callback(null, usable);
      else callback(null, first.address, first.family);
    }, (error: Error) => callback(error, []));
  };
  const connectChecked = buildConnector({ lookup });
  return new Agent({
    connect(options, callback) {
      const reason = isIP(options.hostname) === 0 ? undefined : policy.refusal(options.hostname);
      if (reason === undefined) connectChecked(options, callback);
      else callback(new UnsafeUrlError(reason), null);
    },
  });
}

async function resolveChecked(hostname: string, policy: AddressPolicy, resolveHost: ResolveHost): Promise<LookupAddress[]> {
  const addresses = [...(await resolveHost(hostname))];
  for (const { address } of addresses) {
    const reason = policy.refusal(address);
    if (reason !== undefined) throw new UnsafeUrlError(`${hostname}: ${reason}`);
  }
  return addresses;
}
