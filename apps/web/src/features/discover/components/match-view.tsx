// The moment a like makes a match (issue 35): a full-screen view over discover with both photos, both
// first names, the spec's "C'est un match ! Vous pouvez maintenant discuter" as its title and the reason
// of the match, then "Envoyer un message", which opens the conversation on its suggested openers, and
// "Continuer à découvrir", which closes the view on the next card (so do Escape and the back of the
// dialog). A modal <dialog> (useModalDialog): the deck behind is inert, Tab stays inside, focus starts
// on "Envoyer un message" and goes back to what had it. The other person's photo, name and reason are
// the card just liked (the same pair and language as the match's); mine come from my profile.
import { useRef } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DiscoverItem } from '@affinia/contract';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';
import { initials } from '../../../lib/initials';
import { photoSrcSet, photoUrl, shownPhotos } from '../../../lib/photo-sources';
import { profileQueryOptions } from '../../../lib/profile-query';
import { getStoredUser } from '../../../lib/session';

/** A like that made a match, and the card that was liked. */
export type NewMatch = { matchId: string; item: DiscoverItem };

/** One person of the pair: their first photo in a circle, or their initials on the brand gradient. */
function MatchPortrait({ photo, name, alt }: { photo: string | undefined; name: string; alt: string }) {
  const frame = 'size-28 shrink-0 overflow-hidden rounded-full bg-ink-100 shadow-lg ring-4 ring-white sm:size-36';
  if (!photo) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`${frame} flex items-center justify-center bg-linear-to-br from-brand-600 to-accent-600 text-4xl font-bold text-white select-none`}
      >
        <span aria-hidden="true">{initials(name)}</span>
      </div>
    );
  }
  return (
    <div className={frame}>
      <img
        src={photoUrl(photo)}
        srcSet={photoSrcSet(photo)}
        sizes="9rem"
        alt={alt}
        decoding="async"
        draggable={false}
        className="size-full object-cover"
      />
    </div>
  );
}

/** "C'est un match ! Vous pouvez maintenant discuter" → its exclamation and the rest (in every language). */
function splitAfterExclamation(sentence: string): [string, string] {
  const at = sentence.search(/!\s/);
  return at < 0 ? [sentence, ''] : [sentence.slice(0, at + 1), sentence.slice(at + 1).trim()];
}

type MatchViewProps = {
  /** The match to show; null while no view is open. */
  match: NewMatch | null;
  /** "Continuer à découvrir", Escape: back to the deck. */
  onContinue: () => void;
};

export function MatchView({ match, onContinue }: MatchViewProps) {
  const { t } = useTranslation('discover');
  const sendRef = useRef<HTMLAnchorElement>(null);
  const { titleId, textId, dialogProps } = useModalDialog({
    open: match !== null,
    busy: false,
    onClose: onContinue,
    initialFocusRef: sendRef,
  });
  // My own photo and first name: the cached profile when a screen has read it, else the stored copy
  // (asked for only once a match is shown, not on every visit to discover).
  const profile = useQuery({ ...profileQueryOptions(), enabled: match !== null });
  const me = profile.data ?? getStoredUser();
  const other = match?.item.user;
  const [exclaim, rest] = splitAfterExclamation(t('matchToast'));

  return (
    <dialog
      {...dialogProps}
      aria-modal="true"
      data-testid="match-view"
      className="m-0 h-dvh max-h-none w-full max-w-none overscroll-contain bg-linear-to-b from-brand-50 via-white to-accent-50 p-0 text-ink-900 backdrop:bg-ink-900/60"
    >
      {match && other ? (
        <div className="mx-auto flex min-h-full w-full max-w-md flex-col px-5 pt-8 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
          <div className="flex flex-1 flex-col items-center justify-center gap-5 text-center">
            <h2 id={titleId} className="text-brand-700">
              {/* One sentence, read as one; shown as a cry and, smaller, what it means. */}
              <span className="block text-3xl font-extrabold tracking-tight">{exclaim}</span>{' '}
              {rest ? <span className="mt-1 block text-lg font-semibold text-ink-800">{rest}</span> : null}
            </h2>
            <div className="flex items-center justify-center" data-testid="match-photos">
              <MatchPortrait
                photo={me ? shownPhotos(me)[0] : undefined}
                name={me?.display_name ?? ''}
                alt={t('matchView.yourPhoto')}
              />
              <span
                aria-hidden="true"
                className="z-10 -mx-4 flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-brand-600 shadow-md"
              >
                <svg viewBox="0 0 24 24" className="size-7" fill="currentColor">
                  <path d="M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z" />
                </svg>
              </span>
              <MatchPortrait photo={other.photos[0]} name={other.name} alt={t('photoAlt', { name: other.name })} />
            </div>
            <div id={textId} className="w-full space-y-4">
              <p className="text-xl font-bold break-words" data-testid="match-names">
                {me ? t('matchView.names', { me: me.display_name, other: other.name }) : other.name}
              </p>
              {match.item.match_reason ? (
                <section className="rounded-2xl bg-white/90 px-4 py-3 text-left shadow-sm ring-1 ring-brand-100">
                  <h3 className="text-xs font-bold tracking-wide text-brand-800 uppercase">{t('reasonTitle')}</h3>
                  <p className="mt-1 text-ink-800">{match.item.match_reason}</p>
                </section>
              ) : null}
            </div>
          </div>
          {/* The two ways out at the bottom, under the thumb. */}
          <div className="mt-6 flex flex-col gap-3">
            <Link ref={sendRef} to={paths.chat(match.matchId)} className={buttonClasses({ size: 'lg' })}>
              {t('matchView.send')}
            </Link>
            <Button variant="secondary" size="lg" onClick={onContinue}>
              {t('matchView.continue')}
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
