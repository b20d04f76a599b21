// A finger on the screen (Chrome DevTools touch events: pointerType "touch", as on a phone), for the
// journeys that drag: each event carries its own time, `stepMs` apart, so the gesture's speed is what
// the test says whatever the machine's load (pages read pointer events' timeStamp).
import type { Page } from 'playwright-core';

export type Point = { x: number; y: number };

/** Touches `from`, moves to `to` in `steps` even steps `stepMs` apart, and lifts the finger. */
export async function fingerDrag(page: Page, from: Point, to: Point, steps: number, stepMs: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const at = (step: number) => start + (step * stepMs) / 1000;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from], timestamp: at(0) });
  for (let step = 1; step <= steps; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps }],
      timestamp: at(step),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: at(steps + 1) });
  await cdp.detach();
}
