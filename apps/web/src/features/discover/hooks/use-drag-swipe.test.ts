import { describe, expect, it } from 'vitest';
import { FLING_MIN_DISTANCE_PX, FLING_VELOCITY_PX_PER_MS, SWIPE_THRESHOLD_PX, releaseDecision } from './use-drag-swipe';

describe('releaseDecision', () => {
  it('decides past the threshold whatever the speed: right likes, left passes', () => {
    expect(releaseDecision(SWIPE_THRESHOLD_PX, 0)).toBe('like');
    expect(releaseDecision(-SWIPE_THRESHOLD_PX - 40, 0)).toBe('dislike');
    expect(releaseDecision(SWIPE_THRESHOLD_PX - 1, 0)).toBeNull();
  });

  it('takes a quick flick below the threshold, in the direction it was moving', () => {
    expect(releaseDecision(FLING_MIN_DISTANCE_PX + 10, FLING_VELOCITY_PX_PER_MS)).toBe('like');
    expect(releaseDecision(-(FLING_MIN_DISTANCE_PX + 10), -FLING_VELOCITY_PX_PER_MS * 2)).toBe('dislike');
  });

  it('ignores a slow short drag, a jittery tap and a flick back towards the middle', () => {
    expect(releaseDecision(60, FLING_VELOCITY_PX_PER_MS / 2)).toBeNull();
    expect(releaseDecision(FLING_MIN_DISTANCE_PX - 5, FLING_VELOCITY_PX_PER_MS * 3)).toBeNull();
    expect(releaseDecision(80, -FLING_VELOCITY_PX_PER_MS * 2)).toBeNull();
  });
});
