// The level of a location verdict as a badge (text, not colour alone, says the level).
import { useTranslation } from 'react-i18next';
import type { LocationVerification } from '@affinia/contract';

const styles: Record<LocationVerification['suspicion_level'], string> = {
  high: 'bg-brand-100 text-brand-800 ring-brand-200',
  medium: 'bg-amber-100 text-amber-900 ring-amber-200',
  low: 'bg-ink-100 text-ink-800 ring-ink-200',
};

export function SuspicionBadge({ level }: { level: LocationVerification['suspicion_level'] }) {
  const { t } = useTranslation('admin');
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${styles[level]}`}>
      {t(`suspicion.levels.${level}`)}
    </span>
  );
}
