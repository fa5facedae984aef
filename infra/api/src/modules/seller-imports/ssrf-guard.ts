import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** Answers every address a host name resolves to (an IP literal resolves to itself without a lookup). */
export type Resolver = (hostname: string) => Promise<string[]>;

/** Which resolved addresses the server may connect to. */
export interface AddressPolicy {
  allows(address: string): boolean;
}

/** The address as IPv4 when it is an IPv4-mapped IPv6 one, so ::ffff:127.0.0.1 is judged as 127.0.0.1. */
const parse = (address: string) => {
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress() ? (parsed as ipaddr.IPv6).toIPv4Address() : parsed;
};

/**
 * Only public unicast addresses: loopback, private, link-local (169.254.169.254 among them), unique-local
 * (fd00:ec2::254 among them), CGNAT, multicast, unspecified, reserved and the IPv6 ranges that embed an IPv4 address
 * (6to4, Teredo, NAT64) are all refused, since ipaddr.js names every one of them as something other than `unicast`.
 */
export const publicAddressesOnly: AddressPolicy = {
  allows(address) {
    if (!ipaddr.isValid(address)) return false;
    return parse(address).range() === 'unicast';
  },
};

/** Tests and benches only: public addresses and this machine's loopback (their image server listens there). */
export const publicAndLoopbackForTests: AddressPolicy = {
  allows: (address) => publicAddressesOnly.allows(address) || (ipaddr.isValid(address) && parse(address).range() === 'loopback'),
};

/** The system resolver: every address of the name (A and AAAA). */
export const systemResolver: Resolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** Why an address is refused before anything is sent to it. */
export class AddressRefused extends Error {}

/** The URL to fetch and the one address it may be fetched from (the connection is pinned to it). */
export interface PinnedTarget {
  url: URL;
  address: string;
}

/**
 * Checks a URL before any request: http or https only, no user info, and every address its host resolves to allowed
 * by the policy (a name with one private address among public ones is refused, so a lookup can't pick it later).
 */
export async function pinTarget(raw: string | URL, resolve: Resolver, policy: AddressPolicy): Promise<PinnedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AddressRefused('not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AddressRefused(`scheme ${url.protocol}`);
  if (url.username || url.password) throw new AddressRefused('user info');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!host) throw new AddressRefused('no host');
  const addresses = ipaddr.isValid(host) ? [host] : await resolve(host).catch(() => [] as string[]);
  if (!addresses.length) throw new AddressRefused(`${host} does not resolve`);
  const refused = addresses.find((a) => !policy.allows(a));
  if (refused) throw new AddressRefused(`${host} resolves to ${refused}`);
  return { url, address: addresses[0]! };
}
