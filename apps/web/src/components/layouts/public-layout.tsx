// Frame shared by every public page: skip link, header (brand, optional back control, language
// selector, sign-in and sign-up — or "Mon espace" for a signed-in visitor), the page's <main>, and
// the footer with the site links and the support e-mail. On phones the header keeps "Se connecter"
// (the way back for members) and leaves sign-up to the page's own calls to action.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '@affinia/contract';
import { paths } from '../../config/paths';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { useSignedIn } from '../../lib/use-signed-in';
import { memberHome } from '../../lib/member-home';
import { HeartIcon, MailIcon } from '../../components/ui/icons';
import { buttonStyles, container } from './styles';

type PublicLayoutProps = {
  children: ReactNode;
  /** A back button shown before the brand. */
  back?: ReactNode;
};

function BrandLink() {
  const { t } = useTranslation('landing');
  return (
    <Link to={paths.home()} aria-label={t('site.homeLink')} className="flex items-center gap-2 rounded-lg">
      <span className="grid size-9 place-items-center rounded-xl bg-linear-to-br from-brand-600 to-accent-600 text-white shadow-sm">
        <HeartIcon className="size-5" />
      </span>
      <span className="text-xl font-bold tracking-tight text-ink-900">Affinia</span>
    </Link>
  );
}

export function PublicLayout({ children, back }: PublicLayoutProps) {
  const { t } = useTranslation('landing');
  const signedIn = useSignedIn();
  return (
    <div className="flex min-h-screen flex-col bg-ink-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('site.skipToContent')}
      </a>
      <header className="border-b border-ink-200 bg-white/90 backdrop-blur">
        <div className={`${container} flex flex-wrap items-center justify-between gap-3 py-3`}>
          <div className="flex items-center gap-2">
            {back}
            <BrandLink />
          </div>
          <div className="flex items-center gap-2 sm:gap-3">
            <LanguageSwitcher />
            {signedIn ? (
              <Link to={memberHome()} className={buttonStyles.primarySmall}>
                {t('site.mySpace')}
              </Link>
            ) : (
              <>
                <Link
                  to={paths.auth({ mode: 'login' })}
                  className="inline-flex min-h-11 items-center rounded-full px-3 py-2 text-sm font-semibold text-ink-800 hover:bg-ink-100"
                >
                  {t('site.signIn')}
                </Link>
                <Link to={paths.auth({ mode: 'signup' })} className={`${buttonStyles.primarySmall} max-sm:hidden`}>
                  {t('site.signUp')}
                </Link>
              </>
            )}
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

function SiteFooter() {
  const { t } = useTranslation('landing');
  const discover = [
    { to: paths.howItWorks(), label: t('site.nav.howItWorks') },
    { to: paths.about(), label: t('site.nav.about') },
    { to: paths.testimonials(), label: t('site.nav.testimonials') },
    { to: paths.blog(), label: t('site.nav.blog') },
  ];
  const help = [
    { to: paths.faq(), label: t('site.nav.faq') },
    { to: paths.terms(), label: t('site.nav.terms') },
  ];
  const linkClass = 'rounded text-ink-200 underline-offset-4 hover:text-white hover:underline';
  return (
    <footer className="bg-ink-900 text-ink-200">
      <div className={`${container} grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4`}>
        <div className="lg:col-span-2">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <HeartIcon className="size-5 text-brand-200" />
            Affinia
          </p>
          <p className="mt-3 max-w-sm">{t('site.footer.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-discover">
          <h2 id="footer-discover" className="text-sm font-semibold tracking-wide text-white uppercase">
            {t('site.footer.discover')}
          </h2>
          <ul className="mt-4 space-y-2">
            {discover.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className="text-sm font-semibold tracking-wide text-white uppercase">
            {t('site.footer.help')}
          </h2>
          <ul className="mt-4 space-y-2">
            {help.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`} className={`${linkClass} inline-flex items-center gap-2`}>
                <MailIcon className="size-4" />
                {t('site.nav.support')}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className={`${container} py-5 text-sm`}>{t('site.footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
