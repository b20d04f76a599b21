// Where the server may POST a web push (issue 31, item 4): the endpoint is an address a member gives, so
// an unchecked one lets any member make the server send requests into the operator's network (cloud
// metadata, Redis, PostgreSQL). An endpoint must be https, and its host must be — literally or once
// resolved — a public unicast address, whatever NODE_ENV says: never private, loopback, link-local,
// unique-local, carrier-grade NAT, multicast, unspecified, reserved or an IPv4 address wrapped in IPv6.
// The host is resolved again when each push goes out, and the connection is made to the address that
// was checked (a name that answers a public address at subscription and a private one later reaches
// nothing). Tests with a local push service opt in to loopback with PUSH_ALLOW_LOOPBACK, which
// production refuses at start-up.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { PushConfig } from '../../config.js';

/** Every address a host name resolves to (an injectable double in tests: no test touches real DNS). */
export type ResolveHost = (hostname: string) => Promise<string[]>;

export const systemResolver: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/**
 * The browsers' push services (Chrome and most Chromium browsers: FCM; Firefox: Mozilla autopush;
 * Safari: Apple; Edge: Windows Push Notification Services). In production an endpoint must be one of them.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

export type PushAddressRules = Pick<PushConfig, 'knownServicesOnly' | 'allowLoopback'>;

/** 'public' (global unicast), 'loopback', or anything else ipaddr.js names (private, linkLocal…). */
function rangeOf(address: string): string {
  let parsed = ipaddr.parse(address);
  // ::ffff:127.0.0.1 is 127.0.0.1 to the socket: judged as the IPv4 address it carries.
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress()) parsed = parsed.toIPv4Address();
  const range = parsed.range();
  if (range !== 'unicast') return range;
  // Public IPv6 is 2000::/3; ipaddr.js calls the rest "unicast" too (::7f00:1, the IPv4-compatible form).
  if (parsed instanceof ipaddr.IPv6 && !parsed.match(GLOBAL_UNICAST_V6)) return 'non-global IPv6';
  return 'public';
}

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/** What the URL says, before any resolution: scheme, credentials, port, known services, local names. */
export function endpointAllowed(endpoint: string, rules: PushAddressRules): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = hostOf(url);
  const literal = isIP(host) !== 0;
  if (rules.knownServicesOnly) {
    return (
      url.protocol === 'https:' &&
      (url.port === '' || url.port === '443') &&
      !literal &&
      PUSH_SERVICE_HOSTS.some((known) => host === known || host.endsWith(`.${known}`))
    );
  }
  const loopbackName = host === 'localhost' || host.endsWith('.localhost');
  if (loopbackName || (literal && rangeOf(host) === 'loopback')) {
    return rules.allowLoopback && (url.protocol === 'https:' || url.protocol === 'http:');
  }
  if (url.protocol !== 'https:') return false;
  return !literal || rangeOf(host) === 'public';
}

/** The URL's host as a socket takes it: WHATWG URL has already normalised 2130706433, 0x7f.1 and 0177.1. */
const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^\[|\]$/g, '');

export class PushAddressRefused extends Error {}

/**
 * Checks an endpoint and resolves its host; answers the address to connect to. Every address the name
 * resolves to must be allowed (one private answer among public ones refuses it: which one a socket
 * takes is not ours to choose). Throws PushAddressRefused when refused; a resolver error is passed on.
 */
export async function checkPushEndpoint(
  endpoint: string,
  rules: PushAddressRules,
  resolve: ResolveHost,
): Promise<{ url: URL; address: string }> {
  if (!endpointAllowed(endpoint, rules)) throw new PushAddressRefused('endpoint not allowed');
  const url = new URL(endpoint);
  const host = hostOf(url);
  const addresses = isIP(host) !== 0 ? [host] : await resolve(host);
  if (addresses.length === 0) throw new PushAddressRefused('host has no address');
  for (const address of addresses) {
    if (isIP(address) === 0) throw new PushAddressRefused('resolver answered something else than an address');
    const range = rangeOf(address);
    if (range === 'public') continue;
    if (range === 'loopback' && rules.allowLoopback) continue;
    throw new PushAddressRefused(`host resolves to a ${range} address`);
  }
  return { url, address: addresses[0]! };
}
