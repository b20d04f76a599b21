// The landing's free-places banner says the real state (issue 35 item 3): "Inscription gratuite pour les
// N premiers membres" only while a place is left, then that the places are taken — with a correct plural
// for one place — in the four languages.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPriceUsd, type PaymentOffer } from '@affinia/contract';
import { loadNamespaces, setLanguage } from '../../i18n';
import { fetchOffer, forgetOffer } from '../../lib/offer';
import { jsonResponse, stubBrowser } from '../../lib/test-browser';
import LandingPage from './pages/landing-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  forgetOffer();
  await setLanguage('fr');
});

/** The landing once the server has answered with this offer. */
async function landing(offer: PaymentOffer) {
  const { fetchMock } = stubBrowser();
  fetchMock.mockResolvedValue(jsonResponse(200, offer));
  await fetchOffer();
  await loadNamespaces(['landing']);
  return renderToStaticMarkup(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
}

const offer = (limit: number, left: boolean): PaymentOffer => ({
  free_signup_limit: limit,
  free_places_left: left,
  price_usd: 10,
});

describe('free-places banner on the landing', () => {
  it('promises a free sign-up while a place is left', async () => {
    const html = await landing(offer(5000, true));
    expect(html).toContain('Inscription gratuite pour les 5000 premiers membres');
  });

  it('says the places are taken once they are, and promises nothing', async () => {
    const html = await landing(offer(5000, false));
    expect(html).toContain('Les 5000 places gratuites ont été attribuées');
    expect(html).not.toContain('Inscription gratuite');
    expect(html).toContain(`paiement unique de ${formatPriceUsd(10, 'fr')}`);
  });

  it('words one place as one, in the four languages', async () => {
    const expected = {
      fr: 'La place gratuite a été attribuée',
      en: 'The free place has been taken',
      es: 'Ya se ha asignado la plaza gratuita',
      de: 'Der kostenlose Platz ist vergeben',
    };
    for (const [language, text] of Object.entries(expected)) {
      await setLanguage(language as keyof typeof expected);
      forgetOffer();
      expect(await landing(offer(1, false)), language).toContain(text);
    }
  });
});
