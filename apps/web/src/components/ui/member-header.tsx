// The member area's top bar, shared by every member screen (dashboard, discover, matches): brand,
// language, sign-out, and the app menu — the navigation of spec section 2 (Mon Profil, discover,
// matches), with "Administration" for an admin (issue 35). Sign-out is here so that it is one tap away
// from every member screen, not only from "Mon Profil". Toasts on wide screens appear below it
// (top-right), never over its links.
import { useState, type ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import { profileQueryOptions } from '../../lib/profile-query';
import { getStoredUser } from '../../lib/session';
import { signOut } from '../../lib/sign-out';
import { useToastClearance } from '../../lib/toast-clearance';
import { BrandLogo } from './brand-logo';
import { Button } from './button';
import { LanguageSwitcher } from './language-switcher';

/** A member navigation link's look, active or not: the header's menu and the settings sections share it. */
export const memberNavLink = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-600 hover:bg-ink-100 hover:text-ink-900'
  }`;

const widths = { narrow: 'max-w-3xl', wide: 'max-w-6xl' } as const;

/**
 * Whether the signed-in member is an admin, as their profile says: the one a screen already read, else
 * the copy kept at sign-in. No request of its own (discover and matches stay one round trip); the API
 * decides access to /admin whatever this shows.
 */
function useIsAdmin(): boolean {
  const { data } = useQuery({ ...profileQueryOptions(), enabled: false });
  return (data ?? getStoredUser())?.role === 'admin';
}

export function SignOutButton() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const leave = () => {
    if (leaving) return;
    setLeaving(true);
    void signOut(navigate, queryClient);
  };
  return (
    <Button variant="secondary" onClick={leave} loading={leaving} loadingLabel={t('memberNav.signingOut')}>
      {t('memberNav.signOut')}
    </Button>
  );
}

export function MemberHeader({ width = 'wide', actions }: { width?: keyof typeof widths; actions?: ReactNode }) {
  const { t } = useTranslation('common');
  const clearance = useToastClearance('top');
  const isAdmin = useIsAdmin();
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
          <SignOutButton />
        </div>
        <nav aria-label={t('memberNav.label')} className="-mx-1 flex w-full gap-1 overflow-x-auto pb-2">
          {/* Not `end`: "Mon Profil" stays marked on its settings sections too (/dashboard/*). */}
          <NavLink to={paths.dashboard()} className={memberNavLink}>
            {t('memberNav.profile')}
          </NavLink>
          <NavLink to={paths.discover()} className={memberNavLink}>
            {t('memberNav.discover')}
          </NavLink>
          <NavLink to={paths.matches()} className={memberNavLink}>
            {t('memberNav.matches')}
          </NavLink>
          {isAdmin ? (
            <NavLink to={paths.admin()} className={memberNavLink}>
              {t('memberNav.admin')}
            </NavLink>
          ) : null}
        </nav>
      </div>
    </header>
  );
}
