// The one Postgres schema, shared by PGlite and PostgreSQL. Change it only through a migration.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  GENDERS,
  MODERATION_DECISION_KINDS,
  PHOTO_SCREENINGS,
  RELATIONSHIP_GOALS,
  type CompatibilityPreferences,
  type PersonalityTraits,
  type QuestionnaireDraftAnswers,
  type ScamSignalSource,
} from '@affinia/contract';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased, so the unique index compares case-insensitively. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    /** The name other members see (a first name, derived at sign-up, editable; decision 040). */
    displayName: text('display_name').notNull(),
    age: integer('age').notNull(),
    /** Plain text: the enum types the column in TypeScript only, so a new gender needs no migration. */
    gender: text('gender', { enum: GENDERS }).notNull(),
    location: text('location').notNull(),
    bio: text('bio').notNull().default(''),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    typePreference: text('type_preference').notNull().default(''),
    beautyScore: integer('beauty_score').notNull().default(50),
    personalityTraits: jsonb('personality_traits').$type<PersonalityTraits>(),
    /** Issue 34: the partner's answers accepted per question and how much each matters ({} when none). */
    compatibilityPreferences: jsonb('compatibility_preferences')
      .$type<CompatibilityPreferences>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Issue 34: what the member is looking for; null until they say. */
    relationshipGoal: text('relationship_goal', { enum: RELATIONSHIP_GOALS }),
    /** Set when the questionnaire is saved; profiles without it are not shown in discover. */
    questionnaireCompletedAt: timestamp('questionnaire_completed_at', { withTimezone: true }),
    /** Preferences beyond the spec, applied reciprocally by discover. */
    seekingGenders: text('seeking_genders')
      .array()
      .notNull()
      .default(sql`'{homme,femme}'::text[]`),
    ageMin: integer('age_min').notNull().default(18),
    ageMax: integer('age_max').notNull().default(99),
    /** A paused profile is hidden from discover; matches and chats stay. */
    isPaused: boolean('is_paused').notNull().default(false),
    /** Location verification (admin only): declared place geocoded, compared with the IP's country. */
    declaredCountry: text('declared_country'),
    declaredLat: doublePrecision('declared_lat'),
    declaredLon: doublePrecision('declared_lon'),
    ipCountry: text('ip_country'),
    locationDistanceKm: integer('location_distance_km'),
    suspicionLevel: text('suspicion_level', { enum: ['low', 'medium', 'high'] }),
    locationCheckedAt: timestamp('location_checked_at', { withTimezone: true }),
    /**
     * The declared place as a town of the gazetteer (GeoNames id) and that town's centre: never anything
     * finer (docs/decisions/013-location-data.md). Null when the declared text named no town.
     */
    placeId: integer('place_id'),
    placeLat: doublePrecision('place_lat'),
    placeLon: doublePrecision('place_lon'),
    /** Discover's distance limit (5…500 km); null = no limit. New members start at 100. */
    maxDistanceKm: integer('max_distance_km').default(100),
    /** Travel mode: a temporary town discover uses instead of home, until `travel_until`. */
    /** Words or emoji whose messages are collapsed for this member (issue 18). */
    hiddenWords: jsonb('hidden_words').$type<string[]>().notNull().default([]),
    /** Flagged messages this member confirmed sending ("Es-tu sûr(e) ?"), kept when conversations end. */
    flaggedMessagesSent: integer('flagged_messages_sent').notNull().default(0),
    /** Set by a moderation suspension: no sign-in and no discover until then. */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    /** Set by a moderation ban: the account stays (for the record and the export) but is closed. */
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    travelPlaceId: integer('travel_place_id'),
    travelLat: doublePrecision('travel_lat'),
    travelLon: doublePrecision('travel_lon'),
    travelUntil: timestamp('travel_until', { withTimezone: true }),
    isPremium: boolean('is_premium').notNull().default(false),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    /** Bumped to revoke every token issued before (logout everywhere, deletion, ban). */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The interface language the member last used (fr, en, es, de): what their e-mails are written in. */
    language: text('language').notNull().default('fr'),
    /** Set when the member opened a confirmation link sent to their current address. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Photo verification passed (issue 18): the badge, held while the face descriptor is kept. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Discover shows only verified members ("profils vérifiés uniquement"). */
    verifiedOnly: boolean('verified_only').notNull().default(false),
    /** A demo member (the demo population, decision 059): made by the seed, never by a sign-up. */
    simulated: boolean('simulated').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_age_adult', sql`${t.age} >= 18`),
    check(
      'users_max_distance_band',
      sql`${t.maxDistanceKm} IS NULL OR ${t.maxDistanceKm} IN (5, 10, 25, 50, 100, 200, 500)`,
    ),
    check(
      'users_place_whole',
      sql`(${t.placeId} IS NULL) = (${t.placeLat} IS NULL) AND (${t.placeLat} IS NULL) = (${t.placeLon} IS NULL)`,
    ),
    check(
      'users_travel_whole',
      sql`(${t.travelPlaceId} IS NULL) = (${t.travelUntil} IS NULL) AND (${t.travelPlaceId} IS NULL) = (${t.travelLat} IS NULL) AND (${t.travelLat} IS NULL) = (${t.travelLon} IS NULL)`,
    ),
    // The demo's own queries (its count, its removal) find its few thousand rows without a scan.
    index('users_simulated_idx')
      .on(t.simulated)
      .where(sql`${t.simulated}`),
  ],
);
export type UserRow = typeof users.$inferSelect;

