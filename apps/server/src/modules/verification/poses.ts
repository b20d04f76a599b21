// The pose challenge: two of five poses, distinct, in order (20 challenges), drawn by the server so a
// picture made in advance is unlikely to fit, and the check of a selfie's head pose against one pose.
import { randomInt } from 'node:crypto';
import { VERIFICATION_POSES, VERIFICATION_POSE_COUNT, type VerificationPose } from '@affinia/contract';
import type { FaceFound } from './face-analyzer.js';

/** Radians. A head turned or tilted on purpose measures 0.4–0.8; faces meant to look straight at the
 * camera measured up to ±0.32 of yaw on the sample photos, so "straight" allows a little less than a
 * deliberate turn asks for. */
export const POSE_THRESHOLDS = { turn: 0.3, tilt: 0.3, straightYaw: 0.25, straightRoll: 0.25 } as const;

export type PoseSource = () => VerificationPose[];

/** Uniform over the 20 ordered pairs of distinct poses. */
export const randomPoses: PoseSource = () => {
  const left = [...VERIFICATION_POSES];
  const chosen: VerificationPose[] = [];
  for (let i = 0; i < VERIFICATION_POSE_COUNT; i++) chosen.push(left.splice(randomInt(left.length), 1)[0]!);
  return chosen;
};

/** Whether the head in this face holds the pose (the person's own left and right). */
export function holdsPose(face: Pick<FaceFound, 'yaw' | 'roll'>, pose: VerificationPose): boolean {
  const t = POSE_THRESHOLDS;
  switch (pose) {
    case 'straight':
      return Math.abs(face.yaw) < t.straightYaw && Math.abs(face.roll) < t.straightRoll;
    case 'turn_left':
      return face.yaw <= -t.turn;
    case 'turn_right':
      return face.yaw >= t.turn;
    case 'tilt_left':
      return face.roll >= t.tilt;
    case 'tilt_right':
      return face.roll <= -t.tilt;
  }
}
