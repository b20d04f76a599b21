// Admins named by configuration (ADMIN_EMAILS, decision 053), for an operator whose server is running:
// with the embedded database no second process may open it (npm run admin refuses then). Each listed
// address becomes admin once its owner has confirmed it — at start-up for existing accounts, and on the
// first authenticated request after that otherwise (a sign-up confirmed while the server runs, an
// address changed to a listed one and confirmed). Only confirmation proves the mailbox: a listed address
// someone else signed up with and never confirmed names nobody. The setting only grants; it never takes
// the role away (an admin named by `npm run admin` is not in it).
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import type { Authenticate } from '../auth/guard.js';
import { promoteConfirmedAdmins } from './repository.js';

export function createAdminNaming(database: Database, emails: readonly string[], log: FastifyBaseLogger) {
  const named = new Set(emails);
  const list = [...named];

  /** Whether this member is named and not yet admin: a set lookup, so every request can afford it. */
  const pending = (user: UserRow) => user.role !== 'admin' && user.emailVerifiedAt !== null && named.has(user.email);

  return {
    /** The listed accounts already confirmed become admin (run once the database is open). */
    async applyAtStartUp(): Promise<void> {
      const ids = await promoteConfirmedAdmins(database.db, list);
      for (const userId of ids) log.info({ userId }, 'admin named by ADMIN_EMAILS');
    },

    /** The guard of every protected route, naming the member on their first request once confirmed. */
    wrap(authenticate: Authenticate): Authenticate {
      if (named.size === 0) return authenticate;
      return async function authenticateAndName(request: FastifyRequest): Promise<void> {
        await authenticate(request);
        const user = request.currentUser!;
        if (!pending(user)) return;
        // Promoted by this request, or by a concurrent one (then the next request reads the role).
        if ((await promoteConfirmedAdmins(database.db, list, user.id)).length === 0) return;
        log.info({ userId: user.id }, 'admin named by ADMIN_EMAILS');
        request.currentUser = { ...user, role: 'admin' };
      };
    },
  };
}
