// IP → location with the shipped offline country database, and with an operator's city database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeCityMmdb } from '../../../test/city-mmdb.js';
import { canonicalIp, isPublicIp, openIpLocator } from './ip-locator.js';

/** Well-known public resolvers and sites whose registration country is stable. */
const KNOWN: Array<[string, string, string]> = [
  ['8.8.8.8', 'US', 'Google Public DNS'],
  ['2001:4860:4860::8888', 'US', 'Google Public DNS (IPv6)'],
  ['80.67.169.12', 'FR', 'FDN resolver'],
  ['194.2.0.20', 'FR', 'Orange Business resolver'],
  ['2001:41d0::1', 'FR', 'OVHcloud (IPv6)'],
  ['194.25.2.129', 'DE', 'Deutsche Telekom resolver'],
  ['80.58.61.250', 'ES', 'Telefónica España resolver'],
  ['195.238.2.21', 'BE', 'Proximus resolver'],
  ['195.186.1.111', 'CH', 'Swisscom resolver'],
  ['212.58.244.20', 'GB', 'BBC'],
  ['205.151.222.250', 'CA', 'Vidéotron'],
  ['212.217.0.1', 'MA', 'Maroc Telecom'],
  ['41.82.0.1', 'SN', 'Sonatel'],
];

describe('country-level lookups (shipped database)', () => {
  it.each(KNOWN)('%s is in %s (%s)', async (ip, country) => {
    const locator = await openIpLocator(undefined);
    expect(locator.locate(ip)).toEqual({ country, lat: null, lon: null });
  });

  it('reads an IPv4 client seen on a dual-stack socket as the IPv4 address', async () => {
    const locator = await openIpLocator(undefined);
    expect(canonicalIp('::ffff:8.8.8.8')).toBe('8.8.8.8');
    expect(locator.locate('::ffff:80.67.169.12')).toMatchObject({ country: 'FR' });
  });

  it('gives no location for private, reserved or malformed addresses', async () => {
    const locator = await openIpLocator(undefined);
    for (const ip of [
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.10',
      '100.64.0.1',
      '169.254.1.1',
      'fd12:3456::1',
      'fe80::1',
      '::ffff:192.168.0.1',
      '192.0.2.10',
      'not an ip',
      '',
    ]) {
      expect(isPublicIp(ip), ip).toBe(false);
      expect(locator.locate(ip), ip).toBeNull();
    }
  });

  it('answers a lookup in microseconds', async () => {
    const locator = await openIpLocator(undefined);
    const started = performance.now();
    for (let i = 0; i < 1000; i++) for (const [ip] of KNOWN) locator.locate(ip);
    expect((performance.now() - started) / (1000 * KNOWN.length)).toBeLessThan(0.1);
  });
});

describe('city-level lookups (operator database)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'affinia-geoip-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('uses the coordinates of a MaxMind/DB-IP layout, and falls back to the country database elsewhere', async () => {
    const file = path.join(dir, 'maxmind-layout.mmdb');
    writeCityMmdb(file, [
      {
        network: '80.67.169.0/24',
        record: { country: { iso_code: 'FR' }, location: { latitude: 45.764, longitude: 4.8357 } },
      },
    ]);
    const locator = await openIpLocator(file);
    expect(locator.locate('80.67.169.12')).toEqual({ country: 'FR', lat: 45.764, lon: 4.8357 });
    expect(locator.locate('8.8.8.8')).toEqual({ country: 'US', lat: null, lon: null });
    // An IPv4-only city file is not asked about IPv6 addresses.
    expect(locator.locate('2001:41d0::1')).toEqual({ country: 'FR', lat: null, lon: null });
  });

  it('reads the flat layout of ip-location-db city files', async () => {
    const file = path.join(dir, 'flat-layout.mmdb');
    writeCityMmdb(file, [
      {
        network: '41.82.0.0/16',
        record: { country_code: 'SN', latitude: 14.7167, longitude: -17.4677, city: 'Dakar' },
      },
    ]);
    const locator = await openIpLocator(file);
    expect(locator.locate('41.82.0.1')).toEqual({ country: 'SN', lat: 14.7167, lon: -17.4677 });
  });
});
