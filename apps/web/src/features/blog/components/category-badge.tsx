import { useTranslation } from 'react-i18next';
import type { BlogCategory } from '../content';

const TONES: Record<BlogCategory, string> = {
  Technologie: 'bg-accent-100 text-accent-700',
  Conseils: 'bg-brand-100 text-brand-800',
  Psychologie: 'bg-amber-100 text-amber-900',
};

export function CategoryBadge({ category }: { category: BlogCategory }) {
  const { t } = useTranslation('blog');
  return (
    <span
      className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase ${TONES[category]}`}
    >
      {t(`categories.${category}`)}
    </span>
  );
}
