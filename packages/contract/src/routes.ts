// The web app's routes (spec section 2), in React Router syntax, defined once: the web router is built
// from them, and the server's page fallback answers 404 for a path none of them matches (so an unknown
// address is a real "not found" for browsers and search engines, while the page still shows "Page
// introuvable").
export const ROUTE_PATTERNS = {
  home: '/',
  auth: '/auth',
  terms: '/terms',
  payment: '/payment',
  paymentSuccess: '/payment/success',
  paymentCancel: '/payment/cancel',
  admin: '/admin',
  faq: '/faq',
  howItWorks: '/how-it-works',
  about: '/about',
  blog: '/blog',
  blogArticle: '/blog/:slug',
  testimonials: '/testimonials',
  submitTestimonial: '/submit-testimonial',
  questionnaire: '/questionnaire',
  dashboard: '/dashboard',
  // The dashboard's settings, one address per section (issue 35, decision 060).
  dashboardPreferences: '/dashboard/preferences',
  dashboardNotifications: '/dashboard/notifications',
  dashboardPrivacy: '/dashboard/privacy',
  discover: '/discover',
  matches: '/matches',
  chat: '/chat/:matchId',
  // Links mailed to members (issue 16).
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  signInLink: '/sign-in-link',
  confirmEmail: '/confirm-email',
  unsubscribe: '/unsubscribe',
} as const;
export type RouteName = keyof typeof ROUTE_PATTERNS;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const PATTERN_SEGMENTS = Object.values(ROUTE_PATTERNS).map(segmentsOf);

/**
 * Whether a URL path (no query) is one of the app's pages, matched as React Router does by default:
 * case-insensitive, a trailing slash ignored, `:param` standing for one non-empty segment.
 */
export function isAppRoute(pathname: string): boolean {
  const segments = segmentsOf(pathname.toLowerCase());
  return PATTERN_SEGMENTS.some(
    (pattern) =>
      pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i]),
  );
}
