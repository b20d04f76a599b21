// Photo verification (issue 18, part 1; decision 028). After explicit consent the member is asked for
// two poses in a random order; within 60 s they send one selfie per pose. The decision needs, for each
// selfie: exactly one face, holding its pose, scored real and live by the anti-spoof and liveness
// models; then the two selfies must show one person, and that person must be the face of one of their
// shown profile photos. Selfies are held in memory for the decision only, never stored: what is kept is
// their SHA-256 (a file sent again is a replay) and, while the badge is held, one face descriptor, used
// to re-check the photos when they change and to flag the same face verified on another account.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  VERIFICATION_CHALLENGE_SECONDS,
  type VerificationChallenge,
  type VerificationPose,
  type VerificationStatus,
} from '@affinia/contract';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
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
import { holdsPose, randomPoses, type PoseSource } from './poses.js';
import * as repo from './repository.js';

/** A detection below this is not counted as a face (a pattern in the background, a poster's corner). */
const MIN_FACE_SCORE = 0.6;
/** The admin's list of duplicate faces: the newest first, one page. */
const FLAGS_PAGE = 100;

export type VerificationOptions = Config['photoVerification'];

export type VerificationDeps = {
  database: Database;
  photos: Pick<PhotoService, 'ownPhotoIds' | 'readOwnFile'>;
  analyzer: FaceAnalyzer;
  options: VerificationOptions;
  limiter: RateLimiter;
  rule: { limit: number; windowMs: number };
  log: FastifyBaseLogger;
  /** Tests name the poses; members get random ones. */
  poses?: PoseSource;
  /** The badge changed: discover's index on this process is told at once. */
  onChange?: (user: UserRow) => void;
};

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export function createVerificationService(deps: VerificationDeps) {
  const { database, photos, analyzer, options, log } = deps;
  const { db } = database;
  const drawPoses = deps.poses ?? randomPoses;

  function ensureEnabled() {
    if (!options.enabled) throw apiError('verificationDisabled');
  }

  async function statusOf(userId: string): Promise<VerificationStatus> {
    const user = await findUserById(db, userId);
    return {
      available: options.enabled,
      verified: user?.verifiedAt != null,
      verified_at: user?.verifiedAt?.toISOString() ?? null,
    };
  }

  async function changed(userId: string) {
    const user = await findUserById(db, userId);
    if (user) deps.onChange?.(user);
  }

  /** The faces of the member's shown profile photos (held ones are nobody's proof yet). */
  async function profileFaces(userId: string): Promise<FaceFound[]> {
    const { ids, held } = await photos.ownPhotoIds(userId);
    const faces: FaceFound[] = [];
    for (const id of ids.filter((id) => !held.includes(id))) {
      const data = await photos.readOwnFile(id);
      if (!data) continue;
      faces.push(...(await analyzer.analyze(orientedPhoto(data))).filter((f) => f.score >= MIN_FACE_SCORE));
    }
    return faces;
  }

  /** The one face of a selfie that holds its pose, looks real and live; refused with its step otherwise. */
  async function checkSelfie(data: Buffer, pose: VerificationPose, step: number): Promise<FaceFound> {
    await checkPhotoHeader(data);
    const faces = (await analyzer.analyze(orientedPhoto(data))).filter((f) => f.score >= MIN_FACE_SCORE);
    if (faces.length === 0) throw apiError('verificationNoFace', { step });
    if (faces.length > 1) throw apiError('verificationSeveralFaces', { step });
    const face = faces[0]!;
    if (!holdsPose(face, pose)) throw apiError('verificationWrongPose', { step });
    if (face.real < options.realAt || face.live < options.liveAt) throw apiError('verificationNotLive', { step });
    return face;
  }

  /** The descriptor kept: the mean direction of the selfies' descriptors. */
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
      const { ids, held } = await photos.ownPhotoIds(userId);
      if (ids.length === held.length) throw apiError('verificationNeedsPhoto');
      const poses = drawPoses();
      const expiresAt = new Date(Date.now() + VERIFICATION_CHALLENGE_SECONDS * 1000);
      const row = await repo.replaceChallenge(db, userId, poses, expiresAt);
      return { challenge_id: row.id, poses, expires_at: row.expiresAt.toISOString() };
    },

    /**
     * The decision on one challenge's selfies. The challenge is used up whatever the outcome, so a
     * refused attempt is retried with new poses; selfies that reached the models are remembered as seen.
     */
    async submit(userId: string, challengeId: string, selfies: Buffer[]): Promise<VerificationStatus> {
      ensureEnabled();
      if (!isUuid(challengeId)) throw apiError('verificationChallengeNotFound');
      const challenge = await repo.claimChallenge(db, userId, challengeId);
      if (!challenge) throw apiError('verificationChallengeNotFound');
      if (challenge.expiresAt.getTime() < Date.now()) throw apiError('verificationChallengeExpired');
      const poses = challenge.poses as VerificationPose[];
      if (selfies.length !== poses.length || selfies.some((s) => s.length === 0)) {
        throw apiError('verificationSelfiesMissing');
      }
      const hashes = selfies.map(sha256);
      if (new Set(hashes).size !== hashes.length || (await repo.fingerprintsSeen(db, hashes))) {
        throw apiError('verificationSelfieReused');
      }
      try {
        const faces: FaceFound[] = [];
        for (const [i, selfie] of selfies.entries()) faces.push(await checkSelfie(selfie, poses[i]!, i + 1));
        for (let i = 1; i < faces.length; i++) {
          if (faceSimilarity(faces[0]!.descriptor, faces[i]!.descriptor) < options.matchAt) {
            throw apiError('verificationNotSamePerson');
          }
        }
        const known = await profileFaces(userId);
        if (known.length === 0) throw apiError('verificationNeedsPhoto');
        const best = Math.max(...faces.flatMap((s) => known.map((k) => faceSimilarity(s.descriptor, k.descriptor))));
        if (best < options.matchAt) throw apiError('verificationFaceMismatch');
        const descriptor = meanDescriptor(faces);
        const at = new Date();
        await db.transaction(async (tx) => {
          if (!(await repo.recordFingerprints(tx, userId, hashes))) throw apiError('verificationSelfieReused');
          await repo.setVerified(tx, userId, encodeDescriptor(descriptor), at);
        });
        await flagDuplicates(userId, descriptor);
        await changed(userId);
        return { available: true, verified: true, verified_at: at.toISOString() };
      } catch (err) {
        // A refusal on what the selfies show (422) is final for these files; a busy queue (503) or a file
        // that is no image (400, 413) is not: the member may send them again.
        if (err instanceof HttpError && err.statusCode === 422) {
          await repo.recordFingerprints(db, userId, hashes).catch(() => undefined);
        }
        throw err;
      }
    },

    /** Withdraws consent: the badge ends and the descriptor is deleted. */
    async withdraw(userId: string): Promise<VerificationStatus> {
      if (await repo.clearVerified(db, userId)) await changed(userId);
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
      if (await repo.clearVerified(db, userId)) {
        log.info({ userId }, 'verified face no longer in the photos: badge removed');
        await changed(userId);
      }
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
