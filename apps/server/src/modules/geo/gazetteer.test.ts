// The declared-location geocoder on real places written the ways people write them. Reference
// coordinates are the places' own (city centres, WGS84), not read back from the gazetteer.
import { describe, expect, it } from 'vitest';
import { getGazetteer, haversineKm, normalizePlaceName } from './gazetteer.js';

/** [as typed, true country, true latitude, true longitude] */
const PLACES: Array<[string, string, number, number]> = [
  // France
  ['Paris', 'FR', 48.8566, 2.3522],
  ['paris, france', 'FR', 48.8566, 2.3522],
  ['PARIS 15E', 'FR', 48.8566, 2.3522],
  ['75011 Paris', 'FR', 48.8566, 2.3522],
  ['Paris 16ème arrondissement', 'FR', 48.8566, 2.3522],
  ['Lyon', 'FR', 45.764, 4.8357],
  ['Lyon 3e', 'FR', 45.764, 4.8357],
  ['Marseille (13)', 'FR', 43.2965, 5.3698],
  ['Saint-Étienne', 'FR', 45.4397, 4.3872],
  ['st etienne', 'FR', 45.4397, 4.3872],
  ['Aix en Provence', 'FR', 43.5297, 5.4474],
  ['Toulouse, FR', 'FR', 43.6047, 1.4442],
  ['Bordeaux, France', 'FR', 44.8378, -0.5792],
  ['Nice, Côte d’Azur', 'FR', 43.7102, 7.262],
  ['Lille', 'FR', 50.6292, 3.0573],
  ['Nantes', 'FR', 47.2184, -1.5536],
  ['Strasbourg', 'FR', 48.5734, 7.7521],
  ['Saint-Denis, Île-de-France', 'FR', 48.9362, 2.3574],
  ['Île-de-France', 'FR', 48.8566, 2.3522],
  // Belgium
  ['Bruxelles', 'BE', 50.8503, 4.3517],
  ['Brussel', 'BE', 50.8503, 4.3517],
  ['Bruxelles, Belgique', 'BE', 50.8503, 4.3517],
  ['Liège', 'BE', 50.6326, 5.5797],
  ['liege', 'BE', 50.6326, 5.5797],
  ['Anvers', 'BE', 51.2194, 4.4025],
  ['Gand', 'BE', 51.0543, 3.7174],
  ['Namur', 'BE', 50.4674, 4.872],
  ['Charleroi', 'BE', 50.4108, 4.4446],
  ['Mons, Belgique', 'BE', 50.4542, 3.9523],
  ['Louvain-la-Neuve', 'BE', 50.6681, 4.6118],
  // Switzerland
  ['Genève', 'CH', 46.2044, 6.1432],
  ['Geneva', 'CH', 46.2044, 6.1432],
  ['Genf', 'CH', 46.2044, 6.1432],
  ['geneve suisse', 'CH', 46.2044, 6.1432],
  ['Lausanne VD', 'CH', 46.5197, 6.6323],
  ['Zurich', 'CH', 47.3769, 8.5417],
  ['Zürich', 'CH', 47.3769, 8.5417],
  ['Berne', 'CH', 46.948, 7.4474],
  ['Bâle', 'CH', 47.5596, 7.5886],
  ['Fribourg, Suisse', 'CH', 46.8065, 7.1619],
  ['Neuchâtel', 'CH', 46.99, 6.9293],
  ['Sion', 'CH', 46.2331, 7.3606],
  // Quebec
  ['Montréal', 'CA', 45.5019, -73.5674],
  ['Montreal, QC', 'CA', 45.5019, -73.5674],
  ['montreal quebec', 'CA', 45.5019, -73.5674],
  ['Québec', 'CA', 46.8139, -71.208],
  ['Ville de Québec', 'CA', 46.8139, -71.208],
  ['Quebec City', 'CA', 46.8139, -71.208],
  ['Laval, Québec', 'CA', 45.5708, -73.692],
  ['Gatineau', 'CA', 45.4765, -75.7013],
  ['Sherbrooke (Québec)', 'CA', 45.4042, -71.8929],
  ['Trois-Rivières', 'CA', 46.3432, -72.5418],
  // Spain
  ['Madrid', 'ES', 40.4168, -3.7038],
  ['Barcelone', 'ES', 41.3874, 2.1686],
  ['Barcelona, España', 'ES', 41.3874, 2.1686],
  ['Séville', 'ES', 37.3891, -5.9845],
  ['Sevilla', 'ES', 37.3891, -5.9845],
  ['Valence, Espagne', 'ES', 39.4699, -0.3763],
  ['Málaga', 'ES', 36.7213, -4.4214],
  ['Saragosse', 'ES', 41.6488, -0.8891],
  ['Bilbao', 'ES', 43.263, -2.935],
  ['San Sebastián', 'ES', 43.3183, -1.9812],
  // Germany
  ['Munich', 'DE', 48.1351, 11.582],
  ['München', 'DE', 48.1351, 11.582],
  ['Muenchen', 'DE', 48.1351, 11.582],
  ['Berlin', 'DE', 52.52, 13.405],
  ['Berlin, Deutschland', 'DE', 52.52, 13.405],
  ['Hambourg', 'DE', 53.5511, 9.9937],
  ['Cologne', 'DE', 50.9375, 6.9603],
  ['Köln', 'DE', 50.9375, 6.9603],
  ['Francfort', 'DE', 50.1109, 8.6821],
  ['Frankfurt am Main', 'DE', 50.1109, 8.6821],
  ['Düsseldorf', 'DE', 51.2277, 6.7735],
  ['Stuttgart', 'DE', 48.7758, 9.1829],
  // Italy
  ['Rome', 'IT', 41.9028, 12.4964],
  ['Roma, Italia', 'IT', 41.9028, 12.4964],
  ['Milan', 'IT', 45.4642, 9.19],
  ['Milano', 'IT', 45.4642, 9.19],
  ['Naples', 'IT', 40.8518, 14.2681],
  ['Florence', 'IT', 43.7696, 11.2558],
  ['Firenze', 'IT', 43.7696, 11.2558],
  ['Turin', 'IT', 45.0703, 7.6869],
  ['Venise', 'IT', 45.4408, 12.3155],
  ['Bologne', 'IT', 44.4949, 11.3426],
  // United Kingdom
  ['London', 'GB', 51.5072, -0.1276],
  ['Londres', 'GB', 51.5072, -0.1276],
  ['London, UK', 'GB', 51.5072, -0.1276],
  ['Manchester', 'GB', 53.4808, -2.2426],
  ['Édimbourg', 'GB', 55.9533, -3.1883],
  ['Edinburgh, Scotland', 'GB', 55.9533, -3.1883],
  ['Birmingham, England', 'GB', 52.4862, -1.8904],
  // United States
  ['New York', 'US', 40.7128, -74.006],
  ['NYC', 'US', 40.7128, -74.006],
  ['New York, NY', 'US', 40.7128, -74.006],
  ['Brooklyn, NY', 'US', 40.6782, -73.9442],
  ['Los Angeles', 'US', 34.0522, -118.2437],
  ['San Francisco, CA', 'US', 37.7749, -122.4194],
  ['Chicago', 'US', 41.8781, -87.6298],
  ['Miami, Floride', 'US', 25.7617, -80.1918],
  ['Boston, MA', 'US', 42.3601, -71.0589],
  ['Paris, Texas', 'US', 33.6609, -95.5555],
  ['La Nouvelle-Orléans', 'US', 29.9511, -90.0715],
  ['Washington DC', 'US', 38.9072, -77.0369],
  ['Washington, D.C.', 'US', 38.9072, -77.0369],
  // Morocco
  ['Casablanca', 'MA', 33.5731, -7.5898],
  ['Casa', 'MA', 33.5731, -7.5898],
  ['Rabat, MA', 'MA', 34.0209, -6.8416],
  ['Marrakech', 'MA', 31.6295, -7.9811],
  ['Fès', 'MA', 34.0181, -5.0078],
  ['Fez', 'MA', 34.0181, -5.0078],
  ['Tanger', 'MA', 35.7595, -5.834],
  ['Agadir, Maroc', 'MA', 30.4278, -9.5981],
  // Senegal
  ['Dakar', 'SN', 14.7167, -17.4677],
  ['Dakar, Sénégal', 'SN', 14.7167, -17.4677],
  ['Thiès', 'SN', 14.791, -16.9359],
  ['Saint-Louis, Sénégal', 'SN', 16.0179, -16.4896],
  ['Ziguinchor', 'SN', 12.5681, -16.2719],
  ['Touba', 'SN', 14.8667, -15.8833],
  ['Kaolack', 'SN', 14.1652, -16.0726],
];

