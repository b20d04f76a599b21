// "Profil vérifié": the member took live selfies that matched their photos (issue 18). A check mark
// and the words, so the badge never relies on its colour.
import { useTranslation } from 'react-i18next';
import { CheckIcon } from './icons';

export function VerifiedBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-sky-900 ring-1 ring-sky-300 ${className}`}
    >
      <CheckIcon className="size-3.5" />
      {t('verifiedProfile')}
    </span>
  );
}
