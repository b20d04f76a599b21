// FAQ (/faq): twelve questions in an accordion where one answer is open at a time, a mailto button
// to support, and the questions as FAQPage structured data.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DELETE_CONFIRMATION_WORD, MIN_AGE, PREMIUM_PRICE_USD, formatPriceUsd, SUPPORT_EMAIL } from '@affinia/contract';
import { placesTotal, useOffer } from '../../../lib/offer';
import { paths } from '../../../config/paths';
import { ChevronDownIcon, MailIcon } from '../../../components/ui/icons';
import { PageHead } from '../../../components/layouts/page-head';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { buttonStyles, container } from '../../../components/layouts/styles';

type FaqItem = { question: string; answer: string };

export default function FaqPage() {
  const { t, i18n } = useTranslation('faq');
  // This instance's free places, from the server (nothing said of their number until it answers).
  const offer = useOffer();
  const items = t('items', {
    returnObjects: true,
    placesTotal: placesTotal(offer),
    price: formatPriceUsd(offer?.price_usd ?? PREMIUM_PRICE_USD, i18n.language),
    minAge: MIN_AGE,
    confirmWord: DELETE_CONFIRMATION_WORD,
  }) as FaqItem[];
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();

  return (
    <PublicLayout>
      <PageHead
        title={t('meta.title')}
        description={t('meta.description')}
        path={paths.faq()}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: items.map((item) => ({
            '@type': 'Question',
            name: item.question,
            acceptedAnswer: { '@type': 'Answer', text: item.answer },
          })),
        }}
      />
      <div className={`${container} py-12 sm:py-16`}>
        <div className="mx-auto max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{t('title')}</h1>
          <p className="mt-4 text-lg leading-relaxed text-ink-600">{t('intro')}</p>

          <div className="mt-10 divide-y divide-ink-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
            {items.map((item, index) => {
              const expanded = open === index;
              const buttonId = `${baseId}-question-${index}`;
              const panelId = `${baseId}-answer-${index}`;
              return (
                <div key={item.question}>
                  <h2>
                    <button
                      type="button"
                      id={buttonId}
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      onClick={() => setOpen(expanded ? null : index)}
                      className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-ink-900 hover:bg-ink-50 focus-visible:-outline-offset-4 sm:px-6 sm:text-lg"
                    >
                      {item.question}
                      <ChevronDownIcon
                        className={`size-5 shrink-0 text-brand-700 transition-transform ${expanded ? 'rotate-180' : ''}`}
                      />
                    </button>
                  </h2>
                  <div
                    id={panelId}
                    role="region"
                    aria-labelledby={buttonId}
                    hidden={!expanded}
                    className="px-5 pb-5 leading-relaxed text-ink-600 sm:px-6"
                  >
                    <p>{item.answer}</p>
                  </div>
                </div>
              );
            })}
          </div>

          <section
            aria-labelledby="faq-contact"
            className="mt-12 rounded-2xl bg-brand-50 p-8 text-center ring-1 ring-brand-100"
          >
            <h2 id="faq-contact" className="text-2xl font-bold text-ink-900">
              {t('contact.title')}
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-ink-600">{t('contact.text')}</p>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={`${buttonStyles.primary} mt-6`}>
              <MailIcon />
              {t('contact.button')}
            </a>
          </section>
        </div>
      </div>
    </PublicLayout>
  );
}
