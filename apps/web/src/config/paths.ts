// Every route of the product (spec section 2) as one named builder, so links never hand-write URLs
// and a route that moves changes in one place. `pattern` is what the router matches.

import { ROUTE_PATTERNS } from '@affinia/contract';

export type AuthMode = 'login' | 'signup';
/** The questionnaire's optional step has its own address, so that a reload keeps it. */
export const PREFERENCES_STEP = 'preferences';
export type QuestionnaireStepParam = typeof PREFERENCES_STEP;

const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

export const paths = {
  home: () => '/',
  /** Sign-in by default; `signup` opens the registration form. */
  auth: ({ mode }: { mode?: AuthMode } = {}) => withQuery('/auth', { mode }),
  terms: () => '/terms',
  payment: () => '/payment',
  paymentSuccess: ({ sessionId }: { sessionId?: string } = {}) =>
    withQuery('/payment/success', { session_id: sessionId }),
  paymentCancel: () => '/payment/cancel',
  admin: () => '/admin',
  faq: () => '/faq',
  howItWorks: () => '/how-it-works',
  about: () => '/about',
  blog: () => '/blog',
  blogArticle: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  testimonials: () => '/testimonials',
  submitTestimonial: () => '/submit-testimonial',
  /** `step: 'preferences'`: the optional step after a first questionnaire (issue 34, decision 063). */
  questionnaire: ({ step }: { step?: QuestionnaireStepParam } = {}) => withQuery('/questionnaire', { step }),
  dashboard: () => '/dashboard',
  /** The dashboard's settings sections (decision 060); `dashboard` itself is the profile. */
  dashboardPreferences: () => '/dashboard/preferences',
  dashboardNotifications: () => '/dashboard/notifications',
  dashboardPrivacy: () => '/dashboard/privacy',
  discover: () => '/discover',
  matches: () => '/matches',
  chat: (matchId: string) => `/chat/${encodeURIComponent(matchId)}`,
  /** Links mailed to members (issue 16): ask for a reset link, use it, confirm an address, unsubscribe. */
  forgotPassword: () => '/forgot-password',
  resetPassword: ({ token }: { token?: string } = {}) => withQuery('/reset-password', { token }),
  /** A one-time sign-in link: asked for without a token, opened with the mailed one (decision 035). */
  signInLink: ({ token }: { token?: string } = {}) => withQuery('/sign-in-link', { token }),
  confirmEmail: ({ token }: { token?: string } = {}) => withQuery('/confirm-email', { token }),
  unsubscribe: ({ token }: { token?: string } = {}) => withQuery('/unsubscribe', { token }),
} as const;

/** Route patterns for the router (React Router syntax): the contract's table, which the server's page
 * fallback also reads to answer 404 for unknown addresses. */
export const routePatterns = ROUTE_PATTERNS satisfies Record<keyof typeof paths, string>;
