// Left and right arrow keys pass and like, anywhere on the page except while typing in a field or
// with a modifier held (Alt+← is the browser's "back").
import { useEffect, useRef } from 'react';
import type { SwipeAction } from '@affinia/contract';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function useArrowKeys(onDecide: (action: SwipeAction) => void, enabled: boolean): void {
  const latest = useRef(onDecide);
  useEffect(() => {
    latest.current = onDecide;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isTyping(event.target)) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      latest.current(event.key === 'ArrowRight' ? 'like' : 'dislike');
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
