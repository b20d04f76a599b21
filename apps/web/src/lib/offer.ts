// This instance's offer (issue 35 item 11): its free places, whether one is left, and the price, from
// GET /api/payments/offer. The operator's FREE_SIGNUP_LIMIT may differ from the spec's 5000, so no
// screen writes a figure of its own: until the server has answered, a sentence naming the free places
// or the price is not shown rather than shown with a figure that may be wrong. Plain state, not the
// query cache: the static public pages (landing, FAQ, terms…) do not load the query library.
import { useEffect, useState } from 'react';
import type { PaymentOffer } from '@affinia/contract';
import { i18n } from '../i18n';
import { api } from './api-client';

/** A place can go at any moment: an answer older than this is asked again by the next screen. */
const FRESH_MS = 60_000;

let cached: { offer: PaymentOffer; at: number } | null = null;
let pending: Promise<PaymentOffer> | null = null;

/** The offer, asked once for all the screens that want it at the same time. */
export function fetchOffer(): Promise<PaymentOffer> {
  pending ??= api
    .get<PaymentOffer>('/payments/offer', { authenticated: false })
    .then((offer) => {
      cached = { offer, at: Date.now() };
      return offer;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/**
 * The server has just said that no free place is left (a sign-up answered `needs_payment`): the answer
 * kept between screens says so too, or the sign-up form seen again after paying would still read
 * "Gratuit pour les 5000 premiers inscrits" for up to a minute.
 */
export function noFreePlaceLeft(): void {
  if (cached) cached = { offer: { ...cached.offer, free_places_left: false }, at: cached.at };
}

/** For tests: forgets the answer kept between screens. */
export function forgetOffer(): void {
  cached = null;
  pending = null;
}

/**
 * Runs `ask` now when online, else once the network is back: offline (a page the service worker kept),
 * asking could only fail. Returns what cancels a wait still pending.
 */
export function whenOnline(ask: () => void, target: EventTarget, online: boolean): () => void {
  if (online) {
    ask();
    return () => {};
  }
  target.addEventListener('online', ask, { once: true });
  return () => target.removeEventListener('online', ask);
}

/** The offer once the server has answered (the last answer meanwhile, if a screen already had one). */
export function useOffer(): PaymentOffer | undefined {
  const [offer, setOffer] = useState<PaymentOffer | undefined>(() => cached?.offer);
  useEffect(() => {
    // A fresh answer is already the first state: nothing to ask.
    if (cached && Date.now() - cached.at < FRESH_MS) return;
    let live = true;
    const ask = () =>
      fetchOffer().then(
        (fresh) => live && setOffer(fresh),
        // The sentences with a figure stay hidden; the page itself works without them.
        (error: unknown) => console.warn('[offer] could not load the free places and price', error),
      );
    const stop = whenOnline(() => void ask(), window, navigator.onLine);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return offer;
}

/** Free places are offered at all (an operator may set none): the sentences about them apply. */
export const offersFreePlaces = (offer: PaymentOffer | undefined): offer is PaymentOffer =>
  offer !== undefined && offer.free_signup_limit > 0;

/** A free place is still left: "Gratuit pour les 5000 premiers inscrits" is still true for this visitor. */
export const freePlacesLeft = (offer: PaymentOffer | undefined): offer is PaymentOffer =>
  offersFreePlaces(offer) && offer.free_places_left;

/**
 * The free places' figure where a text holds it in a list (FAQ, terms, how it works): " (5000 au
 * total)" in the interface language once known, nothing before; the sentence reads right either way.
 */
export const placesTotal = (offer: PaymentOffer | undefined): string =>
  offersFreePlaces(offer) ? i18n.t('offer.inTotal', { ns: 'common', limit: offer.free_signup_limit }) : '';
