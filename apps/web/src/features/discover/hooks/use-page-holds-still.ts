// While discover is open, no gesture on the page moves the browser instead of the deck: a sideways
// flick past the page's edge is not "back" (Chrome's overscroll history navigation) and a pull down
// from the top is not a reload. `overscroll-behavior` on the root element is what governs the
// viewport's own overscroll; it is set for as long as the page is shown and given back on leaving, so
// other screens keep the browser's usual behaviour. (A system edge gesture, such as the back swipe of
// iOS or of Android's gesture navigation, belongs to the device and no page can hold it.)
import { useEffect } from 'react';

export function usePageHoldsStill(): void {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.overscrollBehavior;
    root.style.overscrollBehavior = 'none';
    return () => {
      root.style.overscrollBehavior = before;
    };
  }, []);
}
