// Left and right arrow keys pass and like, anywhere on the page except while typing in a field, with
// a modifier held (Alt+← is the browser's "back"), or while a dialog is open (the match view, a
// report): the deck behind it is not what the keys are meant for.
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
      if (isTyping(event.target) || document.querySelector('dialog[open]')) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      latest.current(event.key === 'ArrowRight' ? 'like' : 'dislike');
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
