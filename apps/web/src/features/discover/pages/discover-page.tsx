// /discover (spec sections 2 and 4): compatible profiles one card at a time. While the page loads:
// 'Recherche de profils compatibles...'; when the deck runs out, the next page is fetched, and when
// there is none, 'Plus de profils pour le moment' with a way back to the profile. A swipe that fails
// says 'Erreur lors du swipe'; a mutual like says 'C'est un match !'. The page is exactly one screen
// tall (the deck stretches to fill it), so the decision buttons are always in reach without scrolling.
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { languageOf } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { useDiscover } from '../api/get-discover';
import { useYourTurn } from '../api/get-your-turn';
import { MemberHeader } from '../../../components/ui/member-header';
import { SwipeDeck } from '../components/swipe-deck';
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

  useEffect(() => {
    // A 401 has already cleared the session and left for /auth with its own message.
    if (isError && !needsQuestionnaire(error) && !isSessionEnd(error)) {
      toast.error(t('loadError'), { id: 'discover-load-error' });
    }
  }, [isError, error, t]);

  let content: ReactNode;
  if (discover.isFetching) {
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
        <Link to={paths.dashboard()} className={buttonClasses({ className: 'mt-6' })}>
          {t('empty.action')}
        </Link>
      </Panel>
    );
  } else {
    // A new page of profiles (new fetch) starts a new deck at its first card.
    content = (
      <SwipeDeck key={discover.dataUpdatedAt} items={discover.data} onExhausted={() => void discover.refetch()} />
    );
  }

  return (
    // One screen tall; on a screen too short for the deck's minimum the page scrolls and the action
    // bar stays stuck to the bottom.
    <div className="flex h-dvh min-h-[34rem] flex-col">
      <title>{`${t('title')} | Affinia`}</title>
      <MemberHeader width="narrow" />
      <main id="main" className="mx-auto flex min-h-0 w-full max-w-xl flex-1 flex-col px-4 pt-3 pb-2 sm:px-6">
        <h1 className="mb-2 text-xl font-bold tracking-tight text-ink-900 sm:text-2xl">{t('title')}</h1>
        {content}
      </main>
    </div>
  );
}
