// The mail queue's one SQL surface for other features (issue 32 item 2): notifications decide who is
// written to in one set-based statement (settings, the once-per-window log, live streams), and the
// outbox row itself is written here, by the feature that owns the table and its templates.
import { sql, type SQL } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema.js';
import type { MailTemplate } from './templates.js';

/**
 * An INSERT of one `template` mail per row that `recipients` selects, as (user id, address, params
 * jsonb), answering `RETURNING id`. It composes as a statement's last part or as a data-modifying CTE.
 */
export const queueMailsOf = (template: MailTemplate, recipients: SQL): SQL =>
  sql`INSERT INTO ${mailOutbox} (user_id, to_address, template, params)
      SELECT r.user_id, r.to_address, ${template}::text, r.params FROM (${recipients}) AS r(user_id, to_address, params)
      RETURNING id`;

/**
 * A DELETE of the mails still waiting to go to others than `userId` that name one of the matches
 * `matchIds` selects (as text): account deletion drops the notices about a member who is gone (decision 004).
 */
export const dropPendingMailsNaming = (userId: string, matchIds: SQL): SQL =>
  sql`DELETE FROM ${mailOutbox} o
      WHERE o.status = 'pending' AND o.user_id <> ${userId}
        AND o.params ? 'match_id' AND (o.params->>'match_id') IN (${matchIds})`;
