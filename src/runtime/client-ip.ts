import { BlockList, SocketAddress, isIPv4, isIPv6 } from 'node:net';

/**
 * The address of the client behind our own proxies.
 *
 * X-Forwarded-For is written by whoever sent the request, so only the entries appended by proxies
 * we trust (TRUSTED_PROXIES) are believed: starting from the socket's peer, as long as the hop is a
 * trusted proxy, the next address to the left is the one that proxy saw. The first address that is
 * not a trusted proxy is the client. Anything further left was written by the client itself.
 */

/** The proxies whose X-Forwarded-For is believed, as parsed by `parseTrustedProxies`. */
export interface TrustedProxies {
  readonly list: BlockList;
  /** The entries as written in the setting, for logs. */
  readonly entries: readonly string[];
}

/** 127.0.0.0/8, ::1 and the IPv4-mapped form of 127.0.0.0/8. */
const LOOPBACK: readonly [string, number, 'ipv4' | 'ipv6'][] = [
  ['127.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
  ['::ffff:127.0.0.0', 104, 'ipv6'],
];

/**
 * Parses TRUSTED_PROXIES: comma-separated IPv4/IPv6 addresses or CIDRs, and the word `loopback`.
 * An empty text trusts nobody. A wrong entry throws, naming it, so a typo fails at start-up.
 */
export function parseTrustedProxies(text: string): TrustedProxies {
  const list = new BlockList();
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    if (entry.toLowerCase() === 'loopback') {
      for (const [network, prefix, family] of LOOPBACK) list.addSubnet(network, prefix, family);
      continue;
    }
    const slash = entry.indexOf('/');
    const address = slash === -1 ? entry : entry.slice(0, slash);
    const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined;
    if (!family) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address, a CIDR or "loopback"`);
    if (slash === -1) {
      list.addAddress(address, family);
      continue;
    }
    const prefixText = entry.slice(slash + 1);
    const prefix = Number(prefixText);
    const max = family === 'ipv4' ? 32 : 128;
    if (!/^\d{1,3}$/.test(prefixText) || prefix > max) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" has a wrong prefix length (0 to ${max})`);
    }
    list.addSubnet(address, prefix, family);
  }
  return { list, entries };
}

const parsedSettings = new Map<string, TrustedProxies>();
function asTrusted(trusted: TrustedProxies | string): TrustedProxies {
  if (typeof trusted !== 'string') return trusted;
  let parsed = parsedSettings.get(trusted);
  if (!parsed) {
    parsed = parseTrustedProxies(trusted);
    if (parsedSettings.size > 16) parsedSettings.clear();
    parsedSettings.set(trusted, parsed);
  }
  return parsed;
}

/**
 * An address in one canonical form, or undefined when it is not an IP address: IPv6 compressed
 * and lower-case ('2001:DB8:0::1' → '2001:db8::1'), without zone ('fe80::1%eth0' → 'fe80::1'), and
 * IPv4-mapped IPv6 as plain IPv4 ('::ffff:203.0.113.7' → '203.0.113.7'), so that a client has one
 * address whether it came over IPv4 or a dual-stack socket.
 */
export function normaliseAddress(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const text = address.trim();
  if (isIPv4(text)) return text;
  if (!isIPv6(text)) return undefined;
  const canonical = new SocketAddress({ address: text.replace(/%.*$/, ''), family: 'ipv6' }).address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(canonical);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  const mappedHex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (mappedHex) {
    const high = parseInt(mappedHex[1]!, 16);
    const low = parseInt(mappedHex[2]!, 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return canonical;
}

/** Whether an address (IPv4, IPv6 or IPv4-mapped IPv6) belongs to a trusted proxy. */
export function isTrustedProxy(address: string | undefined, trusted: TrustedProxies | string): boolean {
  const normal = normaliseAddress(address);
  if (!normal) return false;
  return asTrusted(trusted).list.check(normal, isIPv4(normal) ? 'ipv4' : 'ipv6');
}

/** Request headers as Node gives them (IncomingHttpHeaders) or as a fetch Request has them. */
export type HeaderSource = { get(name: string): string | null } | Record<string, string | string[] | undefined>;

function forwardedFor(headers: HeaderSource): string[] {
  let value: string | string[] | null | undefined;
  if (typeof (headers as { get?: unknown }).get === 'function')
    value = (headers as { get(name: string): string | null }).get('x-forwarded-for');
  else value = (headers as Record<string, string | string[] | undefined>)['x-forwarded-for'];
  if (value == null) return [];
  // Several X-Forwarded-For headers count as one list, in order (RFC 9110, 5.3).
  const text = Array.isArray(value) ? value.join(',') : value;
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** One X-Forwarded-For entry as an address: some proxies add a port ('203.0.113.7:5123', '[2001:db8::1]:443'). */
function entryAddress(entry: string): string | undefined {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return normaliseAddress(bracketed[1]);
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  if (v4WithPort) return normaliseAddress(v4WithPort[1]);
  return normaliseAddress(entry);
}

/**
 * The client's address: the socket's remote address unless that is a trusted proxy; then
 * X-Forwarded-For is walked from the right, past trusted proxies, to the first address that is not
 * one. When every hop is trusted, the leftmost of them; when a trusted proxy handed on something
 * that is not an address, the last trusted hop (never a string the client chose). Undefined only
 * when the socket has no address (it closed).
 */
export function clientIp(
  remoteAddress: string | undefined,
  headers: HeaderSource,
  trustedProxies: TrustedProxies | string,
): string | undefined {
  const trusted = asTrusted(trustedProxies);
  let current = normaliseAddress(remoteAddress);
  if (!current || !isTrustedProxy(current, trusted)) return current;
  const hops = forwardedFor(headers);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = entryAddress(hops[i]!);
    if (!hop) return current;
    current = hop;
    if (!isTrustedProxy(hop, trusted)) return hop;
  }
  return current;
}
