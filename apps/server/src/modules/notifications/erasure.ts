// What account deletion does to notification mails still waiting to go out *to others* about the
// member (decision 004): "Nouveau message de Camille", "C'est un match avec Camille", "Camille attend
// votre réponse". Their rows belong to the recipient, so no foreign key removes them, yet they carry
// the member's name and would tell someone about an account that no longer exists. They are dropped.
// Pushes waiting for others about the member go too (they carry only the match, and would be dropped
// when sent, the match being gone; removing them here leaves nothing to wonder about).
// (Mails and pushes to the member go with their own rows; sent ones keep no parameters.)
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dropPendingMailsNaming } from '../mail/queue-sql.js';
import { matchIdsOf } from '../matching/matches-sql.js';

/** Runs inside the deletion's transaction, before the account row (and its matches) go. */
export async function erasePendingMailsAbout(tx: Db, userId: string): Promise<void> {
  const theirMatches = sql`SELECT id::text FROM (${matchIdsOf(userId)}) m`;
  await tx.execute(dropPendingMailsNaming(userId, theirMatches));
  await tx.execute(sql`
    DELETE FROM push_outbox o
    WHERE o.status = 'pending' AND o.user_id <> ${userId}
      AND (o.params->>'match_id') IN (${theirMatches})`);
}
