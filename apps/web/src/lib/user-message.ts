// What a failed request tells the person (issue 14): the server's catalogue `code` translated in the
// interface language with its `params` (`errors` namespace, one entry per code of the contract's
// errors.ts), never the French `detail` on an English screen. No answer at all, or an error without a
// known code, gives the caller's fallback, then the generic message.
import { PREMIUM_PRICE_USD, formatPriceUsd } from '@affinia/contract';
import { currentLanguage, i18n } from '../i18n';
import { ApiError } from './api-client';

export function toUserMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError && error.code && i18n.exists(error.code, { ns: 'errors' })) {
    // Figures come from the server (this instance's free places); a price is written the reader's way.
    const params: Record<string, string | number> = { ...error.params };
    if ('price' in params) params.price = formatPriceUsd(PREMIUM_PRICE_USD, currentLanguage());
    return i18n.t(error.code, { ns: 'errors', ...params });
  }
  return fallback ?? i18n.t('errors.generic', { ns: 'common' });
}

/** A 401 is handled once, by the API client (session cleared, back to sign-in): screens say nothing. */
export const isSessionEnd = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The catalogue message of an error as a toast's second line, or nothing when the server gave none. */
export function errorDescription(error: unknown): string | undefined {
  return error instanceof ApiError && error.code ? toUserMessage(error) : undefined;
}
