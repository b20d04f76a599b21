// A head making the movement asked (decorative: the instruction is written beside it). Drawn as the
// member sees themselves in the mirrored preview: "turn left" points left.
import type { SequenceStep } from '../verification-flow';

/** Where the nose points: ahead, to the side the head turns to, up or down. */
const NOSE: Record<SequenceStep, [number, number]> = {
  neutral: [32, 29],
  turn_left: [24, 29],
  turn_right: [40, 29],
  look_up: [32, 23],
  look_down: [32, 35],
};

const ARROWS: Record<SequenceStep, string | null> = {
  neutral: null,
  turn_left: 'M14 56h-8m0 0 4-4m-4 4 4 4',
  turn_right: 'M50 56h8m0 0-4-4m4 4-4 4',
  look_up: 'M56 14v-8m0 0-4 4m4-4 4 4',
  look_down: 'M56 50v8m0 0-4-4m4 4 4-4',
};

export function MoveIcon({ step }: { step: SequenceStep }) {
  const [x, y] = NOSE[step];
  const arrow = ARROWS[step];
  return (
    <svg
      viewBox="0 0 64 64"
      className="size-20 shrink-0 text-brand-700"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      aria-hidden="true"
    >
      <ellipse cx="32" cy="30" rx="15" ry="18" />
      <circle cx={x - 6} cy={y - 3} r="1.6" fill="currentColor" />
      <circle cx={x + 6} cy={y - 3} r="1.6" fill="currentColor" />
      <path d={`M${x} ${y}v6h-2`} strokeLinecap="round" strokeLinejoin="round" />
      <path d={`M${x - 5} ${y + 11}q5 3 10 0`} strokeLinecap="round" />
      {arrow ? <path d={arrow} strokeLinecap="round" strokeLinejoin="round" /> : null}
    </svg>
  );
}
