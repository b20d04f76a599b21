// A head drawn in the pose asked (decorative: the instruction is written beside it). Drawn as the
// member sees themselves in the mirrored preview: "turn left" points left.
import type { VerificationPose } from '@affinia/contract';

const TRANSFORMS: Record<VerificationPose, string> = {
  straight: '',
  turn_left: '',
  turn_right: '',
  tilt_left: 'rotate(-22 32 34)',
  tilt_right: 'rotate(22 32 34)',
};

/** Where the nose points: straight ahead, or to the side the head turns to. */
const NOSE_X: Record<VerificationPose, number> = {
  straight: 32,
  turn_left: 24,
  turn_right: 40,
  tilt_left: 32,
  tilt_right: 32,
};

export function PoseIcon({ pose }: { pose: VerificationPose }) {
  const nose = NOSE_X[pose];
  const arrow =
    pose === 'turn_left' ? 'M14 56h-8m0 0 4-4m-4 4 4 4' : pose === 'turn_right' ? 'M50 56h8m0 0-4-4m4 4-4 4' : null;
  return (
    <svg
      viewBox="0 0 64 64"
      className="size-20 shrink-0 text-brand-700"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      aria-hidden="true"
    >
      <g transform={TRANSFORMS[pose]}>
        <ellipse cx="32" cy="30" rx="15" ry="18" />
        <circle cx={nose - 6} cy="26" r="1.6" fill="currentColor" />
        <circle cx={nose + 6} cy="26" r="1.6" fill="currentColor" />
        <path d={`M${nose} 29v6h-2`} strokeLinecap="round" strokeLinejoin="round" />
        <path d={`M${nose - 5} 40q5 3 10 0`} strokeLinecap="round" />
      </g>
      {arrow ? <path d={arrow} strokeLinecap="round" strokeLinejoin="round" /> : null}
    </svg>
  );
}
