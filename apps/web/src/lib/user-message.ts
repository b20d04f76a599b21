// What a failed request tells the person (issue 14): the server's catalogue `code` translated in the
// interface language with its `params` (`errors` namespace, one entry per code of the contract's
// errors.ts), never the French `detail` on an English screen. No answer at all, or an error without a
// known code, gives the caller's fallback, then the generic message.
import { PREMIUM_PRICE_USD, formatPriceUsd, retryWait } from '@affinia/contract';
import { currentLanguage, i18n } from '../i18n';
import { ApiError } from './api-client';

export function toUserMessage(error: unknown, fallback?: string): string {
  // A refusal for going too fast says what happened, then when to come back (issue 35).
  if (error instanceof ApiError && error.status === 429) {
    const what = catalogueMessage(error) ?? catalogueMessage(new ApiError(429, null, 'tooManyRequests'));
    if (what === null) return fallback ?? i18n.t('errors.generic', { ns: 'common' });
    return `${what} ${retryMessage(error.retryAfterSeconds)}`;
  }
  return catalogueMessage(error) ?? fallback ?? i18n.t('errors.generic', { ns: 'common' });
}

/** "Réessayez dans 3 minutes." in the reader's language (singular and plural), or "… plus tard." */
export function retryMessage(retryAfterSeconds: number | null): string {
  const wait = retryWait(retryAfterSeconds);
  return wait
    ? i18n.t(`retry.${wait.unit}`, { ns: 'common', count: wait.count })
    : i18n.t('retry.later', { ns: 'common' });
}

function catalogueMessage(error: unknown): string | null {
  if (error instanceof ApiError && error.code) {
    // Figures come from the server (this instance's free places); a price is written the reader's way,
    // and a limit chooses the plural ("Les 2 inscriptions…", "La place gratuite…", none offered).
    const params: Record<string, string | number> = { ...error.params };
    if ('price' in params) params.price = formatPriceUsd(PREMIUM_PRICE_USD, currentLanguage());
    if (typeof params.limit === 'number' && !('count' in params)) params.count = params.limit;
    const options = { ns: 'errors', ...params };
    if (i18n.exists(error.code, options)) return i18n.t(error.code, options);
  }
  return null;
}

/** A 401 is handled once, by the API client (session cleared, back to sign-in): screens say nothing. */
export const isSessionEnd = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The catalogue message of an error as a toast's second line, or nothing when the server gave none. */
export function errorDescription(error: unknown): string | undefined {
  return error instanceof ApiError && error.code ? toUserMessage(error) : undefined;
}
