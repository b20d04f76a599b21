// The deck of one discover page: one card at a time with its 'i / n' counter and progress bar, like
// and dislike buttons (disabled while a swipe is in flight), drag-to-swipe and the arrow keys. The
// index moves on after each swipe the server accepted; past the last card the page asks for more.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { DiscoverItem, SwipeAction } from '@affinia/contract';
import { ApiError } from '../../../lib/api-client';
import { useSwipe } from '../api/swipe';
import { useArrowKeys } from '../hooks/use-arrow-keys';
import { useDragSwipe } from '../hooks/use-drag-swipe';
import { ProfileCard } from './profile-card';

/** Beyond this angle the tilt stops growing: enough to feel the direction, not enough to hide text. */
const MAX_TILT_DEG = 12;

function DraggableCard({
  item,
  onDecide,
  disabled,
}: {
  item: DiscoverItem;
  onDecide: (action: SwipeAction) => Promise<boolean>;
  disabled: boolean;
}) {
  const { t } = useTranslation('discover');
  const { offset, dragging, handlers } = useDragSwipe({ onDecide, disabled });
  const tilt = Math.max(-MAX_TILT_DEG, Math.min(MAX_TILT_DEG, offset / 18));
  const hint = Math.min(1, Math.abs(offset) / 110);
  return (
    <div
      {...handlers}
      data-testid="discover-card"
      className={`relative select-none ${disabled ? '' : 'cursor-grab active:cursor-grabbing'}`}
      style={{
        transform: `translateX(${offset}px) rotate(${tilt}deg)`,
        transition: dragging ? 'none' : 'transform 280ms ease-out',
        touchAction: 'pan-y',
      }}
    >
      <ProfileCard item={item} />
      {offset !== 0 ? (
        <span
          aria-hidden="true"
          className={`pointer-events-none absolute top-6 rounded-xl border-4 px-3 py-1 text-2xl font-black uppercase ${
            offset > 0
              ? 'right-6 rotate-12 border-success-600 text-success-600'
              : 'left-6 -rotate-12 border-danger-600 text-danger-600'
          } bg-white/90`}
          style={{ opacity: hint }}
        >
          {offset > 0 ? t('like') : t('dislike')}
        </span>
      ) : null}
    </div>
  );
}

export function SwipeDeck({ items, onExhausted }: { items: DiscoverItem[]; onExhausted: () => void }) {
  const { t } = useTranslation('discover');
  const [index, setIndex] = useState(0);
  const swipe = useSwipe();
  // The mutation's own flag updates on the next render: two quick key presses must not both pass.
  const inFlight = useRef(false);
  const current = items[index];
  const total = items.length;

  const decide = async (action: SwipeAction): Promise<boolean> => {
    if (!current || inFlight.current) return false;
    inFlight.current = true;
    try {
      const result = await swipe.mutateAsync({ swipedId: current.user.id, action });
      if (result.is_match) toast.success(t('matchToast'));
    } catch (err) {
      // Already answered (another tab, a double tap): that card is done all the same.
      const alreadyAnswered = err instanceof ApiError && err.status === 409;
      if (!alreadyAnswered) {
        // A 401 already sent the user to sign in, with its own message.
        if (!(err instanceof ApiError && err.status === 401)) toast.error(t('swipeError'));
        return false;
      }
    } finally {
      inFlight.current = false;
    }
    const next = index + 1;
    setIndex(next);
    if (next >= total) onExhausted();
    return true;
  };

  useArrowKeys((action) => void decide(action), current !== undefined);

  if (!current) return null;
  const position = index + 1;
  const name = current.user.name;
  const pending = swipe.isPending;
  return (
    <div className="space-y-5">
      <div>
        <div className="flex items-center justify-between text-sm font-semibold text-ink-600">
          <p data-testid="discover-counter">{t('counter', { current: position, total })}</p>
        </div>
        <div
          role="progressbar"
          aria-label={t('progressLabel', { current: position, total })}
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={position}
          className="mt-2 h-2 overflow-hidden rounded-full bg-ink-200"
        >
          <div
            className="h-full rounded-full bg-linear-to-r from-brand-600 to-accent-600 transition-[width]"
            style={{ width: `${(position / total) * 100}%` }}
          />
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {t('announce', { current: position, total, name, age: current.user.age })}
      </p>
      <DraggableCard key={current.user.id} item={current} onDecide={decide} disabled={pending} />
      <div className="flex items-center justify-center gap-6">
        <button
          type="button"
          onClick={() => void decide('dislike')}
          disabled={pending}
          aria-label={t('dislikeLabel', { name })}
          className="inline-flex min-h-14 items-center gap-2 rounded-full border-2 border-danger-600 bg-white px-6 text-base font-bold text-danger-600 shadow-sm transition hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            aria-hidden="true"
          >
            <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
          </svg>
          {t('dislike')}
        </button>
        <button
          type="button"
          onClick={() => void decide('like')}
          disabled={pending}
          aria-label={t('likeLabel', { name })}
          className="inline-flex min-h-14 items-center gap-2 rounded-full bg-linear-to-r from-brand-600 to-accent-600 px-6 text-base font-bold text-white shadow-md shadow-brand-600/25 transition hover:from-brand-700 hover:to-accent-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <svg viewBox="0 0 24 24" className="size-6" fill="currentColor" aria-hidden="true">
            <path d="M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z" />
          </svg>
          {t('like')}
        </button>
      </div>
      <p className="text-center text-sm text-ink-600">{t('hint')}</p>
    </div>
  );
}
