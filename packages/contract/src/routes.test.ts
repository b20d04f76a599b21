import { describe, expect, it } from 'vitest';
import { isAppRoute } from './routes.js';

describe('isAppRoute', () => {
  it('knows every page of the route table, as React Router matches them', () => {
    for (const path of [
      '/',
      '/faq',
      '/FAQ',
      '/faq/',
      '/payment/success',
      '/blog/psychologie-compatibilite-amoureuse',
      '/chat/0b7d1f7e-8c1a-4d39-9d8e-3f0b1f5c2a10',
      '/submit-testimonial',
      '/dashboard/preferences',
      '/dashboard/notifications',
      '/dashboard/privacy',
    ]) {
      expect(isAppRoute(path), path).toBe(true);
    }
  });

  it('refuses what no route matches', () => {
    for (const path of [
      '/nope',
      '/faq/more',
      '/blog/a/b',
      '/chat',
      '/payment/other',
      '/discovery',
      '//x',
      '/dashboard/other',
      '/dashboard/privacy/more',
    ]) {
      expect(isAppRoute(path), path).toBe(false);
    }
  });
});
