// The member area's top bar on the discover screen: brand, language, and the navigation of spec
// section 2 (Mon Profil, discover — the current page —, matches).
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';
import { paths } from '../../../config/paths';

const navLink = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-600 hover:bg-ink-100 hover:text-ink-900'
  }`;

export function MemberHeader() {
  const { t } = useTranslation('discover');
  return (
    <header className="border-b border-ink-200 bg-white">
      <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 pt-3 sm:px-6">
        <Link to={paths.home()} aria-label={t('homeLink')} className="rounded-lg text-ink-900">
          <BrandLogo />
        </Link>
        <LanguageSwitcher />
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
