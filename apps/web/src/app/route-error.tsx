// What a route shows when it cannot render, most often because its code failed to download (offline,
// or a new version replaced the files): a plain explanation and a reload button.
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../components/ui/button';
import { paths } from '../config/paths';

export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 px-6 text-center">
      <title>{`${t('routeError.title')} | Affinia`}</title>
      <h1 className="text-2xl font-bold text-ink-900">{t('routeError.title')}</h1>
      <p className="text-ink-600">{t('routeError.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
        <Link to={paths.home()} className={buttonClasses({ variant: 'secondary' })}>
          {t('actions.backHome')}
        </Link>
      </div>
    </main>
  );
}
