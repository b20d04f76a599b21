// Landing page (/): hero, language switcher, sign-up and sign-in, free sign-up banner, the four
// feature cards, a closing call to action and the site footer.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL, formatPriceUsd } from '@affinia/contract';
import { freePlacesLeft, offersFreePlaces, useOffer } from '../../../lib/offer';
import { paths } from '../../../config/paths';
import { PageHead } from '../../../components/layouts/page-head';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { ChatIcon, HeartIcon, ShieldIcon, SparklesIcon, TargetIcon } from '../../../components/ui/icons';
import { buttonStyles, container, ctaBand } from '../../../components/layouts/styles';
import { absoluteUrl } from '../../../components/layouts/site-origin';
import { useSignedIn } from '../../../lib/use-signed-in';
import { memberHome } from '../../../lib/member-home';

const FEATURES = [
  { key: 'ai', Icon: SparklesIcon },
  { key: 'matching', Icon: TargetIcon },
  { key: 'chat', Icon: ChatIcon },
  { key: 'secure', Icon: ShieldIcon },
] as const;

export default function LandingPage() {
  const { t, i18n } = useTranslation('landing');
  // A member coming back goes to their space, not to a sign-up form: the questionnaire while it is
  // unfinished, else their profile.
  const signedIn = useSignedIn();
  const home = signedIn ? memberHome() : paths.dashboard();
  // The free places and price of this instance, from the server: the banner waits for them, and says
  // that they are all taken once they are (issue 35) rather than promising one.
  const offer = useOffer();
  const pricing = offersFreePlaces(offer)
    ? { count: offer.free_signup_limit, price: formatPriceUsd(offer.price_usd, i18n.language) }
    : null;
  const banner = freePlacesLeft(offer) ? 'banner' : 'bannerFull';
  const description = t('meta.description');

  return (
    <PublicLayout>
      <PageHead
        title={t('meta.title')}
        description={description}
        path={paths.home()}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: 'Affinia',
            url: absoluteUrl(paths.home()),
            description,
          },
          {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: 'Affinia',
            url: absoluteUrl(paths.home()),
            logo: absoluteUrl('/favicon.svg'),
            email: SUPPORT_EMAIL,
          },
        ]}
      />

      <section className="relative overflow-hidden bg-linear-to-br from-brand-50 via-white to-accent-50">
        <div aria-hidden="true" className="absolute -top-24 -right-24 size-96 rounded-full bg-brand-200/50 blur-3xl" />
        <div
          aria-hidden="true"
          className="absolute -bottom-32 -left-20 size-96 rounded-full bg-accent-100/70 blur-3xl"
        />
        <div className={`${container} relative grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.2fr_1fr]`}>
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100">
              <SparklesIcon className="size-4" />
              {t('hero.badge')}
            </p>
            <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-5xl lg:text-6xl">
              {t('hero.title')}
            </h1>
            <p className="mt-4 text-xl font-semibold text-brand-700 sm:text-2xl">{t('hero.subtitle')}</p>
            <p className="mt-4 max-w-xl text-lg leading-relaxed text-ink-600">{t('hero.description')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              {signedIn ? (
                <Link to={home} className={buttonStyles.primary}>
                  {t('site.mySpace')}
                </Link>
              ) : (
                <>
                  <Link to={paths.auth({ mode: 'signup' })} className={buttonStyles.primary}>
                    {t('hero.signUp')}
                  </Link>
                  <Link to={paths.auth({ mode: 'login' })} className={buttonStyles.secondary}>
                    {t('hero.signIn')}
                  </Link>
                </>
              )}
            </div>
          </div>
          <HeroIllustration />
        </div>
      </section>

      {pricing ? (
        <section aria-labelledby="free-signup" className="bg-brand-800 text-white">
          <div className={`${container} flex flex-col gap-2 py-6 sm:flex-row sm:items-center sm:gap-6`}>
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-white/15">
              <HeartIcon className="size-6" />
            </span>
            <div>
              <h2 id="free-signup" className="text-lg font-bold">
                {t(`${banner}.title`, pricing)}
              </h2>
              <p className="text-brand-50">{t(`${banner}.text`, pricing)}</p>
            </div>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="features" className={`${container} py-16 sm:py-24`}>
        <div className="max-w-2xl">
          <h2 id="features" className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
            {t('features.title')}
          </h2>
          <p className="mt-4 text-lg text-ink-600">{t('features.intro')}</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ key, Icon }) => (
            <li key={key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-200">
              <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <Icon />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-ink-900">{t(`features.${key}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-ink-600">{t(`features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cta" className={ctaBand}>
        <div className={`${container} py-16 text-center sm:py-20`}>
          <h2 id="cta" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t('cta.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90">{t('cta.text')}</p>
          <Link to={signedIn ? home : paths.auth({ mode: 'signup' })} className={`${buttonStyles.light} mt-8`}>
            {signedIn ? t('site.mySpace') : t('cta.button')}
          </Link>
        </div>
      </section>
    </PublicLayout>
  );
}

/** Two overlapping profile cards and an affinity gauge: what the product does, at a glance. */
function HeroIllustration() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-sm lg:block">
      <div className="absolute top-6 -left-6 h-80 w-60 -rotate-6 rounded-3xl bg-linear-to-br from-accent-500 to-brand-500 shadow-xl" />
      <div className="relative ml-auto h-96 w-72 rounded-3xl bg-white p-6 shadow-2xl ring-1 ring-ink-200">
        <div className="h-44 rounded-2xl bg-linear-to-br from-brand-100 via-brand-200 to-accent-100" />
        <div className="mt-5 h-4 w-2/3 rounded-full bg-ink-200" />
        <div className="mt-3 h-3 w-1/2 rounded-full bg-ink-100" />
        <div className="mt-6 flex items-center gap-3">
          <div className="h-2.5 flex-1 overflow-hidden rounded-full bg-ink-100">
            <div className="h-full w-[92%] rounded-full bg-linear-to-r from-brand-600 to-accent-600" />
          </div>
          <span className="text-sm font-bold text-brand-700">92</span>
        </div>
        <div className="absolute -right-4 -bottom-5 grid size-16 place-items-center rounded-full bg-brand-700 text-white shadow-lg">
          <HeartIcon className="size-8" />
        </div>
      </div>
    </div>
  );
}
