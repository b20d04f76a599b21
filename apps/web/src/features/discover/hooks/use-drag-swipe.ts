// Drag-to-swipe with pointer events, so one code path serves touch, pen and mouse: the card follows
// the pointer horizontally (vertical moves stay with the page, thanks to `touch-action: pan-y`), and a
// release beyond the threshold decides — right likes, left passes. If the decision fails, the card
// springs back.
import { useRef, useState, type PointerEvent } from 'react';
import type { SwipeAction } from '@affinia/contract';

/** Past this many pixels a release counts as a decision; below, the card returns to the middle. */
export const SWIPE_THRESHOLD_PX = 110;

export function useDragSwipe({
  onDecide,
  disabled,
}: {
  /** Resolves to whether the decision went through. */
  onDecide: (action: SwipeAction) => Promise<boolean>;
  disabled: boolean;
}) {
  const start = useRef<{ x: number; pointerId: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const end = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const origin = start.current;
    if (!origin || origin.pointerId !== event.pointerId) return;
    start.current = null;
    setDragging(false);
    const distance = event.clientX - origin.x;
    if (cancelled || Math.abs(distance) < SWIPE_THRESHOLD_PX) {
      setOffset(0);
      return;
    }
    // Fly out on the side chosen while the swipe is sent; come back if it fails.
    setOffset(Math.sign(distance) * window.innerWidth);
    void onDecide(distance > 0 ? 'like' : 'dislike').then((done) => {
      if (!done) setOffset(0);
    });
  };

  return {
    offset,
    dragging,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (disabled || start.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
        start.current = { x: event.clientX, pointerId: event.pointerId };
        event.currentTarget.setPointerCapture(event.pointerId);
        setDragging(true);
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const origin = start.current;
        if (origin && origin.pointerId === event.pointerId) setOffset(event.clientX - origin.x);
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, false),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, true),
    },
  };
}
