// The member area's top bar, shared by the dashboard, discover and matches screens: brand, language,
// optional actions (sign-out), and the navigation of spec section 2 (Mon Profil, discover, matches).
// Toasts on wide screens appear below it (top-right), never over its links.
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { useToastClearance } from '../../lib/toast-clearance';
import { BrandLogo } from './brand-logo';
import { LanguageSwitcher } from './language-switcher';

const navLink = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-600 hover:bg-ink-100 hover:text-ink-900'
  }`;

const widths = { narrow: 'max-w-3xl', wide: 'max-w-6xl' } as const;

export function MemberHeader({ width = 'wide', actions }: { width?: keyof typeof widths; actions?: ReactNode }) {
  const { t } = useTranslation('common');
  const clearance = useToastClearance('top');
  return (
    <header ref={clearance} className="border-b border-ink-200 bg-white">
      <div
        className={`mx-auto flex ${widths[width]} flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 pt-3 sm:px-6`}
      >
        <Link to={paths.home()} aria-label={t('homeLink')} className="rounded-lg text-ink-900">
          <BrandLogo />
        </Link>
        <div className="flex items-center gap-2 sm:gap-3">
          <LanguageSwitcher />
          {actions}
        </div>
        <nav aria-label={t('memberNav.label')} className="-mx-1 flex w-full gap-1 overflow-x-auto pb-2">
          <NavLink to={paths.dashboard()} className={navLink} end>
            {t('memberNav.profile')}
          </NavLink>
          <NavLink to={paths.discover()} className={navLink}>
            {t('memberNav.discover')}
          </NavLink>
          <NavLink to={paths.matches()} className={navLink}>
            {t('memberNav.matches')}
          </NavLink>
        </nav>
      </div>
    </header>
  );
}
