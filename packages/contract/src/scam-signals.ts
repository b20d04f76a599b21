// Scam signals in a conversation's first messages (issue 18 part 3): phone numbers, links, crypto
// wallets, requests for money and invitations to move to another app, in fr/en/es/de. Each signal
// weighs in a 0–100 risk score; the server reports them to the admin, the web keeps links unclickable
// until both members have written a few messages. Pure, so both sides agree on what a link is.
import { normaliseForScreening, normaliseText, type NormalisedText } from './text-normaliser.js';

export const SCAM_SIGNALS = ['phone', 'link', 'crypto_wallet', 'money_request', 'off_platform'] as const;
export type ScamSignal = (typeof SCAM_SIGNALS)[number];
/** Where a signal was found: a message, or a profile text every card shows (issue 31). */
export const SCAM_SIGNAL_SOURCES = ['message', 'bio', 'type_preference'] as const;
export type ScamSignalSource = (typeof SCAM_SIGNAL_SOURCES)[number];

/** How much each signal weighs in the risk score (capped at 100): money and wallets weigh most. */
export const SCAM_SIGNAL_WEIGHTS: Record<ScamSignal, number> = {
  phone: 30,
  link: 25,
  crypto_wallet: 50,
  money_request: 45,
  off_platform: 30,
};

/** A sender's first messages in a match are the ones watched (romance scams move fast). */
export const SCAM_WATCH_FIRST_MESSAGES = 5;
/** Links become clickable once both members have written this many messages each. */
export const LINKS_CLICKABLE_AFTER = 3;

/** http(s) URLs, www. addresses and bare domains with a common top-level domain. */
const LINKS =
  /\b(?:https?:\/\/[^\s<>"]+|www\.[^\s<>"]+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|me|co|fr|de|es|uk|info|biz|xyz|app|link|ly|gl|be|ch|ru|cn|top|site|online)\b(?:\/[^\s<>"]*)?)/gi;

// Nine digits or more once spaces, dots, dashes and brackets are removed, optionally after a +.
const PHONE = /(?:\+|\b00)?\d(?:[\s.\-()]*\d){8,14}\b/;
const CRYPTO = /\b(?:bc1[a-z0-9]{25,60}|[13][a-km-zA-HJ-NP-Z1-9]{25,34}|0x[a-fA-F0-9]{40}|T[1-9A-HJ-NP-Za-km-z]{33})\b/;

/** Normalised phrases (see normaliseForScreening): asking for money, or to talk elsewhere. */
const MONEY = [
  'western union',
  'moneygram',
  'mandat cash',
  'carte cadeau',
  'cartes cadeaux',
  'gift card',
  'itunes card',
  'google play card',
  'steam card',
  'transcash',
  'pcs mastercard',
  'neosurf',
  'envoie moi de l argent',
  'envoyer de l argent',
  'preter de l argent',
  'pret d argent',
  'faire un virement',
  'fais moi un virement',
  'mon rib',
  'ton rib',
  'send me money',
  'send money',
  'wire transfer',
  'lend me',
  'need money',
  'pay for my ticket',
  'paypal me',
  'bitcoin',
  'crypto',
  'usdt',
  'investment opportunity',
  'envia dinero',
  'enviame dinero',
  'prestame dinero',
  'transferencia bancaria',
  'tarjeta regalo',
  'geld schicken',
  'schick mir geld',
  'uberweisung',
  'leih mir geld',
  'gutscheinkarte',
  'geschenkkarte',
];
const OFF_PLATFORM = [
  'whatsapp',
  'whats app',
  'telegram',
  'snapchat',
  'snap',
  'kik',
  'wechat',
  'viber',
  'hangouts',
  'signal app',
  'line app',
  'google chat',
  'ecris moi sur',
  'ajoute moi sur',
  'parlons sur',
  'mon numero',
  'ton numero',
  'add me on',
  'text me on',
  'message me on',
  'my number',
  'your number',
  'agregame en',
  'escribeme por',
  'mi numero',
  'tu numero',
  'schreib mir auf',
  'meine nummer',
  'deine nummer',
];

const phrases = (list: readonly string[]) =>
  new RegExp(`(?<![a-z])(?:${list.map((p) => normaliseForScreening(p)).join('|')})(?![a-z])`);
const MONEY_RE = phrases(MONEY);
const OFF_PLATFORM_RE = phrases(OFF_PLATFORM);

export type ScamCheck = { signals: ScamSignal[]; risk: number };

/**
 * The scam signals in one message, and their risk score (0 when there are none). Numbers and wallets
 * are looked for in the folded text (full-width digits, digits split by invisible characters), links
 * in its skeleton (evil。com, Cyrillic letters in a domain), phrases in every word reading. A caller
 * that has already normalised the text for screening passes it, so it is done once per message.
 */
export function scamSignals(text: string, n: NormalisedText = normaliseText(text)): ScamCheck {
  const signals: ScamSignal[] = [];
  if (CRYPTO.test(n.folded)) signals.push('crypto_wallet');
  if (PHONE.test(n.folded)) signals.push('phone');
  if (n.skeleton.search(LINKS) >= 0) signals.push('link');
  if (n.readings.some((r) => MONEY_RE.test(r))) signals.push('money_request');
  if (n.readings.some((r) => OFF_PLATFORM_RE.test(r))) signals.push('off_platform');
  const risk = Math.min(
    100,
    signals.reduce((sum, signal) => sum + SCAM_SIGNAL_WEIGHTS[signal], 0),
  );
  return { signals, risk };
}

/** A message cut into text and links, for showing links as links once they may be clicked. */
export function splitLinks(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let at = 0;
  // matchAll works on a copy of the regular expression: the shared one keeps no position between calls.
  for (const match of text.matchAll(LINKS)) {
    const url = match[0].replace(/[.,;:!?)]+$/, '');
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({ text: url, href: /^https?:\/\//i.test(url) ? url : `https://${url}` });
    at = match.index + url.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
