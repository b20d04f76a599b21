// Admin payloads (spec sections 2 Admin, 3, 7): platform statistics, suspicious locations, user
// deletion, and the moderation queues for testimonials and reports (beyond the spec).
import { z } from './zod.js';
import { SCAM_SIGNALS, SCAM_SIGNAL_SOURCES } from './scam-signals.js';
import { MSG } from './messages.js';
import { textField } from './text.js';
import { locationVerificationSchema } from './user.js';
import { TESTIMONIAL_STATUSES } from './testimonials.js';
import { PHOTO_SCREENINGS } from './profile.js';

/** GET /api/admin/stats. free_signups + remaining_free is the configured free-tier size. */
export const adminStatsSchema = z.object({
  total_users: z.number().int(),
  /** Free places taken so far: a deleted account does not give its place back. */
  free_signups: z.number().int(),
  remaining_free: z.number().int(),
  /** Users whose last location check came out medium or high. */
  suspicious_locations: z.number().int(),
  /** Payments go through the built-in sandbox (test card, no money): the admin view says so in a banner. */
  test_payments: z.boolean(),
  /** Added (issue 16): members who confirmed their e-mail address. */
  confirmed_emails: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** Free-tier progress in percent, capped at 100 (spec: free_signups over the limit). */
export function freeTierPercent(stats: Pick<AdminStats, 'free_signups' | 'remaining_free'>): number {
  const limit = stats.free_signups + stats.remaining_free;
  if (limit <= 0) return 100;
  return Math.min(100, (stats.free_signups / limit) * 100);
}

/** One row of GET /api/admin/suspicious-locations: the admin view of a user (e-mail included). */
export const suspiciousLocationUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  age: z.number().int(),
  /** The location as the user typed it. */
  location: z.string(),
  /** ISO country the declared location was matched to, when it was recognised. */
  declared_country: z.string().nullable(),
  location_verification: locationVerificationSchema,
  checked_at: z.string().nullable(),
});
export type SuspiciousLocationUser = z.infer<typeof suspiciousLocationUserSchema>;
export const suspiciousLocationsSchema = z.array(suspiciousLocationUserSchema);

/** `{id}` in admin paths; a malformed id is answered 404 like an unknown one. */
export const adminIdParamsSchema = z.object({ id: textField('id') });

export const moderationTestimonialSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Null once the author deleted their account and the testimonial was anonymised (decision 004). */
  age: z.number().int().nullable(),
  location: z.string().nullable(),
  story: z.string().nullable(),
  rating: z.number().int(),
  allow_publication: z.boolean(),
  status: z.enum(TESTIMONIAL_STATUSES),
  /** Set when the author was signed in; null for visitors or once the account is deleted. */
  user_id: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type ModerationTestimonial = z.infer<typeof moderationTestimonialSchema>;
export const moderationTestimonialsSchema = z.array(moderationTestimonialSchema);

export const testimonialQueueQuerySchema = z.object({
  status: z.enum(TESTIMONIAL_STATUSES, { error: MSG.invalidField('status') }).default('pending'),
});

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

const reportPartySchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const adminReportSchema = z.object({
  id: z.string(),
  reason: z.string(),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
  /** Null once the reporter deleted their account (the report stays for moderation). */
  reporter: reportPartySchema.nullable(),
  reported: reportPartySchema,
  /** The reported message as it was sent, when the report is about one. */
  message: z.object({ content: z.string(), sent_at: z.string() }).nullable(),
  /** How many flagged messages the reported member confirmed sending ("Es-tu sûr(e) ?" answered yes). */
  reported_flagged_messages: z.number().int(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportsSchema = z.array(adminReportSchema);

/** Scam signals in a sender's first messages (issue 18), riskiest and newest first. */
export const adminScamSignalSchema = z.object({
  id: z.string(),
  sender: reportPartySchema,
  signals: z.array(z.enum(SCAM_SIGNALS)),
  source: z.enum(SCAM_SIGNAL_SOURCES),
  risk: z.number().int(),
  content: z.string(),
  created_at: z.string(),
});
export type AdminScamSignal = z.infer<typeof adminScamSignalSchema>;
export const adminScamSignalsSchema = z.array(adminScamSignalSchema);

export const reportQueueQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES, { error: MSG.invalidField('status') }).default('open'),
});

/** Days shown in the admin overview's charts (today included). */
export const ADMIN_OVERVIEW_DAYS = 30;

/** One UTC day of activity: real sign-ups (demo members excluded), new matches, messages sent. */
export const activityDaySchema = z.object({
  date: z.string(),
  signups: z.number().int(),
  matches: z.number().int(),
  messages: z.number().int(),
});
export type ActivityDay = z.infer<typeof activityDaySchema>;

export const PROVIDER_STATUSES = ['ok', 'failing'] as const;

/** An outside service the instance depends on, as this process last saw it. */
export const providerHealthSchema = z.object({
  /** What the provider does: 'payments' (and 'mail' where a mail provider exists). */
  service: z.string(),
  /** Which implementation is configured: 'sandbox', 'stripe', … */
  provider: z.string(),
  status: z.enum(PROVIDER_STATUSES),
  /** Last failed call seen by this process (ISO), null when none. */
  last_failure_at: z.string().nullable(),
  /** Failed calls seen by this process in the last hour. */
  failures_last_hour: z.number().int(),
});
export type ProviderHealth = z.infer<typeof providerHealthSchema>;

/** GET /api/admin/overview: what an operator checks first. */
export const adminOverviewSchema = z.object({
  days: z.array(activityDaySchema),
  remaining_free: z.number().int(),
  free_signups: z.number().int(),
  demo_members: z.number().int(),
  pending: z.object({
    testimonials: z.number().int(),
    reports: z.number().int(),
    suspicious_locations: z.number().int(),
  }),
  providers: z.array(providerHealthSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** POST /api/admin/demo/reset: what was removed. */
export const demoResetResponseSchema = z.object({
  removed_users: z.number().int(),
  removed_photos: z.number().int(),
});
export type DemoResetResponse = z.infer<typeof demoResetResponseSchema>;

/** A photo held by nudity screening for the admin's review (issue 18); its image is fetched with the admin's token. */
export const heldPhotoSchema = z.object({
  id: z.string(),
  owner: z.object({ id: z.string(), name: z.string() }),
  /** P(porn) + P(hentai) from the model, 0–1; null when the model could not run on it. */
  nudity_score: z.number().nullable(),
  sexy_score: z.number().nullable(),
  created_at: z.string(),
});
export type HeldPhoto = z.infer<typeof heldPhotoSchema>;

/** A member's photos for moderation (a reported member's): shown or held, with the model's score. */
export const adminMemberPhotoSchema = z.object({
  id: z.string(),
  screening: z.enum(PHOTO_SCREENINGS),
  nudity_score: z.number().nullable(),
  created_at: z.string(),
});
export type AdminMemberPhoto = z.infer<typeof adminMemberPhotoSchema>;
export const adminMemberPhotosSchema = z.array(adminMemberPhotoSchema);
export const heldPhotosSchema = z.array(heldPhotoSchema);
