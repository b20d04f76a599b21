import { describe, expect, it } from 'vitest';
import { retrySentenceFr, retryWait } from './retry-wait.js';

describe('when to retry, in words', () => {
  it('rounds Retry-After up to seconds, minutes or hours, never down', () => {
    expect(retryWait(1)).toEqual({ unit: 'seconds', count: 1 });
    expect(retryWait(59)).toEqual({ unit: 'seconds', count: 59 });
    expect(retryWait(60)).toEqual({ unit: 'minutes', count: 1 });
    expect(retryWait(61)).toEqual({ unit: 'minutes', count: 2 });
    expect(retryWait(3600)).toEqual({ unit: 'minutes', count: 60 });
    expect(retryWait(3601)).toEqual({ unit: 'hours', count: 2 });
    expect(retryWait(86_400)).toEqual({ unit: 'hours', count: 24 });
  });

  it('has no time to give without a positive number', () => {
    for (const none of [null, undefined, 0, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(retryWait(none)).toBeNull();
  });

  it('says it in French, singular for 1', () => {
    expect(retrySentenceFr(1)).toBe('Réessayez dans 1 seconde.');
    expect(retrySentenceFr(42)).toBe('Réessayez dans 42 secondes.');
    expect(retrySentenceFr(60)).toBe('Réessayez dans 1 minute.');
    expect(retrySentenceFr(900)).toBe('Réessayez dans 15 minutes.');
    expect(retrySentenceFr(7200)).toBe('Réessayez dans 2 heures.');
    expect(retrySentenceFr(null)).toBe('Réessayez plus tard.');
  });
});
