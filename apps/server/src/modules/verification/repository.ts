// Data access for photo verification. Functions take a Db so the decision can be one transaction.
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  faceDescriptors,
  faceDuplicateFlags,
  selfieFingerprints,
  users,
  verificationChallenges,
  verificationReviews,
} from '../../db/schema.js';

export async function replaceChallenge(db: Db, userId: string, moves: string[], expiresAt: Date) {
  return db.transaction(async (tx) => {
    // One open challenge per member: a new one voids the one before.
    await tx
      .delete(verificationChallenges)
      .where(and(eq(verificationChallenges.userId, userId), isNull(verificationChallenges.usedAt)));
    const [row] = await tx.insert(verificationChallenges).values({ userId, poses: moves, expiresAt }).returning();
    return row!;
  });
}

/**
 * Uses the member's challenge once: the row is marked used in the same statement that reads it, so two
 * submissions at once cannot both get it. Undefined when it is not theirs, unknown or already used.
 */
export async function claimChallenge(db: Db, userId: string, id: string) {
  const [row] = await db
    .update(verificationChallenges)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verificationChallenges.id, id),
        eq(verificationChallenges.userId, userId),
        isNull(verificationChallenges.usedAt),
      ),
    )
    .returning();
  return row;
}

/** Records the frames' fingerprints; false when any was seen before (from anyone): a replay. */
export async function recordFingerprints(db: Db, userId: string, sha256s: string[]): Promise<boolean> {
  const inserted = await db
    .insert(selfieFingerprints)
    .values(sha256s.map((sha256) => ({ sha256, userId })))
    .onConflictDoNothing()
    .returning({ sha256: selfieFingerprints.sha256 });
  return inserted.length === sha256s.length;
}

export async function fingerprintsSeen(db: Db, sha256s: string[]): Promise<boolean> {
  const rows = await db
    .select({ sha256: selfieFingerprints.sha256 })
    .from(selfieFingerprints)
    .where(inArray(selfieFingerprints.sha256, sha256s))
    .limit(1);
  return rows.length > 0;
}

export async function setVerified(db: Db, userId: string, descriptor: string, at: Date) {
  await db
    .insert(faceDescriptors)
    .values({ userId, descriptor, createdAt: at })
    .onConflictDoUpdate({ target: faceDescriptors.userId, set: { descriptor, createdAt: at } });
  await db.update(users).set({ verifiedAt: at }).where(eq(users.id, userId));
}

/** Ends the badge and deletes the descriptor; true when there was a badge. */
export async function clearVerified(db: Db, userId: string): Promise<boolean> {
  await db.delete(faceDescriptors).where(eq(faceDescriptors.userId, userId));
  const rows = await db
    .update(users)
    .set({ verifiedAt: null })
    .where(and(eq(users.id, userId), sql`${users.verifiedAt} IS NOT NULL`))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function descriptorOf(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ descriptor: faceDescriptors.descriptor })
    .from(faceDescriptors)
    .where(eq(faceDescriptors.userId, userId));
  return row?.descriptor;
}

/** Every other verified member's descriptor (the duplicate-face check). */
export async function otherDescriptors(db: Db, userId: string) {
  return db
    .select({ userId: faceDescriptors.userId, descriptor: faceDescriptors.descriptor })
    .from(faceDescriptors)
    .where(ne(faceDescriptors.userId, userId));
}

export async function flagDuplicate(db: Db, userId: string, otherUserId: string, similarity: number) {
  await db
    .insert(faceDuplicateFlags)
    .values({ userId, otherUserId, similarity })
    .onConflictDoUpdate({
      target: [faceDuplicateFlags.userId, faceDuplicateFlags.otherUserId],
      set: { similarity, createdAt: new Date(), reviewedAt: null },
    });
}

const otherUser = alias(users, 'other_user');

export async function openDuplicateFlags(db: Db, limit: number) {
  return db
    .select({
      id: faceDuplicateFlags.id,
      user: { id: users.id, name: users.name, email: users.email },
      other_user: { id: otherUser.id, name: otherUser.name, email: otherUser.email },
      similarity: faceDuplicateFlags.similarity,
      createdAt: faceDuplicateFlags.createdAt,
    })
    .from(faceDuplicateFlags)
    .innerJoin(users, eq(users.id, faceDuplicateFlags.userId))
    .innerJoin(otherUser, eq(otherUser.id, faceDuplicateFlags.otherUserId))
    .where(isNull(faceDuplicateFlags.reviewedAt))
    .orderBy(desc(faceDuplicateFlags.createdAt))
    .limit(limit);
}

export async function dismissDuplicateFlag(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(faceDuplicateFlags)
    .set({ reviewedAt: new Date() })
    .where(and(eq(faceDuplicateFlags.id, id), isNull(faceDuplicateFlags.reviewedAt)))
    .returning({ id: faceDuplicateFlags.id });
  return rows.length > 0;
}

/** Puts a sequence in the admin's queue (a newer one replaces the member's open one). */
export async function openReview(
  db: Db,
  review: { userId: string; moves: string[]; reason: string; frames: string[]; descriptor: string },
) {
  await db
    .insert(verificationReviews)
    .values(review)
    .onConflictDoUpdate({
      target: verificationReviews.userId,
      set: { ...review, createdAt: new Date() },
    });
}

export async function hasReview(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: verificationReviews.id })
    .from(verificationReviews)
    .where(eq(verificationReviews.userId, userId));
  return rows.length > 0;
}

/** The queue, oldest first (without the frames: a page of 24-frame rows would be megabytes). */
export async function openReviews(db: Db, limit: number) {
  return db
    .select({
      id: verificationReviews.id,
      user: { id: users.id, name: users.name, email: users.email },
      moves: verificationReviews.moves,
      reason: verificationReviews.reason,
      frameCount: sql<number>`cardinality(${verificationReviews.frames})`,
      createdAt: verificationReviews.createdAt,
    })
    .from(verificationReviews)
    .innerJoin(users, eq(users.id, verificationReviews.userId))
    .orderBy(verificationReviews.createdAt)
    .limit(limit);
}

export async function reviewById(db: Db, id: string) {
  const [row] = await db.select().from(verificationReviews).where(eq(verificationReviews.id, id));
  return row;
}

/** Takes the review out of the queue; undefined when another decision took it first. */
export async function closeReview(db: Db, id: string) {
  const [row] = await db.delete(verificationReviews).where(eq(verificationReviews.id, id)).returning();
  return row;
}

export async function deleteReviewOf(db: Db, userId: string) {
  await db.delete(verificationReviews).where(eq(verificationReviews.userId, userId));
}
