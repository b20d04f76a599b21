// Helmet's security headers (CSP, HSTS, nosniff, frame and referrer policies…) on every answer. They
// do not depend on the request, so they are worked out once at start-up: @fastify/helmet rebuilt
// helmet's middleware, CSP parsing included, for every request (3–4 % of a message's CPU and 5 % of
// what it allocated, issue 36).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The app's policy: only its own origin, no framing; inline styles for the React app's style props. */
export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet's middleware sets for these options, read by running it once against a recorder.
 * Throws if the options make a header depend on the request (a directive given as a function): such
 * a policy cannot be worked out once.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  const noRequest = new Proxy({} as IncomingMessage, {
    get() {
      throw new Error('a security header depends on the request: it cannot be worked out once');
    },
  });
  let done = false;
  helmet(options)(noRequest, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return [...headers];
}

/** Sets the headers on every answer, 404s and static files included, before any handler runs. */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions> = HELMET_OPTIONS) {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, next) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    next();
  });
}
