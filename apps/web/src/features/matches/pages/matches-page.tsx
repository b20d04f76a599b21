// /matches (spec section 2): the grid of my matches — the ones not written to yet first, then by latest
// message — each with its unread count; a card opens its chat. With none yet, a way to /discover. A
// failed load says 'Erreur de chargement des matchs'.
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { DEFAULT_LANGUAGE, type Language } from '@affinia/contract';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { isLanguage } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { useMatches } from '../api/get-matches';
import { MatchCard } from '../components/match-card';
import { isNewMatch, orderMatches } from '../match-order';
import { unreadCount } from '../../../lib/chat-read-marks';
import { RateAction } from '../components/rate-action';
import { MemberHeader } from '../../../components/ui/member-header';

const asLanguage = (value: string): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

function Panel({ children }: { children: ReactNode }) {
  return <div className="rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-ink-200 sm:p-10">{children}</div>;
}

export default function MatchesPage() {
  const { t, i18n } = useTranslation('matches');
  const matches = useMatches(asLanguage(i18n.language));
  const { isError, error } = matches;

  useEffect(() => {
    // A 401 has already cleared the session and left for /auth with its own message.
    if (isError && !(error instanceof ApiError && error.status === 401)) {
      toast.error(t('loadError'), { id: 'matches-load-error' });
    }
  }, [isError, error, t]);

  let content: ReactNode;
  if (matches.isPending) {
    content = (
      <Panel>
        <div role="status" className="flex flex-col items-center gap-3 text-ink-600">
          <Spinner className="size-8 text-brand-700" />
          <p>{t('loading')}</p>
        </div>
      </Panel>
    );
  } else if (matches.isError) {
    content = (
      <Panel>
        <p className="text-danger-600">{t('loadError')}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void matches.refetch()}>
          {t('retry')}
        </Button>
      </Panel>
    );
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
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {orderMatches(matches.data).map((item, index) => (
            <li key={item.match.id} className="flex">
              <MatchCard
                item={item}
                isNew={isNewMatch(item)}
                unread={unreadCount(item.match.id, item.conversation)}
                priority={index < 3}
                actions={<RateAction item={item} />}
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="min-h-dvh">
      <title>{`${t('title')} | Affinia`}</title>
      <MemberHeader />
      <main id="main" className="mx-auto max-w-6xl px-4 pt-4 pb-12 sm:px-6 sm:pt-6">
        <h1 className="mb-2 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{t('title')}</h1>
        {content}
      </main>
    </div>
  );
}
