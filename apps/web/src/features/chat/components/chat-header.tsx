// The chat's top bar (spec section 2): back to /matches, the partner's photo (or initials), name and
// location, the "Profil vérifié" badge when the partner holds it, and the safety menu.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@affinia/contract';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { paths } from '../../../config/paths';
import { photoUrl } from '../../../lib/photo-sources';
import { SafetyMenu } from './safety-menu';
import { initials } from '../../../lib/initials';

type ChatHeaderProps = { matchId: string; partner: PublicUser | null };

export function ChatHeader({ matchId, partner }: ChatHeaderProps) {
  const { t } = useTranslation('chat');
  const photo = partner?.photos[0];
  return (
    <header className="border-b border-ink-200 bg-white">
      <div className="mx-auto flex max-w-3xl items-center gap-3 px-3 py-3 sm:px-5">
        <Link
          to={paths.matches()}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl text-ink-800 hover:bg-ink-100"
        >
          <svg viewBox="0 0 20 20" className="size-5" fill="none" aria-hidden="true">
            <path d="M12.5 4.5 7 10l5.5 5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="sr-only">{t('back')}</span>
        </Link>
        {partner ? (
          <>
            {photo ? (
              // A 44 px avatar: the smallest served width is plenty.
              <img src={`${photoUrl(photo)}?w=320`} alt="" className="size-11 shrink-0 rounded-full object-cover" />
            ) : (
              <span
                aria-hidden="true"
                className="flex size-11 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-brand-600 to-accent-600 font-bold text-white"
              >
                {initials(partner.name)}
              </span>
            )}
            <div className="min-w-0 flex-1">
              <div className="flex min-w-0 items-center gap-2">
                <h1 className="truncate text-lg font-bold text-ink-900">{partner.name}</h1>
                {partner.is_verified ? <VerifiedBadge className="shrink-0" /> : null}
              </div>
              <p className="truncate text-sm text-ink-600">{partner.location}</p>
            </div>
            <SafetyMenu matchId={matchId} partnerId={partner.id} partnerName={partner.name} />
          </>
        ) : (
          <h1 className="flex-1 text-lg font-bold text-ink-900">{t('title')}</h1>
        )}
      </div>
    </header>
  );
}
