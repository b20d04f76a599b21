// The public origin used in canonical links, Open Graph URLs and JSON-LD. Not baked into the build:
// the prerender writes a placeholder and the server fills in its own PUBLIC_ORIGIN when it serves the
// HTML, including `<html data-public-origin>`, which the browser reads here — so the hydrated page
// agrees with the served markup whatever origin this one build runs under.
import { PUBLIC_ORIGIN_PLACEHOLDER } from '@affinia/contract';

function currentOrigin(): string {
  // Prerendering (Node): the placeholder, replaced by the server at serve time.
  if (typeof document === 'undefined') return PUBLIC_ORIGIN_PLACEHOLDER;
  const served = document.documentElement.dataset.publicOrigin;
  // The Vite dev server does not fill it in: the page's own origin is the public one there.
  if (served && served !== PUBLIC_ORIGIN_PLACEHOLDER) return served;
  return window.location.origin;
}

export const SITE_ORIGIN = currentOrigin().replace(/\/+$/, '');

export const absoluteUrl = (path: string): string => `${SITE_ORIGIN}${path}`;
