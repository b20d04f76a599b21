// The public origin used in canonical links, Open Graph URLs and JSON-LD. Baked in at build time so
// that the prerendered HTML and the hydrated page agree; PUBLIC_ORIGIN is the same variable the
// server and the sitemap read.
const configured: unknown = import.meta.env.PUBLIC_ORIGIN ?? import.meta.env.VITE_PUBLIC_ORIGIN;

export const SITE_ORIGIN = (
  typeof configured === 'string' && configured ? configured : 'http://localhost:3000'
).replace(/\/+$/, '');

export const absoluteUrl = (path: string): string => `${SITE_ORIGIN}${path}`;
