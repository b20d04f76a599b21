// The member area's top bar: brand, language, sign-out, and the navigation of spec section 2
// (Mon Profil — the current page —, discover, matches).
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { Button } from '../../../components/ui/button';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';
import { paths } from '../../../config/paths';

const navLink = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-600 hover:bg-ink-100 hover:text-ink-900'
  }`;

export function DashboardHeader({ onLogout, loggingOut }: { onLogout: () => void; loggingOut: boolean }) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation('common');
  return (
    <header className="border-b border-ink-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 pt-3 sm:px-6">
        <Link to={paths.home()} aria-label={tc('homeLink')} className="rounded-lg text-ink-900">
          <BrandLogo />
        </Link>
        <div className="flex items-center gap-2 sm:gap-3">
          <LanguageSwitcher />
          <Button variant="secondary" onClick={onLogout} loading={loggingOut} loadingLabel={t('loggingOut')}>
            {t('logout')}
          </Button>
        </div>
        <nav aria-label={t('nav.label')} className="-mx-1 flex w-full gap-1 overflow-x-auto pb-2">
          <NavLink to={paths.dashboard()} className={navLink} end>
            {t('nav.profile')}
          </NavLink>
          <NavLink to={paths.discover()} className={navLink}>
            {t('nav.discover')}
          </NavLink>
          <NavLink to={paths.matches()} className={navLink}>
            {t('nav.matches')}
          </NavLink>
        </nav>
      </div>
    </header>
  );
}
