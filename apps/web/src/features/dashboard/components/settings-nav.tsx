// The sections of "Mon Profil" (decision 060) — profile, preferences, notifications, privacy and
// security — each at its own address, as links under the member header. On a phone the row scrolls
// sideways; the current section is scrolled into view so that a deep link shows where it is.
import { useLayoutEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { memberNavLink } from '../../../components/ui/member-header';

const SECTIONS = [
  { key: 'profile', to: paths.dashboard() },
  { key: 'preferences', to: paths.dashboardPreferences() },
  { key: 'notifications', to: paths.dashboardNotifications() },
  { key: 'privacy', to: paths.dashboardPrivacy() },
] as const;

export function SettingsNav() {
  const { t } = useTranslation('dashboard');
  const row = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useLayoutEffect(() => {
    // The row's own scroll only: scrollIntoView would also move the page.
    const nav = row.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current) return;
    // Centred where the row allows (the browser clamps at either end). The row is positioned, so the
    // link's offset is measured from it, whatever its scroll.
    nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);

  return (
    <nav aria-label={t('sections.label')} className="border-b border-ink-200 bg-white/60">
      <div ref={row} className="relative mx-auto flex max-w-6xl gap-1 overflow-x-auto px-3 py-2 sm:px-5">
        {SECTIONS.map(({ key, to }) => (
          // `end` on the profile: /dashboard is not current on /dashboard/preferences.
          <NavLink key={key} to={to} end className={memberNavLink}>
            {t(`sections.${key}`)}
          </NavLink>
        ))}
      </div>
    </nav>
  );
}
