// Mails are written in the language the member last used. The web app sends its interface language
// in Accept-Language on every call; when a signed-in member's differs from the stored one, it is saved
// after the answer has gone (never on the request's clock).
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { languageOf } from '../../lib/accept-language.js';
import { setLanguage } from '../users/repository.js';

export function trackMemberLanguage(app: FastifyInstance, database: Database) {
  app.addHook('onResponse', async (request) => {
    const user = request.currentUser;
    const header = request.headers['accept-language'];
    if (!user || !header) return;
    const language = languageOf(header);
    if (language === user.language) return;
    await setLanguage(database.db, user.id, language).catch((err) =>
      request.log.warn({ err }, 'member language could not be saved'),
    );
  });
}
