// The check of one live sequence (decision 038): the frames a member's camera took while they made the
// head movements asked. A flat picture, however turned, mirrored, scaled, cropped, re-encoded or noised,
// cannot turn or nod: its copies have the same face seen from the same side, so they are found as
// copies (face-copies.ts) and the movement they fake is not credited. The check asks, over the frames:
// one face in each, real and live by the models; the movements asked, in order, each reached by a view
// of the face that is no copy of the neutral one or of another movement's; small pose changes from one
// frame to the next; no frame a mirrored copy of another, nor a copy of a profile photo; one person
// throughout, the person of the profile photos. What it cannot decide goes to an admin.
import { randomInt } from 'node:crypto';
import { VERIFICATION_MOVES, VERIFICATION_MOVE_COUNT, type VerificationMove } from '@affinia/contract';
import { apiError } from '../../http/errors.js';
import { faceSimilarity, type FaceFound } from './face-analyzer.js';
import { copyScore } from './face-copies.js';

/**
 * Measured on this project's material (decision 038): copies of one picture (turned, mirrored, scaled,
 * cropped, re-encoded down to quality 40, noised) correlate at 0.92 or more with it; frames of a head
 * re-rendered 0.2–0.3 rad apart at 0.86 at most, mirrored pairs of live frames at 0.81 at most, and a
 * movement's furthest frame with the neutral one or another movement's far less.
 */
export const SEQUENCE_THRESHOLDS = {
  /** Radians of yaw or pitch away from the neutral pose (the first frames') that make a movement. */
  move: 0.2,
  /** Largest change of yaw, pitch or roll between consecutive frames: a live head moves continuously. */
  step: 0.3,
  /** Descriptor similarity of consecutive frames below which they are not one person (measured 0.77+). */
  samePerson: 0.65,
  /** Correlation of two aligned faces from which one is a copy of the other. */
  copyAt: 0.9,
  /** Below copyAt but from here, the check cannot tell a copy from a real view: an admin decides. */
  reviewCopyAt: 0.85,
  /** The best frame below the match with the profile photos by less than this: an admin compares. */
  reviewMatchBand: 0.1,
} as const;

export type MoveSource = () => VerificationMove[];

/** Uniform over the 24 orders of three distinct movements. */
export const randomMoves: MoveSource = () => {
  const left = [...VERIFICATION_MOVES];
  const chosen: VerificationMove[] = [];
  for (let i = 0; i < VERIFICATION_MOVE_COUNT; i++) chosen.push(left.splice(randomInt(left.length), 1)[0]!);
  return chosen;
};

/**
 * Whether a face has made the movement from the neutral pose (the person's own left and right): far
 * enough that way, and more that way than along the other axis. A nod counts only with the head not
 * turned: FaceMesh reads up to 0.3 rad of pitch into a strong turn (measured), never the reverse.
 */
export function madeMove(
  face: Pick<FaceFound, 'yaw' | 'pitch'>,
  neutral: { yaw: number; pitch: number },
  move: VerificationMove,
): boolean {
  const t = SEQUENCE_THRESHOLDS.move;
  const dYaw = face.yaw - neutral.yaw;
  const dPitch = face.pitch - neutral.pitch;
  switch (move) {
    case 'turn_left':
      return dYaw <= -t && -dYaw > Math.abs(dPitch);
    case 'turn_right':
      return dYaw >= t && dYaw > Math.abs(dPitch);
    case 'look_up':
      return dPitch <= -t && -dPitch > Math.abs(dYaw) && Math.abs(dYaw) < t;
    case 'look_down':
      return dPitch >= t && dPitch > Math.abs(dYaw) && Math.abs(dYaw) < t;
  }
}

export type SequenceOptions = { matchAt: number; realAt: number; liveAt: number };

export type Judgement =
  { outcome: 'verified'; faces: FaceFound[] } | { outcome: 'review'; faces: FaceFound[]; reason: 'copy' | 'match' };

/**
 * Judges a sequence: its frames' faces (each frame's list, detections already filtered), the movements
 * asked, and the faces of the member's profile photos. Refusals throw their catalogued error.
 */
export function judgeSequence(
  frames: FaceFound[][],
  moves: VerificationMove[],
  profile: FaceFound[],
  options: SequenceOptions,
): Judgement {
  const t = SEQUENCE_THRESHOLDS;
  if (frames.some((f) => f.length === 0)) throw apiError('verificationNoFace');
  if (frames.some((f) => f.length > 1)) throw apiError('verificationSeveralFaces');
  const faces = frames.map((f) => f[0]!);
  if (faces.some((f) => f.real < options.realAt || f.live < options.liveAt)) throw apiError('verificationNotLive');

  let review: 'copy' | 'match' | undefined;
  const copies = (a: FaceFound, b: FaceFound, mirroredOnly: boolean) => {
    const c = copyScore(a.patch, b.patch);
    if (mirroredOnly && !c.mirrored) return false;
    if (c.score >= t.copyAt) return true;
    if (c.score >= t.reviewCopyAt) review = 'copy';
    return false;
  };

  // A copy of a profile photo, or a frame that is another one mirrored: a picture, not a camera.
  for (const face of faces) {
    if (profile.some((p) => copies(p, face, false))) throw apiError('verificationCopiedFrames');
  }
  for (let i = 0; i < faces.length; i++) {
    for (let j = i + 1; j < faces.length; j++) {
      if (copies(faces[i]!, faces[j]!, true)) throw apiError('verificationCopiedFrames');
    }
  }

  for (let i = 1; i < faces.length; i++) {
    const [a, b] = [faces[i - 1]!, faces[i]!];
    if (Math.max(Math.abs(a.yaw - b.yaw), Math.abs(a.pitch - b.pitch), Math.abs(a.roll - b.roll)) > t.step) {
      throw apiError('verificationNotContinuous');
    }
  }

  // The movements, in order, from the neutral pose of the first frame.
  const neutral = faces[0]!;
  const reached: FaceFound[] = [neutral];
  let from = 1;
  for (const move of moves) {
    let at = from;
    while (at < faces.length && !madeMove(faces[at]!, neutral, move)) at++;
    if (at >= faces.length) throw apiError('verificationMovesNotMade');
    reached.push(faces[at]!);
    from = at + 1;
  }
  // Each movement shows the face from a side of its own: no copy of the neutral view or of another's.
  for (let i = 0; i < reached.length; i++) {
    for (let j = i + 1; j < reached.length; j++) {
      if (copies(reached[i]!, reached[j]!, false)) throw apiError('verificationCopiedFrames');
    }
  }

  // One person throughout: each frame is the person of the frame before (a head seen from further round
  // gives a descriptor further from the frontal one, so neighbours are compared), and the person of the
  // profile photos in one frame at least.
  for (let i = 1; i < faces.length; i++) {
    if (faceSimilarity(faces[i - 1]!.descriptor, faces[i]!.descriptor) < t.samePerson) {
      throw apiError('verificationNotSamePerson');
    }
  }
  if (profile.length === 0) throw apiError('verificationNeedsPhoto');
  const best = Math.max(...faces.flatMap((f) => profile.map((p) => faceSimilarity(f.descriptor, p.descriptor))));
  if (best < options.matchAt - t.reviewMatchBand) throw apiError('verificationFaceMismatch');
  if (best < options.matchAt) review = 'match';

  return review ? { outcome: 'review', faces, reason: review } : { outcome: 'verified', faces };
}
