// Photo verification (issue 18 part 1; issue 31; decision 038, which supersedes 028 on what is checked).
// After explicit consent the member is asked for three head movements in a random order (turning left
// or right, looking up or down); within 60 s their browser sends the frames its camera took meanwhile.
// sequence.ts judges them: verified (the badge), refused with a reason, or undecided: then the frames
// wait for an admin beside the profile photos, and the admin grants or refuses. Nothing else grants the
// badge. Frames are held in memory for the decision; only an undecided sequence's frames are stored,
// until the admin's decision. What is kept is their SHA-256 (a file sent again is a replay) and, while
// the badge is held, one face descriptor, used to re-check the photos when they change and to flag the
// same face verified on another account.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  VERIFICATION_CHALLENGE_SECONDS,
  type VerificationChallenge,
  type VerificationMove,
  type VerificationStatus,
} from '@affinia/contract';
import type { Config } from '../../config.js';
import type { Database, Db } from '../../db/client.js';
import { HttpError, apiError, tooManyRequests } from '../../http/errors.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { checkPhotoHeader, orientedPhoto } from '../photos/image-processing.js';
import type { PhotoService } from '../photos/service.js';
import { findUserById, isUuid } from '../users/repository.js';
import {
  decodeDescriptor,
  encodeDescriptor,
  faceSimilarity,
  type FaceAnalyzer,
  type FaceFound,
} from './face-analyzer.js';
import { judgeSequence, randomMoves, type MoveSource } from './sequence.js';
import * as repo from './repository.js';

/** A detection below this is not counted as a face (a pattern in the background, a poster's corner). */
const MIN_FACE_SCORE = 0.6;
/** The admin's list of duplicate faces: the newest first, one page. */
const FLAGS_PAGE = 100;
/** The admin's queue of undecided sequences: the oldest first, one page. */
const REVIEWS_PAGE = 100;

export type VerificationOptions = Config['photoVerification'];

