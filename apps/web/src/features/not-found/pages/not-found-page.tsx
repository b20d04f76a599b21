// Any path the app does not know: a translated 404 with the way home.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

export default function NotFoundPage() {
  const { t } = useTranslation('notFound');
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-5 px-6 text-center"
    >
      <title>{`${t('title')} | Affinia`}</title>
      <meta name="robots" content="noindex" />
      <BrandLogo showName={false} />
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold text-ink-900">{t('title')}</h1>
      <p className="text-ink-600">{t('text')}</p>
      <Link to={paths.home()} className={buttonClasses({ size: 'lg' })}>
        {t('home')}
      </Link>
    </main>
  );
}
