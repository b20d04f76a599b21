// Terms of use and privacy policy (/terms): back button, language selector (in the header), the ten
// sections the spec lists, and the button that accepts the terms and opens sign-up.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DELETE_CONFIRMATION_WORD, MIN_AGE, PREMIUM_PRICE_USD, formatPriceUsd, SUPPORT_EMAIL } from '@affinia/contract';
import { placesTotal, useOffer } from '../../../lib/offer';
import { paths } from '../../../config/paths';
import { BackButton } from '../../../components/layouts/back-button';
import { PageHead } from '../../../components/layouts/page-head';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { absoluteUrl } from '../../../components/layouts/site-origin';
import { buttonStyles, container } from '../../../components/layouts/styles';

/** The terms' last update (spec: January 2025); the page shows it as text in each language. */
const TERMS_LAST_UPDATED = '2025-01';

type Block = { type: 'p' | 'h3'; text: string } | { type: 'ul'; items: string[] };
type Section = { id: string; title: string; blocks: Block[] };

export default function TermsPage() {
  const { t, i18n } = useTranslation(['legal', 'landing']);
  // This instance's free places, from the server (nothing said of their number until it answers).
  const offer = useOffer();
  const sections = t('sections', {
    returnObjects: true,
    placesTotal: placesTotal(offer),
    price: formatPriceUsd(offer?.price_usd ?? PREMIUM_PRICE_USD, i18n.language),
    minAge: MIN_AGE,
    email: SUPPORT_EMAIL,
    confirmWord: DELETE_CONFIRMATION_WORD,
  }) as Section[];

  return (
    <PublicLayout back={<BackButton label={t('landing:site.back')} />}>
      <PageHead
        title={t('meta.title')}
        description={t('meta.description')}
        path={paths.terms()}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: t('title'),
          description: t('meta.description'),
          url: absoluteUrl(paths.terms()),
          dateModified: TERMS_LAST_UPDATED,
          publisher: { '@type': 'Organization', name: 'Affinia', email: SUPPORT_EMAIL },
        }}
      />
      <div className={`${container} py-12 sm:py-16`}>
        <div className="mx-auto max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-balance text-ink-900 sm:text-4xl">{t('title')}</h1>
          <p className="mt-3 text-sm font-semibold text-brand-700">{t('lastUpdated')}</p>
          <p className="mt-6 text-lg leading-relaxed text-ink-600">{t('intro')}</p>

          <nav aria-labelledby="terms-toc" className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-200">
            <h2 id="terms-toc" className="text-sm font-semibold tracking-wide text-ink-600 uppercase">
              {t('tocLabel')}
            </h2>
            <ol className="mt-3 grid gap-x-6 gap-y-1.5 sm:grid-cols-2">
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="rounded text-brand-700 underline-offset-4 hover:underline">
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mt-12 scroll-mt-6"
            >
              <h2 id={`${section.id}-title`} className="text-2xl font-bold text-ink-900">
                {section.title}
              </h2>
              {section.blocks.map((block, index) => {
                if (block.type === 'h3') {
                  return (
                    <h3 key={index} className="mt-6 text-lg font-semibold text-ink-900">
                      {block.text}
                    </h3>
                  );
                }
                if (block.type === 'ul') {
                  return (
                    <ul
                      key={index}
                      className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-ink-600 marker:text-brand-600"
                    >
                      {block.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  );
                }
                return (
                  <p key={index} className="mt-3 leading-relaxed text-ink-600">
                    {block.text}
                  </p>
                );
              })}
            </section>
          ))}

          <div className="mt-14 flex flex-col items-center gap-4 rounded-2xl bg-brand-50 p-8 text-center ring-1 ring-brand-100">
            <Link to={paths.auth({ mode: 'signup' })} className={buttonStyles.primary}>
              {t('accept')}
            </Link>
          </div>
        </div>
      </div>
    </PublicLayout>
  );
}
