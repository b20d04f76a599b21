// Moderation decisions (issue 18 part 3; DSA Art. 17): the admin warns, suspends or bans a member and
// must say why — the facts (statement) and the ground (our terms, or content illegal under the law).
// The member is told in their language, by mail and on their dashboard, with how to contest it.
import { MODERATION_STATEMENT_MAX, MODERATION_STATEMENT_MIN, SUSPENSION_DAYS_MAX } from './constants.js';
import { z } from './zod.js';
import { MSG } from './messages.js';
import { errorDetail } from './errors.js';
import { textField } from './text.js';
import { objectError } from './object-errors.js';

export const MODERATION_ACTIONS = ['warn', 'suspend', 'ban'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
/** What a member may find among their decisions: the actions above, and a photo removed after review. */
export const MODERATION_DECISION_KINDS = [...MODERATION_ACTIONS, 'remove_photo'] as const;
export type ModerationDecisionKind = (typeof MODERATION_DECISION_KINDS)[number];
export const MODERATION_GROUNDS = ['terms', 'illegal_content'] as const;
export type ModerationGround = (typeof MODERATION_GROUNDS)[number];

const groundField = z.enum(MODERATION_GROUNDS, { error: MSG.invalidField('ground') });
const statementField = textField('statement', { multiLine: true, error: MSG.missingField('statement') })
  .trim()
  .min(MODERATION_STATEMENT_MIN, errorDetail('moderationStatementTooShort'))
  .max(MODERATION_STATEMENT_MAX, MSG.tooLong('statement', MODERATION_STATEMENT_MAX));

export const moderationDecisionBodySchema = z
  .strictObject(
    {
      action: z.enum(MODERATION_ACTIONS, { error: MSG.invalidField('action') }),
      ground: groundField,
      statement: statementField,
      /** Suspensions only: how many days (1–90). */
      days: z
        .number({ error: MSG.invalidField('days') })
        .int(MSG.invalidField('days'))
        .min(1, MSG.invalidField('days'))
        .max(SUSPENSION_DAYS_MAX, MSG.invalidField('days'))
        .optional(),
      /** The open report this decision answers (it is marked as handled). */
      report_id: textField('report_id', { error: MSG.invalidField('report_id') })
        .max(64)
        .optional(),
    },
    { error: objectError },
  )
  .refine((body) => (body.action === 'suspend') === (body.days !== undefined), {
    message: MSG.invalidField('days'),
    path: ['days'],
  });
export type ModerationDecisionBody = z.infer<typeof moderationDecisionBodySchema>;

export const moderationDecisionSchema = z.object({
  id: z.string(),
  action: z.enum(MODERATION_DECISION_KINDS),
  ground: z.enum(MODERATION_GROUNDS),
  statement: z.string(),
  /** End of a suspension; null for a warning or a ban. */
  suspended_until: z.string().nullable(),
  created_at: z.string(),
});
export type ModerationDecision = z.infer<typeof moderationDecisionSchema>;
export const moderationDecisionsSchema = z.array(moderationDecisionSchema);

/** Removing a held photo after review (issue 18): a decision like the others, with its ground and statement. */
export const photoRemovalBodySchema = z.strictObject(
  { ground: groundField, statement: statementField },
  { error: objectError },
);
export type PhotoRemovalBody = z.infer<typeof photoRemovalBodySchema>;