const MAX_ERROR_KM = 30;

describe('geocoding declared locations', () => {
  const gazetteer = getGazetteer();

  it(`places ${PLACES.length} real locations in the right country within ${MAX_ERROR_KM} km`, () => {
    const failures: string[] = [];
    for (const [text, country, lat, lon] of PLACES) {
      const found = gazetteer.geocode(text);
      if (found?.precision !== 'city') {
        failures.push(`${text}: ${JSON.stringify(found)}`);
        continue;
      }
      const errorKm = haversineKm(found, { lat, lon });
      if (found.country !== country || errorKm > MAX_ERROR_KM) {
        failures.push(`${text}: ${found.name} (${found.country}) ${Math.round(errorKm)} km away`);
      }
    }
    expect(failures).toEqual([]);
    expect(PLACES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(PLACES.map((p) => p[1]))).toEqual(
      new Set(['FR', 'BE', 'CH', 'CA', 'ES', 'DE', 'IT', 'GB', 'US', 'MA', 'SN']),
    );
  });

  it('finds the target of every alias in the data', () => {
    expect(gazetteer.unresolvedAliases).toEqual([]);
  });

  it('ignores accents, case and punctuation', () => {
    expect(normalizePlaceName('  SAINT-ÉTIENNE ')).toBe('saint etienne');
    expect(normalizePlaceName('St. Étienne')).toBe('saint etienne');
    expect(normalizePlaceName('Zürich')).toBe('zurich');
    expect(normalizePlaceName('Straße')).toBe('strasse');
    for (const text of ['MONTRÉAL', 'montreal', 'Montréal ', 'montréal, québec']) {
      expect(gazetteer.geocode(text)).toMatchObject({ name: 'Montréal', country: 'CA' });
    }
  });

  it('resolves an ambiguous name by the country or region hint, then by population', () => {
    expect(gazetteer.geocode('Paris')).toMatchObject({ country: 'FR' });
    expect(gazetteer.geocode('Paris, TX')).toMatchObject({ country: 'US' });
    expect(gazetteer.geocode('London, Ontario')).toMatchObject({ country: 'CA' });
    expect(gazetteer.geocode('Saint-Denis, La Réunion')).toMatchObject({ country: 'RE' });
    expect(gazetteer.geocode('Saint-Louis')).toMatchObject({ country: 'US' });
    expect(gazetteer.geocode('Laval')).toMatchObject({ country: 'CA' });
    expect(gazetteer.geocode('Laval, France')).toMatchObject({ country: 'FR', name: 'Laval' });
    expect(gazetteer.geocode('Cordoba, Argentina')).toMatchObject({ country: 'AR' });
  });

  it('takes the city when a country or region elsewhere has the same name', () => {
    // Granada is also Grenada's Spanish name; Freiburg is also the canton of Fribourg in German.
    expect(gazetteer.geocode('Granada, España')).toMatchObject({ precision: 'city', country: 'ES', name: 'Granada' });
    expect(gazetteer.geocode('Granada')).toMatchObject({ precision: 'city', country: 'ES' });
    expect(gazetteer.geocode('Grenada')).toEqual({ precision: 'country', country: 'GD' });
    expect(gazetteer.geocode('Freiburg, Deutschland')).toMatchObject({ precision: 'city', country: 'DE' });
    expect(gazetteer.geocode('Freiburg')).toMatchObject({ precision: 'city', country: 'DE' });
    expect(gazetteer.geocode('Fribourg')).toMatchObject({ precision: 'city', country: 'CH' });
    expect(gazetteer.geocode('Jura')).toMatchObject({ precision: 'country' });
  });

  it('uses exonyms that also name a French town only with the foreign country', () => {
    expect(gazetteer.geocode('Vienne')).toMatchObject({ country: 'FR', name: 'Vienne' });
    expect(gazetteer.geocode('Vienne, Autriche')).toMatchObject({ country: 'AT', name: 'Vienna' });
    expect(gazetteer.geocode('Valence')).toMatchObject({ country: 'FR' });
  });

  it('takes a country or region alone at country precision', () => {
    expect(gazetteer.geocode('France')).toEqual({ precision: 'country', country: 'FR' });
    expect(gazetteer.geocode('Schweiz')).toEqual({ precision: 'country', country: 'CH' });
    expect(gazetteer.geocode('Marruecos')).toEqual({ precision: 'country', country: 'MA' });
    expect(gazetteer.geocode('Bretagne')).toEqual({ precision: 'country', country: 'FR' });
    expect(gazetteer.geocode('Texas')).toEqual({ precision: 'country', country: 'US' });
    // A name the country does not have: the country is still what the person said.
    expect(gazetteer.geocode('Springfield, France')).toEqual({ precision: 'country', country: 'FR' });
  });

  it('gives nothing for text that names no place', () => {
    for (const text of ['', '   ', '!!!', '12345', 'xqzvbnw', 'Chez moi']) {
      expect(gazetteer.geocode(text)).toBeNull();
    }
  });

  it('answers a lookup in well under a millisecond once loaded', () => {
    const texts = PLACES.map((p) => p[0]);
    const started = performance.now();
    for (let i = 0; i < 20; i++) for (const text of texts) gazetteer.geocode(text);
    const perLookupMs = (performance.now() - started) / (20 * texts.length);
    expect(perLookupMs).toBeLessThan(0.5);
  });
});

describe('nearest place of a country', () => {
  const gazetteer = getGazetteer();

  it('measures from a declared point to the closest sizeable place of another country', () => {
    // Genève is a few km from the French border (Annemasse).
    const nearestFrench = gazetteer.nearestPlaceIn('FR', { lat: 46.2044, lon: 6.1432 })!;
    expect(nearestFrench.distanceKm).toBeLessThan(15);
    // Paris to the nearest sizeable place in Morocco is well over 1000 km.
    expect(gazetteer.nearestPlaceIn('MA', { lat: 48.8566, lon: 2.3522 })!.distanceKm).toBeGreaterThan(1000);
    expect(gazetteer.nearestPlaceIn('ZZ', { lat: 0, lon: 0 })).toBeNull();
  });
});
