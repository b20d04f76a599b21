// The one Postgres schema, shared by PGlite and PostgreSQL. Change it only through a migration.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
