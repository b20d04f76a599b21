// Request logs never carry the token of a mailed link.
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { redactTokens, serializeRequest } from './log-redaction.js';

describe('request log redaction', () => {
  it('hides every token parameter, whatever its place or case, and keeps the rest', () => {
    expect(redactTokens('/reset-password?token=abc.DEF-123')).toBe('/reset-password?token=[redacted]');
    expect(redactTokens('/api/notifications/unsubscribe?lang=fr&TOKEN=x%2Ey#top')).toBe(
      '/api/notifications/unsubscribe?lang=fr&TOKEN=[redacted]#top',
    );
    expect(redactTokens('/confirm-email?token=a&token=b')).toBe('/confirm-email?token=[redacted]&token=[redacted]');
    expect(redactTokens('/api/discover?page=2')).toBe('/api/discover?page=2');
  });

  it('is what the request serializer logs', () => {
    const request = {
      method: 'GET',
      url: '/reset-password?token=secret-value',
      host: 'affinia.test',
      ip: '203.0.113.7',
      socket: { remotePort: 40000 },
    } as unknown as FastifyRequest;
    const logged = JSON.stringify(serializeRequest(request));
    expect(logged).not.toContain('secret-value');
    expect(serializeRequest(request)).toEqual({
      method: 'GET',
      url: '/reset-password?token=[redacted]',
      host: 'affinia.test',
      remoteAddress: '203.0.113.7',
      remotePort: 40000,
    });
  });
});
