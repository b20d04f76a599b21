// /auth: sign-in and sign-up on one page (spec section 2). `?mode=signup` opens registration, anything
// else is sign-in; the toggle rewrites the URL so that the mode survives a reload and can be linked.
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { freePlacesLeft, useOffer } from '../../../lib/offer';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';
import { paths, type AuthMode } from '../../../config/paths';
import { AuthBrandPanel } from '../components/auth-brand-panel';
import { AuthForm } from '../components/auth-form';

export default function AuthPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: AuthMode = searchParams.get('mode') === 'signup' ? 'signup' : 'login';
  const offer = useOffer();
  const copy = mode === 'signup' ? 'signup' : 'login';

  const toggleMode = () => {
    setSearchParams(
      (params) => {
        params.set('mode', mode === 'signup' ? 'login' : 'signup');
        return params;
      },
      { replace: true },
    );
  };

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <title>{`${mode === 'signup' ? t('meta.signupTitle') : t('meta.loginTitle')} | Affinia`}</title>
      <meta name="description" content={t('meta.description')} />

      <aside className="hidden lg:block" aria-label="Affinia">
        <AuthBrandPanel />
      </aside>

      <div className="flex min-h-dvh flex-col bg-linear-to-b from-brand-50 to-ink-50 to-40% lg:bg-none">
        <header className="flex items-center justify-between gap-4 px-5 py-4 sm:px-8">
          <Link to={paths.home()} aria-label={tc('homeLink')} className="rounded-lg text-ink-900">
            <BrandLogo />
          </Link>
          <LanguageSwitcher />
        </header>

        <main id="main" className="flex flex-1 justify-center px-5 pt-4 pb-12 sm:items-center sm:px-8">
          <div className="w-full max-w-md">
            <div className="rounded-3xl bg-white p-6 shadow-xl shadow-ink-900/5 ring-1 ring-ink-200 sm:p-8">
              {mode === 'signup' && freePlacesLeft(offer) ? (
                <p className="mb-3 inline-flex rounded-xl bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 lg:hidden">
                  {t('panel.free', { count: offer.free_signup_limit })}
                </p>
              ) : null}
              <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{t(`${copy}.title`)}</h1>
              <p className="mt-2 mb-7 text-ink-600">{t(`${copy}.subtitle`)}</p>
              <AuthForm mode={mode} />
            </div>
            <p className="mt-6 text-center text-ink-600">
              {t(`${copy}.switchPrompt`)}{' '}
              <button
                type="button"
                onClick={toggleMode}
                className="rounded font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
              >
                {t(`${copy}.switchAction`)}
              </button>
            </p>
          </div>
        </main>
      </div>
    </div>
  );
}
