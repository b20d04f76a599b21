// The key every per-IP limit counts a client under. An IPv4 address is one client; an IPv6 client
// usually holds a whole /64 (SLAAC, privacy addresses: 2^64 addresses for the price of one), so IPv6
// addresses are keyed by their /64 prefix — otherwise each request could come from a fresh address.
import { isIPv4, isIPv6 } from 'node:net';
import type { TrustProxy } from '../config.js';

/** The eight 16-bit groups of an IPv6 address (zone id dropped, "::" and an IPv4 tail expanded). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!;
  const v4Tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4Tail) {
    const [a, b, c, d] = v4Tail.slice(1).map(Number) as [number, number, number, number];
    text = text.slice(0, v4Tail.index) + ((a << 8) | b).toString(16) + ':' + ((c << 8) | d).toString(16);
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((g) => parseInt(g, 16));
}

/**
 * `203.0.113.7` → `203.0.113.7`; `::ffff:203.0.113.7` → `203.0.113.7` (the same IPv4 client);
 * `2001:db8:1:2:a:b:c:d` → `2001:db8:1:2::/64`. Anything else is returned as it is.
 */
export function clientKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  const g = ipv6Groups(ip);
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    return [g[6]! >> 8, g[6]! & 0xff, g[7]! >> 8, g[7]! & 0xff].join('.');
  }
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A hop count becomes a function: Fastify 5 now treats a bare
 * number as "trust nothing", while `1` here means the peer (our one reverse proxy) is trusted and the
 * address it appended — the rightmost of X-Forwarded-For — is the client; anything the client wrote
 * further left is ignored.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  if (trust === 0) return false;
  return (_address, hop) => hop < trust;
}
