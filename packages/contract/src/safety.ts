// Safety (beyond the spec, what dating apps owe their users): unmatch, block, report.
import { z } from './zod.js';
import { MSG } from './messages.js';
import { textField } from './text.js';
import { objectError } from './object-errors.js';

export const REPORT_REASONS = [
  'fake_profile',
  'harassment',
  'inappropriate_content',
  'scam',
  'underage',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_DETAILS_MAX = 1000;

export const blockBodySchema = z.strictObject(
  {
    user_id: textField('user_id', { error: MSG.missingField('user_id') }).max(64),
  },
  { error: objectError },
);

export const reportBodySchema = z.strictObject(
  {
    user_id: textField('user_id', { error: MSG.missingField('user_id') }).max(64),
    reason: z.enum(REPORT_REASONS, { error: MSG.invalidReportReason }),
    details: textField('details', { multiLine: true, error: MSG.invalidField('details') })
      .trim()
      .max(REPORT_DETAILS_MAX, MSG.tooLong('details', REPORT_DETAILS_MAX))
      .default(''),
    /** The message the report is about ("Ce message te dérange ?"): one the reported member sent me. */
    message_id: textField('message_id', { error: MSG.invalidField('message_id') })
      .max(64)
      .optional(),
  },
  { error: objectError },
);
export type ReportBody = z.infer<typeof reportBodySchema>;

export const blockedUserSchema = z.object({ id: z.string(), name: z.string(), blocked_at: z.string() });