export type VerificationDeps = {
  database: Database;
  photos: Pick<PhotoService, 'ownPhotoIds' | 'readOwnFile'>;
  analyzer: FaceAnalyzer;
  options: VerificationOptions;
  limiter: RateLimiter;
  rule: { limit: number; windowMs: number };
  log: FastifyBaseLogger;
  /** Tests name the movements; members get random ones. */
  moves?: MoveSource;
};

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export function createVerificationService(deps: VerificationDeps) {
  const { database, photos, analyzer, options, log } = deps;
  const { db } = database;
  const drawMoves = deps.moves ?? randomMoves;

  function ensureEnabled() {
    if (!options.enabled) throw apiError('verificationDisabled');
  }

  async function statusOf(userId: string): Promise<VerificationStatus> {
    const user = await findUserById(db, userId);
    return {
      available: options.enabled,
      verified: user?.verifiedAt != null,
      verified_at: user?.verifiedAt?.toISOString() ?? null,
      in_review: await repo.hasReview(db, userId),
    };
  }

  /** The member's shown profile photos: held ones are nobody's proof yet. */
  async function shownPhotoIds(userId: string): Promise<string[]> {
    const { ids, held } = await photos.ownPhotoIds(userId);
    return ids.filter((id) => !held.includes(id));
  }

  /** The faces of the member's shown profile photos. */
  async function profileFaces(userId: string): Promise<FaceFound[]> {
    const faces: FaceFound[] = [];
    for (const id of await shownPhotoIds(userId)) {
      const data = await photos.readOwnFile(id);
      if (!data) continue;
      faces.push(...(await analyzer.analyze(orientedPhoto(data))).filter((f) => f.score >= MIN_FACE_SCORE));
    }
    return faces;
  }

  /** The faces of one frame (detections below MIN_FACE_SCORE are not counted). */
  async function frameFaces(data: Buffer): Promise<FaceFound[]> {
    await checkPhotoHeader(data);
    return (await analyzer.analyze(orientedPhoto(data))).filter((f) => f.score >= MIN_FACE_SCORE);
  }

  /** Grants the badge with this descriptor (the check's pass or an admin's grant). */
  /** The frames' fingerprints, kept in the caller's transaction; files anyone sent before are a replay. */
  async function recordFresh(tx: Db, userId: string, hashes: string[]) {
    if (hashes.length > 0 && !(await repo.recordFingerprints(tx, userId, hashes))) {
      throw apiError('verificationFramesReused');
    }
  }

  /** The badge's rows, inside the caller's transaction: the frames' fingerprints (no replay) and the face. */
  async function markVerified(tx: Db, userId: string, descriptor: Float32Array, hashes: string[], at: Date) {
    await recordFresh(tx, userId, hashes);
    await repo.setVerified(tx, userId, encodeDescriptor(descriptor), at);
  }

  /** Once the badge is committed: the same face on another account is flagged (discover reads the badge from its event). */
  async function afterGranted(userId: string, descriptor: Float32Array) {
    await flagDuplicates(userId, descriptor);
  }

  async function grant(userId: string, descriptor: Float32Array, hashes: string[]): Promise<VerificationStatus> {
    const at = new Date();
    await db.transaction((tx) => markVerified(tx, userId, descriptor, hashes, at));
    await afterGranted(userId, descriptor);
    return { available: true, verified: true, verified_at: at.toISOString(), in_review: false };
  }

  /** The descriptor kept: the mean direction of the frames' descriptors. */
  function meanDescriptor(faces: FaceFound[]): Float32Array {
    const out = new Float32Array(faces[0]!.descriptor.length);
    for (const f of faces) {
      let norm = 0;
      for (const v of f.descriptor) norm += v * v;
      norm = Math.sqrt(norm) || 1;
      f.descriptor.forEach((v, i) => (out[i]! += v / norm / faces.length));
    }
    return out;
  }

  async function flagDuplicates(userId: string, descriptor: Float32Array) {
    for (const other of await repo.otherDescriptors(db, userId)) {
      const similarity = faceSimilarity(descriptor, decodeDescriptor(other.descriptor));
      if (similarity >= options.duplicateAt) {
        await repo.flagDuplicate(db, userId, other.userId, similarity);
        log.warn({ userId, otherUserId: other.userId, similarity }, 'the same face is verified on two accounts');
      }
    }
  }

  return {
    status: statusOf,

    async challenge(userId: string): Promise<VerificationChallenge> {
      ensureEnabled();
      const verdict = await deps.limiter.hit(`verification:${userId}`, deps.rule);
      if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds, 'tooManyVerifications');
      if (await repo.hasReview(db, userId)) throw apiError('verificationInReview');
      if ((await shownPhotoIds(userId)).length === 0) throw apiError('verificationNeedsPhoto');
      const moves = drawMoves();
      const expiresAt = new Date(Date.now() + VERIFICATION_CHALLENGE_SECONDS * 1000);
      const row = await repo.replaceChallenge(db, userId, moves, expiresAt);
      return { challenge_id: row.id, moves, expires_at: row.expiresAt.toISOString() };
    },

    /**
     * The decision on one challenge's live sequence. The challenge is used up whatever the outcome, so a
     * refused attempt is retried with new movements; frames that reached the models are remembered.
     */
    async submit(userId: string, challengeId: string, frames: Buffer[]): Promise<VerificationStatus> {
      ensureEnabled();
      if (!isUuid(challengeId)) throw apiError('verificationChallengeNotFound');
      const challenge = await repo.claimChallenge(db, userId, challengeId);
      if (!challenge) throw apiError('verificationChallengeNotFound');
      if (challenge.expiresAt.getTime() < Date.now()) throw apiError('verificationChallengeExpired');
      const moves = challenge.poses as VerificationMove[];
      // Their count was checked by the route, before the challenge was used up.
      if (frames.some((f) => f.length === 0)) throw apiError('verificationFramesMissing');
      const hashes = frames.map(sha256);
      if (new Set(hashes).size !== hashes.length || (await repo.fingerprintsSeen(db, hashes))) {
        throw apiError('verificationFramesReused');
      }
      try {
        const started = Date.now();
        const analysed: FaceFound[][] = [];
        for (const frame of frames) analysed.push(await frameFaces(frame));
        const profile = await profileFaces(userId);
        const judgement = judgeSequence(analysed, moves, profile, options);
        log.info(
          { userId, frames: frames.length, outcome: judgement.outcome, ms: Date.now() - started },
          'verification sequence judged',
        );
        const descriptor = meanDescriptor(judgement.faces);
        if (judgement.outcome === 'verified') return await grant(userId, descriptor, hashes);
        // The same files sent at once by two members: one of them is a replay, here as on the badge's path.
        await db.transaction(async (tx) => {
          await recordFresh(tx, userId, hashes);
          await repo.openReview(tx, {
            userId,
            moves,
            reason: judgement.reason,
            frames: frames.map((f) => f.toString('base64')),
            descriptor: encodeDescriptor(descriptor),
          });
        });
        return await statusOf(userId);
      } catch (err) {
        // A refusal on what the frames show (422) is final for these files; a busy queue (503) or a file
        // that is no image (400, 413) is not: the member may send them again.
        if (err instanceof HttpError && err.statusCode === 422) {
          await repo.recordFingerprints(db, userId, hashes).catch(() => undefined);
        }
        throw err;
      }
    },

    /** The admin's queue of undecided sequences. */
    async reviews() {
      return (await repo.openReviews(db, REVIEWS_PAGE)).map((r) => ({
        id: r.id,
        user: r.user,
        moves: r.moves as VerificationMove[],
        reason: r.reason as 'copy' | 'match',
        frame_count: Number(r.frameCount),
        created_at: r.createdAt.toISOString(),
      }));
    },

    /** One frame of a queued sequence, for the admin. */
    async reviewFrame(id: string, index: number): Promise<Buffer> {
      const review = isUuid(id) ? await repo.reviewById(db, id) : undefined;
      const frame = review?.frames[index];
      if (!frame) throw apiError('verificationReviewNotFound');
      return Buffer.from(frame, 'base64');
    },

    async reviewPhotoIds(id: string): Promise<string[]> {
      const review = isUuid(id) ? await repo.reviewById(db, id) : undefined;
      if (!review) throw apiError('verificationReviewNotFound');
      return shownPhotoIds(review.userId);
    },

    /** The admin's decision: grants the badge or not; either way the frames are deleted. */
    async decideReview(id: string, grantBadge: boolean): Promise<void> {
      if (!isUuid(id)) throw apiError('verificationReviewNotFound');
      // The review closes with the badge or not at all: a failed grant leaves it in the queue.
      const review = await db.transaction(async (tx) => {
        const row = await repo.closeReview(tx, id);
        if (row && grantBadge) await markVerified(tx, row.userId, decodeDescriptor(row.descriptor), [], new Date());
        return row;
      });
      if (!review) throw apiError('verificationReviewNotFound');
      log.info({ userId: review.userId, granted: grantBadge }, 'verification review decided');
      if (grantBadge) await afterGranted(review.userId, decodeDescriptor(review.descriptor));
    },

    /** Withdraws consent: the badge ends and the descriptor is deleted. */
    async withdraw(userId: string): Promise<VerificationStatus> {
      await repo.deleteReviewOf(db, userId);
      await repo.clearVerified(db, userId);
      return statusOf(userId);
    },

    /**
     * After a photo is removed: the verified face must still be in a shown photo, or the badge ends (and
     * the descriptor with it). Runs after the answer; a model failure keeps the badge and is logged.
     */
    async recheck(userId: string): Promise<void> {
      const kept = await repo.descriptorOf(db, userId);
      if (!kept || !options.enabled) return;
      const descriptor = decodeDescriptor(kept);
      const faces = await profileFaces(userId);
      if (faces.some((f) => faceSimilarity(descriptor, f.descriptor) >= options.matchAt)) return;
      if (await repo.clearVerified(db, userId))
        log.info({ userId }, 'verified face no longer in the photos: badge removed');
    },

    async duplicateFlags() {
      return (await repo.openDuplicateFlags(db, FLAGS_PAGE)).map((f) => ({
        id: f.id,
        user: f.user,
        other_user: f.other_user,
        similarity: f.similarity,
        created_at: f.createdAt.toISOString(),
      }));
    },

    async dismissFlag(id: string) {
      if (!isUuid(id) || !(await repo.dismissDuplicateFlag(db, id))) throw apiError('notFound');
    },
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
