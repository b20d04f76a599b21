// Drag-to-swipe with pointer events, so one code path serves touch, pen and mouse. The card follows
// the finger (sideways fully, up and down a little, as a card held at one corner); a release decides
// when the card has gone past the threshold, or when it is flung: a quick flick in one direction
// counts even if short. Right likes, left passes. If the decision fails, the card springs back.
// Vertical moves stay with the page (`touch-action: pan-y` on the card); a touch that has not moved
// beyond a few pixels is a tap, left to the buttons under it (the photo's tap zones). Once a sideways
// drag has begun, its touch moves are the card's alone (`cardRef` cancels them): a finger drifting up
// or down does not start a scroll or a pull-to-refresh that would cancel the swipe, and nothing turns
// into overscroll navigation. A drag that starts up or down is left to the browser (the opened
// profile scrolls). React listens to touch moves passively, hence a listener of our own.
import { useCallback, useRef, useState, type PointerEvent } from 'react';
import type { SwipeAction } from '@affinia/contract';

/** Past this many pixels a release counts as a decision; below, the card returns to the middle. */
export const SWIPE_THRESHOLD_PX = 110;
/** A flick this fast (pixels per millisecond, ~0.5 m/s on a phone) decides even below the threshold… */
export const FLING_VELOCITY_PX_PER_MS = 0.5;
/** …once it has moved at least this far, so a jittery tap is never a decision. */
export const FLING_MIN_DISTANCE_PX = 30;
/** Movement below this is a tap, not a drag (the photo's tap zones get their click). */
const TAP_SLOP_PX = 8;
/** The card moves a fraction of the finger's vertical travel: it follows without leaving its slot. */
const VERTICAL_FOLLOW = 0.25;
/** The velocity is measured over the last moments of the gesture, not its whole length. */
const VELOCITY_WINDOW_MS = 100;

type Sample = { x: number; t: number };
type Gesture = {
  pointerId: number;
  x: number;
  y: number;
  captured: boolean;
  /** Set when the drag begins: it began more sideways than up or down. */
  sideways: boolean;
  samples: Sample[];
};

export type DragOffset = { x: number; y: number };

/** Pixels per millisecond over the recent samples (positive to the right). */
function releaseVelocity(samples: readonly Sample[]): number {
  const last = samples[samples.length - 1];
  if (!last) return 0;
  const first = samples.find((sample) => last.t - sample.t <= VELOCITY_WINDOW_MS) ?? last;
  const elapsed = last.t - first.t;
  return elapsed > 0 ? (last.x - first.x) / elapsed : 0;
}

/** The decision a release makes, or null to spring back. */
export function releaseDecision(distance: number, velocity: number): SwipeAction | null {
  const far = Math.abs(distance) >= SWIPE_THRESHOLD_PX;
  const flung =
    Math.abs(velocity) >= FLING_VELOCITY_PX_PER_MS &&
    Math.abs(distance) >= FLING_MIN_DISTANCE_PX &&
    Math.sign(velocity) === Math.sign(distance);
  if (!far && !flung) return null;
  return distance > 0 ? 'like' : 'dislike';
}

export function useDragSwipe({
  onRelease,
  disabled,
}: {
  /** A release that decides; the deck flies the card out and sends the swipe. */
  onRelease: (action: SwipeAction) => void;
  disabled: boolean;
}) {
  const gesture = useRef<Gesture | null>(null);
  const [offset, setOffset] = useState<DragOffset>({ x: 0, y: 0 });
  const [dragging, setDragging] = useState(false);

  // Pointer events come before the touch events of the same move: by the first move past the tap
  // slop, the gesture is already marked captured and its direction known.
  const cardRef = useCallback((node: HTMLElement | null) => {
    if (!node) return;
    const holdTouch = (event: TouchEvent) => {
      if (gesture.current?.captured && gesture.current.sideways && event.cancelable) event.preventDefault();
    };
    node.addEventListener('touchmove', holdTouch, { passive: false });
    return () => node.removeEventListener('touchmove', holdTouch);
  }, []);

  const end = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    gesture.current = null;
    setDragging(false);
    setOffset({ x: 0, y: 0 });
    if (cancelled || !current.captured) return;
    current.samples.push({ x: event.clientX, t: event.timeStamp });
    const decision = releaseDecision(event.clientX - current.x, releaseVelocity(current.samples));
    if (decision) onRelease(decision);
  };

  return {
    offset,
    dragging,
    cardRef,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (disabled || gesture.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
        gesture.current = {
          pointerId: event.pointerId,
          x: event.clientX,
          y: event.clientY,
          captured: false,
          sideways: false,
          samples: [{ x: event.clientX, t: event.timeStamp }],
        };
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const current = gesture.current;
        if (!current || current.pointerId !== event.pointerId) return;
        const dx = event.clientX - current.x;
        const dy = event.clientY - current.y;
        if (!current.captured) {
          if (Math.hypot(dx, dy) < TAP_SLOP_PX) return;
          // From here on it is a drag: every move and the release come to the card, even off it.
          current.captured = true;
          current.sideways = Math.abs(dx) >= Math.abs(dy);
          event.currentTarget.setPointerCapture(event.pointerId);
          setDragging(true);
        }
        current.samples.push({ x: event.clientX, t: event.timeStamp });
        if (current.samples.length > 20) current.samples.shift();
        setOffset({ x: dx, y: dy * VERTICAL_FOLLOW });
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, false),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, true),
    },
  };
}
