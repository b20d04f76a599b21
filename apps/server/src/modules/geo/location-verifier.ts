// Location verification (spec: "declared location compared with IP country"): run after a registration
// and refreshed at each login. It geocodes the declared text, locates the client IP, and stores both and
// the verdict in the user's private location columns. It never fails a sign-in: errors are logged.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import { getGazetteer, type DeclaredPlace } from './gazetteer.js';
import { openIpLocator } from './ip-locator.js';
import { saveLocationCheck } from './repository.js';
import { assessLocation } from './verdict.js';

export type LocationVerifier = {
  /**
   * Checks the declared home against `ip` and stores the result; resolves even when something fails.
   * The home is the picked town when there is one (`settings.place`), else `user.location` looked up.
   * Travel mode never enters: a member abroad on a trip is compared with home, as before.
   */
  verify(
    user: Pick<UserRow, 'id' | 'location'> & { settings?: { place: { id: number } | null } },
    ip: string,
  ): Promise<void>;
  /** Loads the gazetteer and the IP databases ahead of the first sign-in. */
  warmUp(): Promise<void>;
};

export function createLocationVerifier(deps: {
  database: Database;
  cityDbPath: string | undefined;
  log: FastifyBaseLogger;
}): LocationVerifier {
  const { database, cityDbPath, log } = deps;

  return {
    async verify(user, ip) {
      try {
        const gazetteer = getGazetteer();
        const home = user.settings?.place ? gazetteer.placeById(user.settings.place.id) : null;
        const declared: DeclaredPlace | null = home
          ? { precision: 'city', id: home.id, name: home.name, country: home.country, lat: home.lat, lon: home.lon }
          : gazetteer.geocode(user.location);
        const located = (await openIpLocator(cityDbPath)).locate(ip);
        const declaredColumns = {
          declaredCountry: declared?.country ?? null,
          declaredLat: declared?.precision === 'city' ? declared.lat : null,
          declaredLon: declared?.precision === 'city' ? declared.lon : null,
        };
        // A private or unknown IP says nothing: no verdict, and the previous one stays.
        if (!located) return await saveLocationCheck(database.db, user.id, declaredColumns, null);
        const verdict = declared ? assessLocation(declared, located, gazetteer) : null;
        await saveLocationCheck(database.db, user.id, declaredColumns, {
          ipCountry: located.country,
          // An unrecognised declared place cannot be compared: the IP country is kept, without a verdict.
          locationDistanceKm: verdict?.distanceKm ?? null,
          suspicionLevel: verdict?.suspicionLevel ?? null,
          locationCheckedAt: new Date(),
        });
      } catch (err) {
        log.warn({ err, userId: user.id }, 'location verification failed');
      }
    },

    async warmUp() {
      try {
        getGazetteer();
        await openIpLocator(cityDbPath);
      } catch (err) {
        log.warn({ err }, 'location verification data could not be loaded');
      }
    },
  };
}
