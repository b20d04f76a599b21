// The API answers in French (its `detail` and `message` texts are the spec's). French screens show
// them verbatim; other languages show our translation of a known message, found by its key in the
// contract's MSG table, and the French text only when no translation exists yet.
import { FREE_SIGNUP_LIMIT, MSG, PREMIUM_PRICE_USD, formatPriceUsd } from '@affinia/contract';
import { currentLanguage, i18n } from '../i18n';

const keyByText = new Map<string, string>();
for (const [key, value] of Object.entries(MSG)) if (typeof value === 'string') keyByText.set(value, key);

/** The MSG key of a server text ("invalidCredentials"), if the text is one of the fixed ones. */
export function serverMessageKey(text: string): string | undefined {
  return keyByText.get(text);
}

/**
 * A server text in the interface language. Translations live under `serverMessages.<MSG key>` in the
 * given namespaces (the feature's own first, then `common`); no text at all gives the generic error.
 */
export function localizeServerMessage(text: string | null | undefined, namespaces: readonly string[] = []): string {
  if (!text) return i18n.t('errors.generic', { ns: 'common' });
  if (currentLanguage() === 'fr') return text;
  const key = serverMessageKey(text);
  if (!key) return text;
  for (const ns of [...namespaces, 'common']) {
    if (i18n.exists(`serverMessages.${key}`, { ns })) {
      // The few messages with figures (free places, price) take them from the contract, as the server does.
      return i18n.t(`serverMessages.${key}`, {
        ns,
        limit: FREE_SIGNUP_LIMIT,
        price: formatPriceUsd(PREMIUM_PRICE_USD, currentLanguage()),
      });
    }
  }
  return text;
}
