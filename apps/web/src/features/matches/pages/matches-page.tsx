// /matches (spec section 2, as a list of conversations: decision 049): my matches in the server's order,
// latest activity first, each row with its newest message and unread mark; a row opens its chat. With
// none yet, a way to /discover. A failed load says 'Erreur de chargement des matchs'.
import { useEffect, useMemo, type ReactNode } from 'react';
import { hiddenWordsMatcher } from '@affinia/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { languageOf } from '../../../i18n';
import { isSessionEnd } from '../../../lib/user-message';
import { useMatches } from '../api/get-matches';
import { MatchRow } from '../components/match-row';
import { isUnread } from '../../../lib/chat-read-marks';
import { useHiddenWords } from '../../../lib/hidden-words';
import { RateAction } from '../components/rate-action';
import { ReportButton } from '../../../components/safety/report-button';
import { MemberHeader } from '../../../components/ui/member-header';
import { ErrorPanel, LoadingPanel, Panel } from '../../../components/ui/status-panel';

export default function MatchesPage() {
  const { t, i18n } = useTranslation('matches');
  const matches = useMatches(languageOf(i18n.language));
  const { isError, error } = matches;
  const hiddenWords = useHiddenWords().data?.words;
  const hides = useMemo(() => hiddenWordsMatcher(hiddenWords ?? []), [hiddenWords]);
  // Times are said against the moment the list arrived (it is asked again on every visit); rows show
  // only once it has, so this is never the epoch.
  const now = useMemo(() => new Date(matches.dataUpdatedAt), [matches.dataUpdatedAt]);

  useEffect(() => {
    // A 401 has already cleared the session and left for /auth with its own message.
    if (isError && !isSessionEnd(error)) {
      toast.error(t('loadError'), { id: 'matches-load-error' });
    }
  }, [isError, error, t]);

  let content: ReactNode;
  if (matches.isPending) {
    content = <LoadingPanel label={t('loading')} />;
  } else if (matches.isError) {
    content = <ErrorPanel message={t('loadError')} retryLabel={t('retry')} onRetry={() => void matches.refetch()} />;
  } else if (matches.data.length === 0) {
    content = (
      <Panel>
        <h2 className="text-xl font-bold text-ink-900">{t('empty.title')}</h2>
        <p className="mt-2 text-ink-600">{t('empty.text')}</p>
        <Link to={paths.discover()} className={buttonClasses({ className: 'mt-6' })}>
          {t('empty.action')}
        </Link>
      </Panel>
    );
  } else {
    content = (
      <>
        <p className="mb-3 text-ink-600">{t('count', { count: matches.data.length })}</p>
        <ul className="flex flex-col gap-3">
          {matches.data.map((item, index) => {
            const last = item.conversation.last_message;
            return (
              <li key={item.match.id}>
                <MatchRow
                  item={item}
                  unread={isUnread(item.match.id, item.conversation)}
                  previewHidden={last !== null && !last.from_me && hides(last.preview)}
                  now={now}
                  priority={index < 6}
                  actions={<RateAction item={item} />}
                  safety={<ReportButton memberId={item.user.id} memberName={item.user.name} />}
                />
              </li>
            );
          })}
        </ul>
      </>
    );
  }

  return (
    <div className="min-h-dvh">
      <title>{`${t('title')} | Affinia`}</title>
      <MemberHeader />
      <main id="main" className="mx-auto max-w-2xl px-4 pt-4 pb-12 sm:px-6 sm:pt-6">
        <h1 className="mb-2 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{t('title')}</h1>
        {content}
      </main>
    </div>
  );
}
