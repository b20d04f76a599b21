// Reads for the personal data export (GDPR art. 15 and 20): everything stored about one member, and
// of the other people involved only what that member could already see (name, age, city) — never
// their e-mail, their ratings, their swipes or who blocked or reported whom.
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  blocks,
  discoverAlerts,
  faceDescriptors,
  mailOutbox,
  matches,
  messages,
  notificationSettings,
  paymentSessions,
  pushOutbox,
  pushSubscriptions,
  ratings,
  reports,
  scamSignals,
  selfieFingerprints,
  swipes,
  testimonials,
  users,
  verificationChallenges,
  verificationReviews,
} from '../../db/schema.js';

/** The member's "Préviens-moi" switch (decision 043); none stored means never switched on. */
export async function discoverAlertOf(db: Db, userId: string) {
  const [row] = await db.select().from(discoverAlerts).where(eq(discoverAlerts.userId, userId)).limit(1);
  return row;
}

/** The member's notification switches; none stored means the defaults (all on). */
export async function notificationSettingsOf(db: Db, userId: string) {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).limit(1);
  return row;
}

/** The mails sent or queued to the member: kind, address, outcome and dates (never the links they carried). */
/** The member's subscribed browsers: the push service's address and dates (not the browser's keys). */
export function pushSubscriptionsOf(db: Db, userId: string) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      createdAt: pushSubscriptions.createdAt,
      lastSuccessAt: pushSubscriptions.lastSuccessAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
}

export function pushesOf(db: Db, userId: string) {
  return db
    .select({
      kind: pushOutbox.kind,
      status: pushOutbox.status,
      attempts: pushOutbox.attempts,
      createdAt: pushOutbox.createdAt,
      sentAt: pushOutbox.sentAt,
    })
    .from(pushOutbox)
    .where(eq(pushOutbox.userId, userId))
    .orderBy(asc(pushOutbox.createdAt));
}

export function mailsOf(db: Db, userId: string) {
  return db
    .select({
      template: mailOutbox.template,
      to: mailOutbox.toAddress,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.userId, userId))
    .orderBy(asc(mailOutbox.createdAt));
}

/** The other person as the member saw them on a card: their display name, never the full name (decision 040). */
const otherPerson = { id: users.id, name: users.displayName, age: users.age, location: users.location };

export function matchesWithOthers(db: Db, userId: string) {
  return db
    .select({ match: matches, other: otherPerson })
    .from(matches)
    .innerJoin(
      users,
      or(
        and(eq(matches.userA, userId), eq(users.id, matches.userB)),
        and(eq(matches.userB, userId), eq(users.id, matches.userA)),
      ),
    )
    .where(or(eq(matches.userA, userId), eq(matches.userB, userId)))
    .orderBy(asc(matches.createdAt));
}

/** Every message of the member's conversations, theirs and the other person's, oldest first. */
export function messagesOfMatches(db: Db, matchIds: string[]): Promise<(typeof messages.$inferSelect)[]> {
  if (matchIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(messages)
    .where(inArray(messages.matchId, matchIds))
    .orderBy(asc(messages.matchId), asc(messages.createdAt));
}

/** Swipes the member gave (those received are the other people's choices). */
export function swipesGiven(db: Db, userId: string) {
  return db
    .select({ swipedId: swipes.swipedId, name: users.displayName, action: swipes.action, createdAt: swipes.createdAt })
    .from(swipes)
    .innerJoin(users, eq(users.id, swipes.swipedId))
    .where(eq(swipes.swiperId, userId))
    .orderBy(asc(swipes.createdAt));
}

/** People the member blocked (who blocked the member is someone else's data). */
export function blocksGiven(db: Db, userId: string) {
  return db
    .select({ blockedId: blocks.blockedId, name: users.displayName, createdAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, userId))
    .orderBy(asc(blocks.createdAt));
}

/** Reports the member filed (reports about them are moderation records, not theirs to read). */
export function reportsFiled(db: Db, userId: string) {
  return db
    .select({
      id: reports.id,
      reportedId: reports.reportedId,
      name: users.displayName,
      reason: reports.reason,
      details: reports.details,
      messageContent: reports.messageContent,
      status: reports.status,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reportedId))
    .where(eq(reports.reporterId, userId))
    .orderBy(asc(reports.createdAt));
}

/** Ratings the member gave. Ratings received are exported only as their published aggregate. */
export function ratingsGiven(db: Db, userId: string) {
  return db
    .select({
      matchId: ratings.matchId,
      ratedId: ratings.ratedId,
      name: users.displayName,
      confiance: ratings.confiance,
      serieux: ratings.serieux,
      generosite: ratings.generosite,
      comportement: ratings.comportement,
      communication: ratings.communication,
      createdAt: ratings.createdAt,
    })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.ratedId))
    .where(eq(ratings.raterId, userId))
    .orderBy(asc(ratings.createdAt));
}

export function testimonialsOf(db: Db, userId: string) {
  return db.select().from(testimonials).where(eq(testimonials.userId, userId)).orderBy(asc(testimonials.createdAt));
}

/** Scam signals recorded about the member's own messages and profile texts (what the admin was shown). */
export function scamSignalsOf(db: Db, userId: string) {
  return db.select().from(scamSignals).where(eq(scamSignals.senderId, userId)).orderBy(asc(scamSignals.createdAt));
}

/** The paid checkout that opened the account, if registration was paid. */
export function paymentsOf(db: Db, userId: string) {
  return db.select().from(paymentSessions).where(eq(paymentSessions.redeemedBy, userId));
}

/**
 * Photo verification (biometric data): the kept descriptor, each challenge, the frames' fingerprints,
 * and a sequence waiting for an admin (decision 038).
 */
export async function verificationOf(db: Db, userId: string) {
  const [descriptor, challenges, fingerprints, reviews] = await Promise.all([
    db.select().from(faceDescriptors).where(eq(faceDescriptors.userId, userId)),
    db
      .select()
      .from(verificationChallenges)
      .where(eq(verificationChallenges.userId, userId))
      .orderBy(desc(verificationChallenges.createdAt)),
    db.select().from(selfieFingerprints).where(eq(selfieFingerprints.userId, userId)),
    db.select().from(verificationReviews).where(eq(verificationReviews.userId, userId)),
  ]);
  return { descriptor: descriptor[0], challenges, fingerprints, review: reviews[0] };
}