/** A single row counting the free places taken; claimed with a conditional UPDATE so no race passes the limit. */
export const freeTier = pgTable('free_tier', {
  id: integer('id').primaryKey(),
  used: integer('used').notNull().default(0),
});

/** Photos: the id is unguessable and doubles as the storage key; files live behind the storage interface. */
export const photos = pgTable(
  'photos',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'visible', or 'held' for the admin's review and shown to nobody else meanwhile (issue 18). */
    screening: text('screening', { enum: PHOTO_SCREENINGS }).notNull().default('visible'),
    /** P(porn) + P(hentai) from the nudity model; null when screening was off or could not run. */
    nudityScore: real('nudity_score'),
    sexyScore: real('sexy_score'),
  },
  (t) => [
    index('photos_user_idx').on(t.userId, t.position),
    index('photos_held_idx')
      .on(t.createdAt)
      .where(sql`${t.screening} = 'held'`),
  ],
);
export type PhotoRow = typeof photos.$inferSelect;

/**
 * Checkout sessions, whatever the provider (sandbox or Stripe). A paid session is a one-time credit:
 * `redeemed_at` is set by the registration that used it, exactly once.
 */
export const paymentSessions = pgTable('payment_sessions', {
  id: text('id').primaryKey(),
  provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
  status: text('status', { enum: ['open', 'complete', 'expired'] })
    .notNull()
    .default('open'),
  paymentStatus: text('payment_status', { enum: ['unpaid', 'paid'] })
    .notNull()
    .default('unpaid'),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  redeemedBy: uuid('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
  /** The interface language of the checkout: the receipt mail is written in it. */
  language: text('language').notNull().default('fr'),
});
export type PaymentSessionRow = typeof paymentSessions.$inferSelect;

/** One swipe per (swiper, swiped) pair: the primary key makes a second swipe a conflict. */
export const swipes = pgTable(
  'swipes',
  {
    swiperId: uuid('swiper_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    swipedId: uuid('swiped_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['like', 'dislike'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.swiperId, t.swipedId] }), index('swipes_swiped_idx').on(t.swipedId, t.action)],
);

/** A match stores its pair in canonical order (user_a < user_b), so a unique pair means exactly one match. */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userA: uuid('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: uuid('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    affinityScore: integer('affinity_score').notNull(),
    /** The per-dimension breakdown the reason is written from, in each viewer's language. */
    breakdown: jsonb('breakdown').$type<Record<string, number>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('matches_pair_unique').on(t.userA, t.userB),
    index('matches_user_b_idx').on(t.userB),
    check('matches_canonical_order', sql`${t.userA} < ${t.userB}`),
  ],
);
export type MatchRow = typeof matches.$inferSelect;

