// The sequence check (decision 038) with the real models, each picture analysed once for the whole file:
// a head really turning (rendered in 3D from one photo, test/face-render.ts) passes in any order of the
// movements; the attack of issue 31 and its variations — stills of one or two photos of a person,
// turned, mirrored, scaled, cropped, re-encoded, noised, in every arrangement and for each of the 24
// challenges — never pass and never reach an admin either.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_MOVES, type ErrorCode, type VerificationMove } from '@affinia/contract';
import { HttpError } from '../../http/errors.js';
import {
  STILL_TRANSFORMS,
  analysedOnce,
  facePicture,
  liveSequence,
  renderedView,
  type StillTransform,
} from '../../../test/face-fixtures.js';
import { createVisionClient } from '../photo-screening/vision-client.js';
import { createFaceAnalyzer, faceSimilarity, type FaceFound } from './face-analyzer.js';
import { copyScore } from './face-copies.js';
import { SEQUENCE_THRESHOLDS, judgeSequence, madeMove, randomMoves } from './sequence.js';

// The models take 0.3–2 s a frame on two cores shared with other runs; ~140 frames are analysed once.
const MODEL_TIMEOUT = 600_000;
const options = { matchAt: 0.72, realAt: 0.3, liveAt: 0.5 };
const vision = createVisionClient();
// The two live sequences share poses (the neutral one, a turn, a nod), and the profile photo and the
// renderer's frontal picture are stills too: each picture is analysed once.
const analyzer = analysedOnce(createFaceAnalyzer(vision));
const MIN_FACE_SCORE = 0.6;
const analyse = async (jpeg: Buffer) => (await analyzer.analyze(sharp(jpeg))).filter((f) => f.score >= MIN_FACE_SCORE);
const analyseAll = async (jpegs: Buffer[]) => {
  const out: FaceFound[][] = [];
  for (const j of jpegs) out.push(await analyse(j));
  return out;
};

/** Every order of three distinct movements: the 24 challenges. */
const CHALLENGES: VerificationMove[][] = VERIFICATION_MOVES.flatMap((a) =>
  VERIFICATION_MOVES.flatMap((b) =>
    VERIFICATION_MOVES.flatMap((c) => (new Set([a, b, c]).size === 3 ? [[a, b, c]] : [])),
  ),
);

function outcome(frames: FaceFound[][], moves: VerificationMove[], profile: FaceFound[]): string {
  try {
    return judgeSequence(frames, moves, profile, options).outcome;
  } catch (err) {
    if (err instanceof HttpError) return err.code as ErrorCode;
    throw err;
  }
}

afterAll(() => vision.close());

describe('randomMoves', () => {
  it('draws three distinct movements, every one of the 24 orders in time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3000; i++) {
      const moves = randomMoves();
      expect(new Set(moves).size).toBe(3);
      seen.add(moves.join('>'));
    }
    expect(seen.size).toBe(CHALLENGES.length);
  });
});

describe('madeMove', () => {
  const t = SEQUENCE_THRESHOLDS.move;
  const neutral = { yaw: 0.1, pitch: 0.2 };
  it('reads turns and nods from the neutral pose, the person’s own left and right', () => {
    expect(madeMove({ yaw: 0.1 - t, pitch: 0.2 }, neutral, 'turn_left')).toBe(true);
    expect(madeMove({ yaw: 0.1 - t + 0.01, pitch: 0.2 }, neutral, 'turn_left')).toBe(false);
    expect(madeMove({ yaw: 0.1 + t, pitch: 0.2 }, neutral, 'turn_right')).toBe(true);
    expect(madeMove({ yaw: 0.1, pitch: 0.2 - t }, neutral, 'look_up')).toBe(true);
    expect(madeMove({ yaw: 0.1, pitch: 0.2 + t }, neutral, 'look_down')).toBe(true);
    expect(madeMove({ yaw: 0.1, pitch: 0.2 + t }, neutral, 'look_up')).toBe(false);
  });

  it('counts a movement only along its own axis: a strong turn read with some pitch is no nod', () => {
    expect(madeMove({ yaw: 0.1 + 0.3, pitch: 0.2 - 0.28 }, neutral, 'look_up')).toBe(false);
    expect(madeMove({ yaw: 0.1 + 0.3, pitch: 0.2 - 0.28 }, neutral, 'turn_right')).toBe(true);
    expect(madeMove({ yaw: 0.1 - 0.25, pitch: 0.2 + 0.3 }, neutral, 'turn_left')).toBe(false);
  });
});

