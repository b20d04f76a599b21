// Whether a CSS media query matches now, following its changes (a rotated tablet, a mouse plugged
// in). Server rendering (prerender) answers `false`.
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The main pointer is a finger: gestures rather than keys are what the person has at hand. */
export const TOUCH_QUERY = '(pointer: coarse)';
