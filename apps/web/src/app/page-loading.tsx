// Shown while a screen's code or its translations download (usually a blink).
import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/ui/spinner';

export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-dvh items-center justify-center text-brand-700">
      <Spinner className="size-8" label={t('loading')} />
    </div>
  );
}
