// What the chat screen shows instead of a conversation: a match that is not mine (or no longer
// exists), the first load, or a load that failed with a retry — and, under it, my messages still
// waiting in the outbox (a reload while offline still shows them "en attente").
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';

function Centered({ children }: { children: ReactNode }) {
  return <div className="flex flex-1 flex-col items-center justify-center px-5 py-12 text-center">{children}</div>;
}

export function ChatNotFound() {
  const { t } = useTranslation('chat');
  return (
    <Centered>
      <h2 className="text-xl font-bold text-ink-900">{t('notFound.title')}</h2>
      <p className="mt-2 text-ink-600">{t('notFound.text')}</p>
      <Link to={paths.matches()} className={buttonClasses({ className: 'mt-6' })}>
        {t('notFound.action')}
      </Link>
    </Centered>
  );
}

export function ChatLoading() {
  const { t } = useTranslation('chat');
  return (
    <Centered>
      <Spinner className="size-8 text-brand-700" label={t('loading')} />
    </Centered>
  );
}

export function ChatLoadFailed({ onRetry, children }: { onRetry: () => void; children?: ReactNode }) {
  const { t } = useTranslation('chat');
  return (
    <Centered>
      <p className="text-danger-600">{t('loadError')}</p>
      <button type="button" className={buttonClasses({ variant: 'secondary', className: 'mt-4' })} onClick={onRetry}>
        {t('retry')}
      </button>
      {children ? <div className="mt-8 w-full max-w-3xl text-left">{children}</div> : null}
    </Centered>
  );
}
