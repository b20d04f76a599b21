// Where an IP address is, offline: the country from the CC0 geo-whois-asn-country database shipped in
// an npm package (data from the regional internet registries, attribution to nro.net), and, when the
// operator supplies one (GEOIP_CITY_DB), coordinates from a city-level MMDB file. Private, reserved and
// unknown addresses have no location.
import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import maxmind, { type Reader, type Response } from 'maxmind';

export type IpLocation = {
  country: string;
  /** Present when a city-level database placed the address. */
  lat: number | null;
  lon: number | null;
};

export interface IpLocator {
  locate(ip: string): IpLocation | null;
}

const COUNTRY_DB = '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb';

/** Addresses that never say where a person is: private networks, loopback, CGNAT, link-local, documentation. */
const notPublic = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  notPublic.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['100::', 64],
] as const) {
  notPublic.addSubnet(net, prefix, 'ipv6');
}

/** "::ffff:192.0.2.1" (an IPv4 client on a dual-stack socket) is the IPv4 address. */
export function canonicalIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

export function isPublicIp(ip: string): boolean {
  const address = canonicalIp(ip);
  const version = isIP(address);
  if (version === 0) return false;
  return !notPublic.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

type CountryRecord = Response & { country_code?: string };
/** MaxMind GeoIP2/GeoLite2 and DB-IP layout, or ip-location-db's flat layout. */
type CityRecord = Response & {
  country?: { iso_code?: string };
  location?: { latitude?: number; longitude?: number };
  country_code?: string;
  latitude?: number;
  longitude?: number;
};

const isCoordinate = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function createIpLocator(countryDb: Reader<CountryRecord>, cityDb: Reader<CityRecord> | null): IpLocator {
  return {
    locate(ip) {
      if (!isPublicIp(ip)) return null;
      const address = canonicalIp(ip);
      // An IPv4-only city database would read an IPv6 address's bits as an IPv4 address.
      const cityUsable = cityDb && (cityDb.metadata.ipVersion === 6 || isIP(address) === 4);
      const city = cityUsable ? cityDb.get(address) : null;
      const cityCountry = city?.country?.iso_code ?? city?.country_code;
      const lat = city?.location?.latitude ?? city?.latitude;
      const lon = city?.location?.longitude ?? city?.longitude;
      const country = cityCountry ?? countryDb.get(address)?.country_code;
      if (!country || !/^[A-Z]{2}$/.test(country)) return null;
      if (cityCountry && isCoordinate(lat) && isCoordinate(lon)) return { country, lat, lon };
      return { country, lat: null, lon: null };
    },
  };
}

const readers = new Map<string, Promise<Reader<Response>>>();
/** Each database file is opened once per process (the country file is ~8 MB, read in ~15 ms). */
function openOnce<T extends Response>(file: string): Promise<Reader<T>> {
  let reader = readers.get(file);
  if (!reader) {
    reader = maxmind.open<Response>(file);
    // A failed open is retried next time instead of being cached.
    reader.catch(() => readers.delete(file));
    readers.set(file, reader);
  }
  return reader as Promise<Reader<T>>;
}

export function countryDbPath(): string {
  return createRequire(import.meta.url).resolve(COUNTRY_DB);
}

/** The locator for this process: the shipped country database plus the operator's city database, if any. */
export async function openIpLocator(cityDbPath: string | undefined): Promise<IpLocator> {
  const [countryDb, cityDb] = await Promise.all([
    openOnce<CountryRecord>(countryDbPath()),
    cityDbPath ? openOnce<CityRecord>(cityDbPath) : Promise.resolve(null),
  ]);
  return createIpLocator(countryDb, cityDb);
}
