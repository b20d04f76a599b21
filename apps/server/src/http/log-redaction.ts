// Request logs without the capabilities some URLs carry: the links mailed to members put a token in
// the query string (/reset-password?token=…, /confirm-email?token=…, the unsubscribe address), and a
// log line must never be enough to reset a password or change someone's settings.
import type { FastifyRequest } from 'fastify';

export const redactTokens = (url: string) => url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');

/** Fastify's own request serializer, with the URL's tokens hidden. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