/** Each user's learned taste: weights of an online logistic model over candidates' features. */
export const preferenceModels = pgTable('preference_models', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  weights: real('weights').array().notNull(),
  swipeCount: integer('swipe_count').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** What the screening found in a message its author confirmed sending (empty for most). */
    screenCategories: text('screen_categories')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The sender's `Idempotency-Key` (decision 050): a retried send finds its message instead of a second. */
    clientKey: uuid('client_key'),
  },
  (t) => [
    index('messages_match_created_idx').on(t.matchId, t.createdAt),
    unique('messages_sender_client_key_unique').on(t.senderId, t.clientKey),
  ],
);

/**
 * How far each member has read each of their conversations (decision 049): the time of the newest
 * message they were shown, whatever the device. The matches list's unread mark is read against it.
 */
export const matchReads = pgTable(
  'match_reads',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readUntil: timestamp('read_until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.userId] })],
);

/** Scam signals found in a sender's first messages of a match, for the admin (issue 18). */
export const scamSignals = pgTable(
  'scam_signals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id').references(() => matches.id, { onDelete: 'set null' }),
    /** 'message', or the profile text it was found in ('bio', 'type_preference'; no match then). */
    source: text('source').$type<ScamSignalSource>().notNull().default('message'),
    signals: text('signals').array().notNull(),
    risk: integer('risk').notNull(),
    /** Copied: the conversation may have ended (and been deleted) before anyone looks. */
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scam_signals_risk_created_idx').on(t.risk, t.createdAt)],
);

/**
 * Anonymous ratings. The rater is kept only to enforce one rating per match per person; when the
 * rater or the match goes, the rating stays with those links cleared (so totals never reveal who left).
 */
export const ratings = pgTable(
  'ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id').references(() => matches.id, { onDelete: 'set null' }),
    raterId: uuid('rater_id').references(() => users.id, { onDelete: 'set null' }),
    ratedId: uuid('rated_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    confiance: smallint('confiance').notNull(),
    serieux: smallint('serieux').notNull(),
    generosite: smallint('generosite').notNull(),
    comportement: smallint('comportement').notNull(),
    communication: smallint('communication').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('ratings_one_per_match_per_rater').on(t.matchId, t.raterId), index('ratings_rated_idx').on(t.ratedId)],
);

/**
 * What anyone may read of a member's received ratings: the state published at the last batch. It moves
 * only when at least RATINGS_VISIBILITY_THRESHOLD new ratings arrived since the previous one, so no
 * difference between two readable states isolates fewer raters than that (decision 006). Averages are
 * stored already rounded, in tenths; there is deliberately no timestamp.
 */
export const publishedRatings = pgTable('published_ratings', {
  ratedId: uuid('rated_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  totalRatings: integer('total_ratings').notNull().default(0),
  averageTenths: smallint('average_tenths').notNull().default(0),
  confianceTenths: smallint('confiance_tenths').notNull().default(0),
  serieuxTenths: smallint('serieux_tenths').notNull().default(0),
  generositeTenths: smallint('generosite_tenths').notNull().default(0),
  comportementTenths: smallint('comportement_tenths').notNull().default(0),
  communicationTenths: smallint('communication_tenths').notNull().default(0),
});

export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);

export const reports = pgTable('reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
  reportedId: uuid('reported_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  details: text('details').notNull().default(''),
  /** The reported message, copied: ending the match deletes the conversation, moderation must read it. */
  messageContent: text('message_content'),
  messageSentAt: timestamp('message_sent_at', { withTimezone: true }),
  status: text('status', { enum: ['open', 'resolved', 'dismissed'] })
    .notNull()
    .default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What moderation decided about a member, and the statement of reasons they were sent (DSA Art. 17). */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: MODERATION_DECISION_KINDS }).notNull(),
    ground: text('ground', { enum: ['terms', 'illegal_content'] }).notNull(),
    statement: text('statement').notNull(),
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    reportId: uuid('report_id').references(() => reports.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_decisions_user_idx').on(t.userId, t.createdAt)],
);

