import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * Cloud metadata endpoints (AWS/GCP/Azure/Oracle/DigitalOcean IMDS, AWS ECS task metadata,
 * Azure WireServer, Alibaba Cloud). They hand out credentials, so no allow-list exempts them.
 */
const metadataAddresses = new Set(
  ['169.254.169.254', '169.254.170.2', '168.63.129.16', '100.100.100.200', 'fd00:ec2::254'].map((a) =>
    ipaddr.parse(a).toNormalizedString(),
  ),
);

/** ipaddr.js range names, as the word that ends "address x is …". Anything absent is refused as reserved. */
const rangeLabels: Record<string, string> = {
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
  linkLocal: 'link-local',
  loopback: 'loopback',
  carrierGradeNat: 'shared address space (CGNAT)',
  private: 'private',
  uniqueLocal: 'private',
  deprecatedSiteLocal: 'site-local',
};

/** 2000::/3 is the only IPv6 block IANA hands out as global unicast; ipaddr.js calls everything else "unicast" too. */
const globalUnicastV6 = ipaddr.parseCIDR('2000::/3');

/**
 * Decides which IP addresses the SSRF-safe fetcher may connect to: public unicast only, unless an
 * operator-supplied CIDR range exempts the address (tests, private deployments).
 */
export interface AddressPolicy {
  /** A short, user-safe reason the address is refused ("address 10.0.0.1 is private"), or undefined. */
  refusal(address: string): string | undefined;
}

/**
 * Builds the policy once, validating the allow-list so a bad `SSRF_ALLOW_CIDRS` entry stops start-up.
 * Entries are CIDR ranges (`127.0.0.0/8`, `fd00::/8`) or single addresses (`10.1.2.3`).
 */
export function createAddressPolicy(allowCidrs: readonly string[] = []): AddressPolicy {
  const allowed = allowCidrs.map(parseAllowEntry);
  return {
    refusal(address) {
      if (isIP(address) === 0) return `address ${address} is not an IP address`;
      const parsed = ipaddr.parse(address);
      if (isMetadata(parsed)) return `address ${address} is a cloud metadata endpoint`;
      if (destinations(parsed).some((d) => allowed.some((range) => inRange(d, range)))) return undefined;
      const label = classify(parsed);
      return label === undefined ? undefined : `address ${address} is ${label}`;
    },
  };
}

/** True when the fetcher would connect to `address` given this allow-list. */
export function isAllowedAddress(address: string, allowCidrs: readonly string[] = []): boolean {
  return createAddressPolicy(allowCidrs).refusal(address) === undefined;
}

function parseAllowEntry(entry: string): [Address, number] {
  const text = entry.trim();
  if (ipaddr.isValidCIDR(text)) return ipaddr.parseCIDR(text);
  if (isIP(text) !== 0) {
    const address = ipaddr.parse(text);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  }
  throw new TypeError(`SSRF allow-list entry "${entry}" is not an IP address or CIDR range`);
}

function inRange(address: Address, [network, bits]: [Address, number]): boolean {
  return address.kind() === network.kind() && address.match(network, bits);
}

/** The address itself and, for IPv4-mapped/translated IPv6, the IPv4 host the socket really reaches. */
function destinations(address: Address): Address[] {
  if (address.kind() === 'ipv4') return [address];
  const v6 = address as ipaddr.IPv6;
  const range = v6.range();
  return range === 'ipv4Mapped' || range === 'rfc6145' ? [v6, embeddedV4(v6, 6)] : [v6];
}

function isMetadata(address: Address): boolean {
  return destinations(address).some((d) => metadataAddresses.has(d.toNormalizedString()));
}

/** Undefined for a public unicast address, else the label of the range that makes it unsafe. */
function classify(address: Address): string | undefined {
  if (address.kind() === 'ipv4') {
    const range = address.range();
    return range === 'unicast' ? undefined : (rangeLabels[range] ?? 'reserved');
  }
  return classifyV6(address as ipaddr.IPv6);
}

function classifyV6(address: ipaddr.IPv6): string | undefined {
  const range: string = address.range();
  const { parts } = address;
  switch (range) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return classify(embeddedV4(address, 6));
    case 'rfc6052':
      // 64:ff9b::/96 embeds the IPv4 target in its last 32 bits; the local-use 64:ff9b:1::/48
      // translates into the operator's own network, so it is private by definition.
      return parts[2] === 0 ? classify(embeddedV4(address, 6)) : 'private';
    case '6to4':
      return classify(embeddedV4(address, 1));
    case 'teredo': {
      const client = new ipaddr.IPv4(
        embeddedV4(address, 6).octets.map((octet) => octet ^ 0xff),
      );
      return classify(embeddedV4(address, 2)) ?? classify(client);
    }
    case 'unicast':
      if (parts.slice(0, 6).every((part) => part === 0)) {
        // Deprecated IPv4-compatible form (::a.b.c.d): never legitimate, refused even when public.
        return classify(embeddedV4(address, 6)) ?? 'reserved';
      }
      return address.match(globalUnicastV6) ? undefined : 'reserved';
    default:
      return rangeLabels[range] ?? 'reserved';
  }
}

/** The IPv4 address held in two 16-bit groups of an IPv6 address, starting at group `index`. */
function embeddedV4(address: ipaddr.IPv6, index: number): ipaddr.IPv4 {
  const high = address.parts[index] ?? 0;
  const low = address.parts[index + 1] ?? 0;
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}
