// The one Postgres schema, shared by PGlite and PostgreSQL. Change it only through a migration.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PersonalityTraits } from '@affinia/contract';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased, so the unique index compares case-insensitively. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    age: integer('age').notNull(),
    gender: text('gender', { enum: ['homme', 'femme'] }).notNull(),
    location: text('location').notNull(),
    bio: text('bio').notNull().default(''),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    typePreference: text('type_preference').notNull().default(''),
    beautyScore: integer('beauty_score').notNull().default(50),
    personalityTraits: jsonb('personality_traits').$type<PersonalityTraits>(),
    /** Set when the questionnaire is saved; profiles without it are not shown in discover. */
    questionnaireCompletedAt: timestamp('questionnaire_completed_at', { withTimezone: true }),
    /** Preferences beyond the spec, applied reciprocally by discover. */
    seekingGenders: text('seeking_genders').array().notNull().default(sql`'{homme,femme}'::text[]`),
    ageMin: integer('age_min').notNull().default(18),
    ageMax: integer('age_max').notNull().default(99),
    /** A paused profile is hidden from discover; matches and chats stay. */
    isPaused: boolean('is_paused').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    /** Bumped to revoke every token issued before (logout everywhere, deletion, ban). */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('users_age_adult', sql`${t.age} >= 18`)],
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
  },
  (t) => [index('photos_user_idx').on(t.userId, t.position)],
);
export type PhotoRow = typeof photos.$inferSelect;

/**
 * Checkout sessions, whatever the provider (sandbox or Stripe). A paid session is a one-time credit:
 * `redeemed_at` is set by the registration that used it, exactly once.
 */
export const paymentSessions = pgTable('payment_sessions', {
  id: text('id').primaryKey(),
  provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
  status: text('status', { enum: ['open', 'complete', 'expired'] }).notNull().default('open'),
  paymentStatus: text('payment_status', { enum: ['unpaid', 'paid'] }).notNull().default('unpaid'),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  redeemedBy: uuid('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
});
export type PaymentSessionRow = typeof paymentSessions.$inferSelect;