export const testimonials = pgTable('testimonials', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** Reduced to a first initial when a published testimonial's author deletes their account (decision 004). */
  name: text('name').notNull(),
  /** Age, city and story are erased then: null only for such anonymised testimonials. */
  age: integer('age'),
  location: text('location'),
  story: text('story'),
  rating: smallint('rating').notNull(),
  allowPublication: boolean('allow_publication').notNull(),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] })
    .notNull()
    .default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
});

/**
 * Outgoing mail, a durable queue: a row is committed with the change that caused it and sent by the
 * worker of any process (claimed with FOR UPDATE SKIP LOCKED, retried with backoff). The text is
 * rendered when sent, in the member's language of that moment; `params` are cleared once sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null only for a payment receipt sent before sign-up: it belongs to its payment session until redeemed. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A receipt's payment session; the row goes with the session and moves to the account that redeems it. */
    paymentSessionId: text('payment_session_id').references(() => paymentSessions.id, { onDelete: 'cascade' }),
    /** The language to write in when there is no account to take it from (a receipt: the checkout's). */
    language: text('language'),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'dropped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a worker holds the row (its lease is next_attempt_at); cleared when the attempt ends. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('mail_outbox_user_idx').on(t.userId),
    index('mail_outbox_payment_session_idx')
      .on(t.paymentSessionId)
      .where(sql`${t.paymentSessionId} IS NOT NULL`),
    check('mail_outbox_owner_check', sql`${t.userId} IS NOT NULL OR ${t.paymentSessionId} IS NOT NULL`),
  ],
);
export type MailOutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Single-use links sent by mail (address change, password reset). Only the
 * SHA-256 of the random token is kept, so a copy of the database opens no account.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['change_email', 'reset_password', 'sign_in'] }).notNull(),
    /** The address the link was sent to: the account's (reset) or the requested new one (change). */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Which notification mails a member wants; no row means the defaults (all on). */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mailMatch: boolean('mail_match').notNull().default(true),
  mailMessage: boolean('mail_message').notNull().default(true),
  mailReplyWaiting: boolean('mail_reply_waiting').notNull().default(true),
  mailRated: boolean('mail_rated').notNull().default(true),
  /** Web push per event (migration 0014): on by default for a match and a message, off for the others. */
  pushMatch: boolean('push_match').notNull().default(true),
  pushMessage: boolean('push_message').notNull().default(true),
  pushReplyWaiting: boolean('push_reply_waiting').notNull().default(false),
  pushRated: boolean('push_rated').notNull().default(false),
  /** 'each': a mail per conversation (batched 15 min); 'daily': one digest a day. */
  messageFrequency: text('message_frequency').notNull().default('each'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** When a member was last notified of one thing (a conversation, a match): the batching window and "once". */
export const notificationLog = pgTable(
  'notification_log',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventKey] })],
);

/** Open live chat streams, whatever process holds them; refreshed by the stream's heartbeat. */
export const liveConnections = pgTable(
  'live_connections',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_connections_user_idx').on(t.userId, t.seenAt)],
);

/** A browser's web push subscription: the push service's endpoint and the keys payloads are encrypted to. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One browser, one endpoint: subscribing it from another account moves it there. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** Refusals in a row by the push service; the subscription goes after a few. */
    failures: integer('failures').notNull().default(0),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Outgoing pushes, a durable queue like mail_outbox: one row per subscription, committed with its cause,
 * sent by the push worker of any process. The title is written when sent, in the member's language.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'dropped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('push_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('push_outbox_user_idx').on(t.userId),
    index('push_outbox_subscription_idx').on(t.subscriptionId),
  ],
);
export type PushOutboxRow = typeof pushOutbox.$inferSelect;

