// Read-only stars for a rating out of 5, announced as text ("Note : 4 sur 5").
import { RATING_MAX } from '@affinia/contract';
import { StarIcon } from '../../../components/ui/icons';

type StarRatingDisplayProps = { rating: number; label: string; size?: string };

export function StarRatingDisplay({ rating, label, size = 'size-5' }: StarRatingDisplayProps) {
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <StarIcon
          key={index}
          filled={index < Math.round(rating)}
          className={`${size} ${index < Math.round(rating) ? 'text-amber-500' : 'text-ink-300'}`}
        />
      ))}
    </span>
  );
}
