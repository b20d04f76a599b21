import { describe, expect, it } from 'vitest';
import { VERIFICATION_POSES } from '@affinia/contract';
import { POSE_THRESHOLDS, holdsPose, randomPoses } from './poses.js';

describe('randomPoses', () => {
  it('draws two distinct poses, every one of the 20 ordered pairs in time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const [a, b, ...rest] = randomPoses();
      expect(rest).toEqual([]);
      expect(a).not.toBe(b);
      seen.add(`${a}>${b}`);
    }
    expect(seen.size).toBe(VERIFICATION_POSES.length * (VERIFICATION_POSES.length - 1));
  });
});

describe('holdsPose', () => {
  const t = POSE_THRESHOLDS;
  it('reads the person’s own left and right from an unmirrored picture', () => {
    expect(holdsPose({ yaw: -0.5, roll: 0 }, 'turn_left')).toBe(true);
    expect(holdsPose({ yaw: -0.5, roll: 0 }, 'turn_right')).toBe(false);
    expect(holdsPose({ yaw: 0.5, roll: 0 }, 'turn_right')).toBe(true);
    expect(holdsPose({ yaw: 0, roll: 0.5 }, 'tilt_left')).toBe(true);
    expect(holdsPose({ yaw: 0, roll: 0.5 }, 'tilt_right')).toBe(false);
    expect(holdsPose({ yaw: 0, roll: -0.5 }, 'tilt_right')).toBe(true);
  });

  it('asks a deliberate move, and a straight face for "straight"', () => {
    expect(holdsPose({ yaw: -(t.turn - 0.01), roll: 0 }, 'turn_left')).toBe(false);
    expect(holdsPose({ yaw: -t.turn, roll: 0 }, 'turn_left')).toBe(true);
    expect(holdsPose({ yaw: 0.1, roll: -0.1 }, 'straight')).toBe(true);
    expect(holdsPose({ yaw: t.straightYaw, roll: 0 }, 'straight')).toBe(false);
    expect(holdsPose({ yaw: 0, roll: t.straightRoll }, 'straight')).toBe(false);
  });
});
