// The label of a generated demo member ("Profil de démonstration"), so nobody mistakes the first-run
// demo population for real people. Small and self-contained: a card places it where it fits.
import { useTranslation } from 'react-i18next';

export function DemoBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <span
      className={`inline-flex items-center rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold text-ink-800 ring-1 ring-ink-300 ${className}`}
    >
      {t('demoProfile')}
    </span>
  );
}
