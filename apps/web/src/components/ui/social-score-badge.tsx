// The social score on a card (discover, matches): the average of published ratings with one decimal,
// a star, and a sentence for screen readers that the calling screen words (its own namespace).
import { useTranslation } from 'react-i18next';

type SocialScoreBadgeProps = {
  average: number;
  count: number;
  /** The screen-reader sentence, given the average as written in the interface language. */
  label: (value: string, count: number) => string;
};

export function SocialScoreBadge({ average, count, label }: SocialScoreBadgeProps) {
  const { i18n } = useTranslation();
  const value = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    average,
  );
  return (
    <p className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-sm font-semibold text-amber-900 ring-1 ring-amber-300">
      <svg viewBox="0 0 20 20" className="size-4 text-amber-600" fill="currentColor" aria-hidden="true">
        <path d="M10 1.8 12.5 7l5.7.6-4.3 3.8 1.2 5.6L10 14.1 4.9 17l1.2-5.6L1.8 7.6 7.5 7z" />
      </svg>
      <span aria-hidden="true">{value}</span>
      <span className="sr-only">{label(value, count)}</span>
    </p>
  );
}