/**
 * Photo verification (issue 18, part 1): the poses asked of a member, to be taken within
 * VERIFICATION_CHALLENGE_SECONDS, usable once.
 */
export const verificationChallenges = pgTable(
  'verification_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The movements asked, in order (VERIFICATION_MOVES; the column kept its first name). */
    poses: text('poses').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_challenges_user_idx').on(t.userId)],
);

/**
 * A verified member's face descriptor (biometric data, GDPR Art. 9): kept only while the badge is held,
 * to re-check their photos when they change and to find the same face verified on another account.
 * The selfies themselves are never stored.
 */
export const faceDescriptors = pgTable('face_descriptors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** FaceRes descriptor, 1024 float32 values, little-endian. */
  descriptor: text('descriptor').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** SHA-256 of every frame a member sent: the same file sent again is a replay, refused. */
export const selfieFingerprints = pgTable(
  'selfie_fingerprints',
  {
    sha256: text('sha256').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('selfie_fingerprints_user_idx').on(t.userId)],
);

/** The same face verified on two accounts: shown to the admin until reviewed. */
export const faceDuplicateFlags = pgTable(
  'face_duplicate_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherUserId: uuid('other_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    similarity: real('similarity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [unique('face_duplicate_flags_pair').on(t.userId, t.otherUserId)],
);

/**
 * A live sequence the automatic check could not decide (issue 31, decision 038, migration 0020): its
 * frames wait here, beside the member's profile photos on /admin, until an admin grants or refuses the
 * badge; the row and its frames are deleted with the decision (or the account). One open per member.
 */
export const verificationReviews = pgTable('verification_reviews', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The movements asked, in order (VERIFICATION_MOVES). */
  moves: text('moves').array().notNull(),
  /** What the check could not tell: 'copy' (a view close to a copy) or 'match' (the face, close). */
  reason: text('reason').notNull(),
  /** The frames, JPEG, base64, in the order taken. */
  frames: text('frames').array().notNull(),
  /** The descriptor kept if the admin grants the badge (as face_descriptors.descriptor). */
  descriptor: text('descriptor').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The daily pick (issue 20 part 4): the day one process claimed and computed (migration 0017). */
export const dailyPickRuns = pgTable('daily_pick_runs', {
  day: date('day').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  pairs: integer('pairs').notNull().default(0),
});

/** Each member's pick of the day; a pair is stored both ways. */
export const dailyPicks = pgTable(
  'daily_picks',
  {
    day: date('day').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pickId: uuid('pick_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'daily_picks_pkey', columns: [t.day, t.userId] }),
    index('daily_picks_pick_idx').on(t.pickId),
  ],
);

/** "Préviens-moi" (issue 33, decision 043): the member's switch, read by every process's discover index. */
export const discoverAlerts = pgTable('discover_alerts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Periodic work claimed per deployment (decision 058): who moves `started_at` forward runs the round. */
export const periodicRuns = pgTable('periodic_runs', {
  name: text('name').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
});

/** A transaction id (PostgreSQL's 64-bit xid8), read and written as text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * Domain events (issue 32, decision 057): what changed, written in the changing transaction. `tx` orders
 * them for readers (modules/events/feed.ts). Member rows write theirs by trigger (migration 0025).
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tx: xid8('tx')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    type: text('type').notNull(),
    subjectId: uuid('subject_id'),
    payload: jsonb('payload'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('domain_events_tx_idx').on(t.tx),
    index('domain_events_subject_idx').on(t.subjectId),
    index('domain_events_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Issue 35 item 3 (decision 052): a first questionnaire kept while it is filled in, so a reload, browser
 * back or another device resumes at the step reached with the answers given. One row per member; the
 * completed questionnaire's save deletes it (and a completed profile ignores any left).
 */
export const questionnaireDrafts = pgTable(
  'questionnaire_drafts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: smallint('step').notNull(),
    answers: jsonb('answers').$type<QuestionnaireDraftAnswers>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('questionnaire_drafts_step_range', sql`${t.step} BETWEEN 1 AND 4`)],
);
