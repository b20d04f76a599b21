// Which social proof the public pages show (decision 041): 'showcase' — the spec's ten static reviews
// and marketing figures — or 'members' — approved member testimonials only, the production default.
// Not baked into the build: the server writes its STATIC_SOCIAL_PROOF setting into
// `<html data-social-proof>` and serves the page prerendered in that mode, so the hydrated page
// agrees with the served markup.
import { SOCIAL_PROOF_PLACEHOLDER, type SocialProofMode } from '@affinia/contract';

let prerenderMode: SocialProofMode = 'showcase';

/** The prerender (Node) renders the pages that depend on it once in each mode. */
export function setPrerenderSocialProof(mode: SocialProofMode): void {
  prerenderMode = mode;
}

export function socialProofMode(): SocialProofMode {
  if (typeof document === 'undefined') return prerenderMode;
  const served = document.documentElement.dataset.socialProof;
  // The Vite dev server does not fill it in, and runs outside production: the spec's page. Any other
  // value is the honest one, so a mistake never shows invented reviews.
  return served === 'showcase' || served === SOCIAL_PROOF_PLACEHOLDER ? 'showcase' : 'members';
}

/** The spec's static reviews and marketing figures are shown (the operator opted in). */
export const showsStaticSocialProof = (): boolean => socialProofMode() === 'showcase';
