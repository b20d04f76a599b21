// Headers every response gets. API answers are private (profiles, messages, e-mails): no browser or
// shared cache may keep one unless its route says otherwise on purpose (a public list, a photo kept
// privately by the browser that was shown it). Pages may not use device features the app never needs,
// so an injected script or a framed third party cannot ask for the microphone or the position either;
// the camera only for the app's own pages (the verification selfie), never for a framed third party.
import type { FastifyInstance } from 'fastify';

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

export function registerPrivacyHeaders(app: FastifyInstance) {
  // A callback hook (every answer runs it): no promise nor microtask for a synchronous step.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
