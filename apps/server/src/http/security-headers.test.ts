// The security headers worked out once are the ones helmet's own middleware sets on a real answer.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { HELMET_OPTIONS, securityHeaders } from './security-headers.js';

describe('securityHeaders', () => {
  it('lists exactly what helmet sets on a real response', () => {
    const request = new IncomingMessage(new Socket());
    const response = new ServerResponse(request);
    response.setHeader('x-powered-by', 'something');
    helmet(HELMET_OPTIONS)(request, response, (err?: unknown) => {
      if (err) throw err;
    });
    const real = Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]);
    const once = securityHeaders(HELMET_OPTIONS);
    expect(Object.fromEntries(once)).toEqual(Object.fromEntries(real));
    expect(once.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'strict-transport-security',
        'x-content-type-options',
        'x-frame-options',
        'referrer-policy',
        'cross-origin-opener-policy',
      ]),
    );
    expect(once.map(([name]) => name)).not.toContain('cross-origin-embedder-policy');
  });

  it('refuses a policy that would depend on the request', () => {
    const perRequest = {
      contentSecurityPolicy: { directives: { scriptSrc: ["'self'", (req: IncomingMessage) => `'${req.url}'`] } },
    };
    expect(() => securityHeaders(perRequest)).toThrow(/depends on the request/);
  });
});
