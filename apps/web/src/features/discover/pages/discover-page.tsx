// /discover (spec sections 2 and 4): compatible profiles one card at a time. While the page loads:
// 'Recherche de profils compatibles...'; when the deck runs out, the next page is fetched, and when
// there is none, 'Plus de profils pour le moment' with a way back to the profile, and the deck's
// outlook: the counts, one-tap widening and "Préviens-moi" (issue 33, decision 043). A swipe that fails
// says 'Erreur lors du swipe'; a mutual like says 'C'est un match !' and opens the match view (kept
// here, above the deck: it stays open while the deck reloads after its last card). The page is exactly
// one screen tall (the deck stretches to fill it), so the decision buttons are always in reach without
// scrolling, and no gesture on it makes the browser go back, overscroll or reload. A paused member sees
// why there is nothing to swipe, with one tap to resume (decision 049); a member without the photos the
// instance asks for may browse, and a banner says nobody sees them until they add one (issue 35).
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { languageOf } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { useDiscover } from '../api/get-discover';
import { useYourTurn } from '../api/get-your-turn';
import { useResumeProfile } from '../api/resume-profile';
import { useProfile } from '../../../lib/profile-query';
import { MemberHeader } from '../../../components/ui/member-header';
import { SwipeDeck } from '../components/swipe-deck';
import { DeckOutlook } from '../components/deck-outlook';
import { MatchView, type NewMatch } from '../components/match-view';
import { usePageHoldsStill } from '../hooks/use-page-holds-still';
import { PausedBanner } from '../components/paused-banner';
import { PhotoMinimumBanner } from '../../../components/ui/photo-minimum-banner';
import { isSessionEnd, toUserMessage } from '../../../lib/user-message';
import { ErrorPanel, LoadingPanel, Panel } from '../../../components/ui/status-panel';

/** The server answers 403 when the questionnaire is not done yet: that is a next step, not an error. */
const needsQuestionnaire = (error: unknown) => error instanceof ApiError && error.status === 403;

export default function DiscoverPage() {
  const { t, i18n } = useTranslation('discover');
  const discover = useDiscover(languageOf(i18n.language));
  const { isError, error } = discover;
  const empty = discover.isSuccess && discover.data.length === 0;
  const yourTurn = useYourTurn(empty);
  const [match, setMatch] = useState<NewMatch | null>(null);
  usePageHoldsStill();
  // The pause is the member's own setting: discover answers a paused member an empty page (the spec's
  // list), and the profile says why. An empty page asks again, in case it was paused on another device.
  const profile = useProfile();
  const paused = profile.data?.settings.is_paused === true;
  const resume = useResumeProfile();
  const { refetch: refetchProfile } = profile;
  useEffect(() => {
    if (empty) void refetchProfile();
  }, [empty, refetchProfile]);

  useEffect(() => {
    // A 401 has already cleared the session and left for /auth with its own message.
    if (isError && !needsQuestionnaire(error) && !isSessionEnd(error)) {
      toast.error(t('loadError'), { id: 'discover-load-error' });
    }
  }, [isError, error, t]);

  let content: ReactNode;
  if (paused) {
    content = <PausedBanner onResume={() => resume.mutate()} resuming={resume.isPending} />;
  } else if (discover.isFetching) {
    content = <LoadingPanel label={t('loading')} />;
  } else if (discover.isError) {
    content = needsQuestionnaire(discover.error) ? (
      <Panel>
        <h2 className="text-xl font-bold text-ink-900">{t('questionnaire.title')}</h2>
        <p className="mt-2 text-ink-600">{toUserMessage(discover.error)}</p>
        <Link to={paths.questionnaire()} className={buttonClasses({ className: 'mt-6' })}>
          {t('questionnaire.action')}
        </Link>
      </Panel>
    ) : (
      <ErrorPanel message={t('loadError')} retryLabel={t('retry')} onRetry={() => void discover.refetch()} />
    );
  } else if (!discover.data || discover.data.length === 0) {
    content = yourTurn.data?.paused ? (
      // Kindly: replies are what make dates happen, and the way back to new people is one tap away.
      <Panel>
        <h2 className="text-xl font-bold text-ink-900">{t('yourTurn.title')}</h2>
        <p className="mt-2 text-ink-600">{t('yourTurn.text', { count: yourTurn.data.waiting })}</p>
        <Link to={paths.matches()} className={buttonClasses({ className: 'mt-6' })}>
          {t('yourTurn.action')}
        </Link>
      </Panel>
    ) : (
      <Panel>
        <h2 className="text-xl font-bold text-ink-900">{t('empty.title')}</h2>
        <p className="mt-2 text-ink-600">{t('empty.text')}</p>
        <DeckOutlook />
        <Link to={paths.dashboard()} className={buttonClasses({ variant: 'ghost', className: 'mt-6' })}>
          {t('empty.action')}
        </Link>
      </Panel>
    );
  } else {
    // A new page of profiles (new fetch) starts a new deck at its first card.
    content = (
      // A like refused (the your-turn limit, or a pause made on another device): discover, asked again,
      // comes back empty, and the page shows the same explanation as when it opened in that state.
      <SwipeDeck
        key={discover.dataUpdatedAt}
        items={discover.data}
        onExhausted={() => void discover.refetch()}
        onLikeRefused={() => void discover.refetch()}
        onMatch={setMatch}
      />
    );
  }

  return (
    // One screen tall; on a screen too short for the deck's minimum the page scrolls and the action
    // bar stays stuck to the bottom.
    <div className="flex h-dvh min-h-[34rem] flex-col">
      <title>{`${t('title')} | Affinia`}</title>
      <MemberHeader width="narrow" />
      {/* Sideways moves on the deck are the card's or nothing: never a pan the browser could turn into "back". */}
      <main
        id="main"
        className="mx-auto flex min-h-0 w-full max-w-xl flex-1 touch-pan-y touch-pinch-zoom flex-col px-4 pt-3 pb-2 sm:px-6"
      >
        <h1 className="mb-2 text-xl font-bold tracking-tight text-ink-900 sm:text-2xl">{t('title')}</h1>
        {profile.data && !paused ? <PhotoMinimumBanner profile={profile.data} withLink className="mb-2" /> : null}
        {content}
      </main>
      <MatchView match={match} onContinue={() => setMatch(null)} />
    </div>
  );
}
