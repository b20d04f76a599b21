// How it works (/how-it-works): the six steps from sign-up to the first date, a grid of what sets
// Affinia apart, and a sign-up call to action.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MIN_INTERESTS } from '@affinia/contract';
import { placesTotal, useOffer } from '../../../lib/offer';
import { paths } from '../../../config/paths';
import { ChatIcon, GlobeIcon, ShieldIcon, SparklesIcon, StarIcon, TargetIcon } from '../../../components/ui/icons';
import { PageHead } from '../../../components/layouts/page-head';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { buttonStyles, container, ctaBand } from '../../../components/layouts/styles';

type Item = { title: string; text: string };

const FEATURE_ICONS = [SparklesIcon, TargetIcon, ShieldIcon, ChatIcon, StarIcon, GlobeIcon];

export default function HowItWorksPage() {
  const { t } = useTranslation('howItWorks');
  const offer = useOffer();
  const steps = t('steps', {
    returnObjects: true,
    placesTotal: placesTotal(offer),
    minInterests: MIN_INTERESTS,
  }) as Item[];
  const features = t('features.items', { returnObjects: true }) as Item[];

  return (
    <PublicLayout>
      <PageHead
        title={t('meta.title')}
        description={t('meta.description')}
        path={paths.howItWorks()}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'HowTo',
          name: t('title'),
          description: t('intro'),
          step: steps.map((step, index) => ({
            '@type': 'HowToStep',
            position: index + 1,
            name: step.title,
            text: step.text,
          })),
        }}
      />
      <section className="bg-linear-to-br from-brand-50 via-white to-accent-50">
        <div className={`${container} py-14 sm:py-20`}>
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-5xl">
            {t('title')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-600">{t('intro')}</p>
        </div>
      </section>

      <div className={`${container} py-14 sm:py-20`}>
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-200">
              <span
                aria-hidden="true"
                className="grid size-12 place-items-center rounded-full bg-linear-to-br from-brand-600 to-accent-600 text-xl font-bold text-white"
              >
                {index + 1}
              </span>
              <p className="mt-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">
                {t('stepLabel', { number: index + 1 })}
              </p>
              <h2 className="mt-1 text-xl font-semibold text-ink-900">{step.title}</h2>
              <p className="mt-2 leading-relaxed text-ink-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>

      <section aria-labelledby="differences" className="bg-white">
        <div className={`${container} py-14 sm:py-20`}>
          <h2 id="differences" className="text-3xl font-bold tracking-tight text-ink-900">
            {t('features.title')}
          </h2>
          <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {features.map((feature, index) => {
              const Icon = FEATURE_ICONS[index % FEATURE_ICONS.length]!;
              return (
                <li key={feature.title} className="flex gap-4">
                  <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon />
                  </span>
                  <div>
                    <h3 className="font-semibold text-ink-900">{feature.title}</h3>
                    <p className="mt-1 leading-relaxed text-ink-600">{feature.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="how-cta" className={ctaBand}>
        <div className={`${container} py-16 text-center`}>
          <h2 id="how-cta" className="text-3xl font-bold tracking-tight">
            {t('cta.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-white/90">{t('cta.text')}</p>
          <Link to={paths.auth({ mode: 'signup' })} className={`${buttonStyles.light} mt-8`}>
            {t('cta.button')}
          </Link>
        </div>
      </section>
    </PublicLayout>
  );
}
