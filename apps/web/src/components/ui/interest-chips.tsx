// A member's interests as chips (dashboard, discover and match cards), named from the one vocabulary
// in common:interests that the questionnaire offers; an unknown value shows as stored.
import { useTranslation } from 'react-i18next';

type InterestChipsProps = {
  interests: readonly string[];
  /** The list's accessible name ("Centres d'intérêt"), when no heading names it. */
  label?: string;
  /** Cards show the first few; the dashboard shows them all. */
  limit?: number;
  tone?: 'accent' | 'brand';
  /** `sm` where the chips share a closed card with a photo (discover). */
  size?: 'sm' | 'md';
  className?: string;
};

const TONES = {
  accent: 'bg-accent-50 font-medium text-accent-700 ring-accent-100',
  brand: 'bg-brand-50 font-semibold text-brand-800 ring-brand-200',
};

const SIZES = {
  sm: { list: 'gap-1.5', chip: 'px-2.5 py-0.5 text-xs' },
  md: { list: 'gap-2', chip: 'px-3 py-1 text-sm' },
};

export function InterestChips({
  interests,
  label,
  limit,
  tone = 'accent',
  size = 'md',
  className = '',
}: InterestChipsProps) {
  const { t } = useTranslation('common');
  return (
    <ul aria-label={label} className={`flex flex-wrap ${SIZES[size].list} ${className}`}>
      {interests.slice(0, limit).map((interest) => (
        <li key={interest} className={`rounded-full ring-1 ${SIZES[size].chip} ${TONES[tone]}`}>
          {t(`interests.${interest}`, { defaultValue: interest })}
        </li>
      ))}
    </ul>
  );
}
