// Lets a screen keep toasts off its fixed bars: it publishes the height of its top bar and of its
// bottom bar (a chat's composer) as CSS variables that the toaster's offsets read (app/providers.tsx).
// Heights follow the elements as they change (a composer growing with its text).
import { useCallback } from 'react';

type Edge = 'top' | 'bottom';

/** A callback ref for the bar to keep clear of (React 19 runs the returned cleanup on detach). */
export function useToastClearance(edge: Edge): (element: HTMLElement | null) => (() => void) | undefined {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined;
      const variable = `--toast-clear-${edge}`;
      const root = document.documentElement;
      const update = () => root.style.setProperty(variable, `${Math.ceil(element.getBoundingClientRect().height)}px`);
      update();
      const observer = new ResizeObserver(update);
      observer.observe(element);
      return () => {
        observer.disconnect();
        root.style.removeProperty(variable);
      };
    },
    [edge],
  );
}
