// The testimonial's 1–5 stars: radio buttons drawn as stars, with a hover preview and the value said
// next to them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RATING_MAX } from '@affinia/contract';
import { StarIcon } from '../../../components/ui/icons';
import { RequiredLabel } from './required-label';

export function StarRatingField({ rating, onChange }: { rating: number; onChange: (rating: number) => void }) {
  const { t } = useTranslation('testimonials');
  const [hover, setHover] = useState(0);
  const shownRating = hover || rating;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink-800">
        <RequiredLabel label={t('submit.rating')} />
      </legend>
      <div className="mt-2 flex items-center gap-3">
        <div className="flex" onMouseLeave={() => setHover(0)}>
          {Array.from({ length: RATING_MAX }, (_, index) => {
            const value = index + 1;
            const lit = value <= shownRating;
            return (
              <label
                key={value}
                onMouseEnter={() => setHover(value)}
                className="cursor-pointer rounded-lg p-1 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-accent-600"
              >
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  checked={rating === value}
                  onChange={() => onChange(value)}
                  className="sr-only"
                />
                <StarIcon
                  filled={lit}
                  className={`size-9 transition-colors ${lit ? 'text-amber-500' : 'text-ink-300'}`}
                />
                <span className="sr-only">{t('submit.star', { count: value })}</span>
              </label>
            );
          })}
        </div>
        <span aria-live="polite" className="min-w-10 text-lg font-semibold text-ink-800" data-testid="rating-value">
          {t('submit.ratingValue', { value: shownRating, max: RATING_MAX })}
        </span>
      </div>
    </fieldset>
  );
}
