// When a refused request (429) may be tried again, in words (issue 35): the API's Retry-After seconds
// rounded up to the unit a person reads — seconds under a minute, minutes under an hour, then hours —
// never down, so nobody is told to come back before the limit lets them. The web says it in the
// reader's language (`common:retry`); the API's French `detail` ends with the same sentence.

export type RetryWait = { unit: 'seconds' | 'minutes' | 'hours'; count: number };

/** The wait to announce for a Retry-After of `seconds`, or null when none was given (or it is no number). */
export function retryWait(seconds: number | null | undefined): RetryWait | null {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null;
  const whole = Math.ceil(seconds);
  if (whole < 60) return { unit: 'seconds', count: whole };
  if (whole <= 3600) return { unit: 'minutes', count: Math.ceil(whole / 60) };
  return { unit: 'hours', count: Math.ceil(whole / 3600) };
}

const FRENCH_UNITS = {
  seconds: ['seconde', 'secondes'],
  minutes: ['minute', 'minutes'],
  hours: ['heure', 'heures'],
} as const;

/** The French sentence: "Réessayez dans 3 minutes." (1 takes the singular), or "Réessayez plus tard.". */
export function retrySentenceFr(seconds: number | null | undefined): string {
  const wait = retryWait(seconds);
  if (!wait) return 'Réessayez plus tard.';
  const [one, other] = FRENCH_UNITS[wait.unit];
  return `Réessayez dans ${wait.count} ${wait.count === 1 ? one : other}.`;
}