describe('a live sequence against copies of stills', () => {
  const orders: VerificationMove[][] = [
    ['turn_left', 'look_up', 'turn_right'],
    ['look_down', 'turn_right', 'look_up'],
  ];
  let leaProfile: FaceFound[];
  const leaLive = new Map<string, FaceFound[][]>();
  let inesLive: FaceFound[][];
  /** Analysed stills: [source][transform] → one analysed frame per variation. */
  const stills = new Map<string, Map<StillTransform | 'as is', FaceFound[][]>>();

  beforeAll(async () => {
    const started = Date.now();
    let analysed = 0;
    leaProfile = await analyse(await facePicture('lea'));
    for (const moves of orders) {
      const frames = await liveSequence('lea', moves, analyzer);
      leaLive.set(moves.join('>'), await analyseAll(frames));
      analysed += frames.length;
    }
    const ines = await liveSequence('ines', orders[0]!, analyzer);
    inesLive = await analyseAll(ines);
    analysed += ines.length;
    // The stills: the profile photo itself (the attack), and two other photos of her (views
    // re-rendered at other angles: what an attacker holding two pictures of the person has).
    const sources = {
      profile: await facePicture('lea'),
      straight: await facePicture('lea', { rotate: -40 }),
      photoA: await renderedView('lea', { yaw: -0.5, pitch: 0.2 }, analyzer),
      photoB: await renderedView('lea', { yaw: 0, pitch: 0.45 }, analyzer),
    };
    for (const [name, still] of Object.entries(sources)) {
      const byTransform = new Map<StillTransform | 'as is', FaceFound[][]>([['as is', [await analyse(still)]]]);
      for (const transform of Object.keys(STILL_TRANSFORMS) as StillTransform[]) {
        const frames: FaceFound[][] = [];
        for (const i of [0, 3, 6]) frames.push(await analyse(await STILL_TRANSFORMS[transform](still, i)));
        byTransform.set(transform, frames);
        analysed += 3;
      }
      stills.set(name, byTransform);
    }
    console.info(`sequence.test: ${analysed} frames analysed in ${Date.now() - started} ms`);
  }, MODEL_TIMEOUT);

  it('passes a head that really turns and nods, in the order asked', () => {
    for (const moves of orders) expect(outcome(leaLive.get(moves.join('>'))!, moves, leaProfile)).toBe('verified');
  });

  it('refuses the same live head when the order asked is another one', () => {
    const frames = leaLive.get('turn_left>look_up>turn_right')!;
    expect(outcome(frames, ['turn_right', 'look_up', 'turn_left'], leaProfile)).toBe('verificationMovesNotMade');
    expect(outcome(frames, ['look_down', 'turn_left', 'turn_right'], leaProfile)).toBe('verificationMovesNotMade');
  });

  it('refuses a live head that is not the person of the profile photos', () => {
    expect(outcome(inesLive, orders[0]!, leaProfile)).toBe('verificationFaceMismatch');
  });

  it('refuses a live sequence cut in the middle (a jump from one pose to a far one)', () => {
    const frames = leaLive.get('turn_left>look_up>turn_right')!;
    // Out to the left, then at once far to the right.
    const cut = [...frames.slice(0, 5), ...frames.slice(18)];
    expect(outcome(cut, orders[0]!, leaProfile)).toBe('verificationNotContinuous');
  });

  it('finds every transform of a still to be a copy of it, straight or mirrored (noise up to σ 16)', () => {
    const scores: number[] = [];
    for (const [source, byTransform] of stills) {
      const original = byTransform.get('as is')![0]![0]!;
      for (const [transform, frames] of byTransform) {
        for (const [i, [face]] of frames.entries()) {
          // The heaviest noise (σ 22) is left to the sequence checks: it measured 0.82 on one still
          // (decision 038), a view of its own that still cannot turn or nod.
          if (transform === 'noised' && i === 2) continue;
          expect(face, `${source} ${transform} ${i}`).toBeDefined();
          const c = copyScore(original.patch, face!.patch);
          expect(c.mirrored, `${source} ${transform} ${i}`).toBe(transform === 'mirrored');
          expect(c.score, `${source} ${transform} ${i}`).toBeGreaterThanOrEqual(SEQUENCE_THRESHOLDS.copyAt);
          scores.push(c.score);
        }
      }
    }
    console.info(`sequence.test: copies of a still correlate at ${Math.min(...scores).toFixed(3)} at least`);
  });

  it('finds the views of a head that really turns to be no copies of one another', () => {
    const frames = leaLive.get('turn_left>look_up>turn_right')!.map((f) => f[0]!);
    // The neutral frame and each movement's furthest frame (the path goes out in four steps, back in three).
    const views = [frames[0]!, frames[4]!, frames[11]!, frames[18]!];
    for (let i = 0; i < views.length; i++) {
      for (let j = i + 1; j < views.length; j++) {
        expect(copyScore(views[i]!.patch, views[j]!.patch).score).toBeLessThan(SEQUENCE_THRESHOLDS.reviewCopyAt);
      }
    }
  });

  it(
    'never passes stills of one or two photos, whatever the transforms, arrangement or challenge',
    { timeout: MODEL_TIMEOUT },
    () => {
      // Every frame an attacker holding these photos can make, with its pose.
      const pool = (names: string[]) =>
        names.flatMap((n) => [...stills.get(n)!.values()].flat()).filter((f) => f.length === 1);
      const attempts: { name: string; frames: FaceFound[][] }[] = [];
      const arrangements = (name: string, frames: FaceFound[][], moves: VerificationMove[]) => {
        // As sent: twelve frames cycling through the pool.
        attempts.push({
          name: `${name} cycled`,
          frames: Array.from({ length: 12 }, (_, i) => frames[i % frames.length]!),
        });
        // The best an attacker can do: the most neutral frame first, then, for each movement, the frame
        // that goes furthest that way, back to neutral between them, padded to twelve.
        const neutral = frames[0]![0]!;
        const sequence = [frames[0]!];
        for (const move of moves) {
          const score = (f: FaceFound) =>
            move === 'turn_left'
              ? neutral.yaw - f.yaw
              : move === 'turn_right'
                ? f.yaw - neutral.yaw
                : move === 'look_up'
                  ? neutral.pitch - f.pitch
                  : f.pitch - neutral.pitch;
          const best = [...frames].sort((a, b) => score(b[0]!) - score(a[0]!))[0]!;
          sequence.push(best, frames[0]!);
        }
        while (sequence.length < 12) sequence.push(frames[sequence.length % frames.length]!);
        attempts.push({ name: `${name} best`, frames: sequence });
        // Sorted along the movement asked first, to look continuous.
        const first = moves[0]!.startsWith('turn') ? 'yaw' : 'pitch';
        attempts.push({ name: `${name} sorted`, frames: [...frames].sort((a, b) => a[0]![first] - b[0]![first]) });
      };
      const outcomes = new Map<string, number>();
      for (const moves of CHALLENGES) {
        attempts.length = 0;
        for (const names of [['profile'], ['straight'], ['photoA'], ['photoA', 'photoB'], ['profile', 'straight']]) {
          const all = pool(names);
          arrangements(names.join('+'), all, moves);
          for (const transform of Object.keys(STILL_TRANSFORMS) as StillTransform[]) {
            const some = names.flatMap((n) => [...stills.get(n)!.get('as is')!, ...stills.get(n)!.get(transform)!]);
            arrangements(
              `${names.join('+')} ${transform}`,
              some.filter((f) => f.length === 1),
              moves,
            );
          }
        }
        for (const attempt of attempts) {
          const result = outcome(attempt.frames, moves, leaProfile);
          outcomes.set(result, (outcomes.get(result) ?? 0) + 1);
          expect(result, `${moves.join('>')}: ${attempt.name}`).not.toBe('verified');
          expect(result, `${moves.join('>')}: ${attempt.name}`).not.toBe('review');
        }
      }
      console.info('sequence.test: outcomes of the still attacks', Object.fromEntries(outcomes));
    },
  );

  it('refuses a live sequence with a frame that is a copy of a profile photo', () => {
    const frames = leaLive.get('turn_left>look_up>turn_right')!;
    const withCopy = [...frames.slice(0, 5), stills.get('profile')!.get('scaled')![0]!, ...frames.slice(5)];
    expect(outcome(withCopy, orders[0]!, leaProfile)).toBe('verificationCopiedFrames');
  });

  it('lets an admin decide a face close to, but under, the match with the profile photos', () => {
    const frames = leaLive.get('turn_left>look_up>turn_right')!;
    const best = Math.max(
      ...frames.flatMap(([f]) => leaProfile.map((p) => faceSimilarity(f!.descriptor, p.descriptor))),
    );
    const strict = { ...options, matchAt: best + SEQUENCE_THRESHOLDS.reviewMatchBand / 2 };
    expect(judgeSequence(frames, orders[0]!, leaProfile, strict)).toMatchObject({ outcome: 'review', reason: 'match' });
    const stricter = { ...options, matchAt: best + SEQUENCE_THRESHOLDS.reviewMatchBand * 1.5 };
    expect(() => judgeSequence(frames, orders[0]!, leaProfile, stricter)).toThrow(
      expect.objectContaining({ code: 'verificationFaceMismatch' }),
    );
  });
});
