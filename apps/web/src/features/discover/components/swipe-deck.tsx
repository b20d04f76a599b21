// The deck of one discover page, built to be used with one thumb: the card fills the screen above an
// action bar (pass, "Voir le profil", like) that never scrolls away. The card follows the finger and a
// release past the threshold or a flick decides; the buttons and the arrow keys do the same without
// dragging (WCAG 2.2 §2.5.7). The next card already sits under the current one, its photo loaded, so
// the next profile shows the moment the current one leaves. The index moves on after each swipe the
// server accepted; past the last card the page asks for more. A like that makes a match says so with
// the spec's toast and hands the match to the page, which opens the match view over the next card.
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { DiscoverItem, SwipeAction } from '@affinia/contract';
import { ApiError } from '../../../lib/api-client';
import { useToastClearance } from '../../../lib/toast-clearance';
import { TOUCH_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { ReportButton } from '../../../components/safety/report-button';
import { useSwipe } from '../api/swipe';
import { useArrowKeys } from '../hooks/use-arrow-keys';
import { useDragSwipe, SWIPE_THRESHOLD_PX } from '../hooks/use-drag-swipe';
import { ProfileCard } from './profile-card';
import type { NewMatch } from './match-view';

/** Beyond this angle the tilt stops growing: enough to feel the direction, not enough to hide text. */
const MAX_TILT_DEG = 12;
/** How long the card takes to fly out or spring back. */
const SETTLE_MS = 280;

type CardProps = {
  item: DiscoverItem;
  /** The card on top, the one being decided on; the other one waits underneath. */
  top: boolean;
  /** Set while the card flies out after a decision (a drag, a button or a key). */
  fling: SwipeAction | null;
  onRelease: (action: SwipeAction) => void;
  disabled: boolean;
  expanded: boolean;
  detailsId: string;
};

function DeckCard({ item, top, fling, onRelease, disabled, expanded, detailsId }: CardProps) {
  const { t } = useTranslation('discover');
  const { offset, dragging, cardRef, handlers } = useDragSwipe({
    onRelease,
    disabled: disabled || !top || fling !== null,
  });
  const x = fling ? (fling === 'like' ? 1 : -1) * (window.innerWidth + 200) : offset.x;
  const tilt = Math.max(-MAX_TILT_DEG, Math.min(MAX_TILT_DEG, x / 18));
  const stamp = Math.min(1, Math.abs(x) / SWIPE_THRESHOLD_PX);
  return (
    <div
      {...(top ? handlers : {})}
      ref={top ? cardRef : undefined}
      data-testid={top ? 'discover-card' : 'discover-next-card'}
      // The card underneath is only a picture of what comes next: out of the tab order and of the
      // accessibility tree until it is on top.
      inert={!top}
      aria-hidden={top ? undefined : true}
      className={`absolute inset-0 select-none ${top && !disabled ? 'cursor-grab active:cursor-grabbing' : ''} ${
        top ? 'z-10' : 'z-0 scale-[0.97]'
      }`}
      style={{
        transform: top ? `translate(${x}px, ${fling ? 0 : offset.y}px) rotate(${tilt}deg)` : undefined,
        transition: dragging ? 'none' : `transform ${SETTLE_MS}ms ease-out, scale ${SETTLE_MS}ms ease-out`,
        touchAction: 'pan-y pinch-zoom',
      }}
    >
      <ProfileCard item={item} expanded={top && expanded} detailsId={top ? detailsId : undefined} priority />
      {top && x !== 0 ? (
        <span
          aria-hidden="true"
          className={`pointer-events-none absolute top-6 z-20 rounded-xl border-4 px-3 py-1 text-2xl font-black uppercase ${
            x > 0
              ? 'right-6 rotate-12 border-success-600 text-success-600'
              : 'left-6 -rotate-12 border-danger-600 text-danger-600'
          } bg-white/90`}
          style={{ opacity: stamp }}
        >
          {x > 0 ? t('like') : t('dislike')}
        </span>
      ) : null}
    </div>
  );
}

const barButton =
  'inline-flex min-h-14 items-center justify-center gap-2 rounded-full text-center text-base leading-tight font-bold shadow-sm transition disabled:cursor-not-allowed disabled:opacity-50';

type DeckProps = {
  items: DiscoverItem[];
  onExhausted: () => void;
  /**
   * A like refused because the member's conversations wait for their reply (yourTurnLimitReached) or
   * because their profile is paused (profilePaused, decision 049).
   */
  onLikeRefused: () => void;
  /** A like that made a match: the match and the card that was liked (its photos, name and reason). */
  onMatch: (match: NewMatch) => void;
};

export function SwipeDeck({ items, onExhausted, onLikeRefused, onMatch }: DeckProps) {
  const { t } = useTranslation('discover');
  const [index, setIndex] = useState(0);
  const [fling, setFling] = useState<SwipeAction | null>(null);
  const [expanded, setExpanded] = useState(false);
  const touch = useMediaQuery(TOUCH_QUERY);
  const detailsId = useId();
  const swipe = useSwipe();
  // On phones toasts sit at the bottom: above the action bar, not over it.
  const barClearance = useToastClearance('bottom');
  // The mutation's own flag updates on the next render: two quick key presses must not both pass.
  const inFlight = useRef(false);
  const current = items[index];
  const next = items[index + 1];
  const total = items.length;

  const decide = async (action: SwipeAction): Promise<void> => {
    if (!current || inFlight.current) return;
    inFlight.current = true;
    setFling(action);
    // The request and the card's flight run together; the next card shows once both are done.
    const flight = new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    let accepted = true;
    let matched: NewMatch | null = null;
    try {
      const result = await swipe.mutateAsync({ swipedId: current.user.id, action });
      if (result.is_match) {
        toast.success(t('matchToast'));
        if (result.match_id) matched = { matchId: result.match_id, item: current };
      }
    } catch (err) {
      // Your turn, or paused: the card stays, and the page explains why no like goes through (issue 31).
      const likeRefused =
        err instanceof ApiError && (err.code === 'yourTurnLimitReached' || err.code === 'profilePaused');
      if (likeRefused) onLikeRefused();
      // Already answered (another tab, a double tap): that card is done all the same.
      const alreadyAnswered = err instanceof ApiError && err.status === 409 && !likeRefused;
      // Any other failure is said by the mutation cache (useSwipe's meta); the card stays.
      if (!alreadyAnswered) accepted = false;
    }
    await flight;
    inFlight.current = false;
    setFling(null);
    if (!accepted) return;
    setExpanded(false);
    const following = index + 1;
    setIndex(following);
    // The view opens over the next card, which is what "Continuer à découvrir" shows.
    if (matched) onMatch(matched);
    if (following >= total) onExhausted();
  };

  useArrowKeys((action) => void decide(action), current !== undefined);

  if (!current) return null;
  const position = index + 1;
  const name = current.user.name;
  const busy = swipe.isPending || fling !== null;
  // Underneath first, on top last; keyed by member so the card underneath becomes the top one
  // without being rebuilt (its photo stays decoded: no blank frame).
  const cards = next ? [next, current] : [current];
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <div className="flex items-center gap-3">
        <p data-testid="discover-counter" className="shrink-0 text-sm font-semibold text-ink-600">
          {t('counter', { current: position, total })}
        </p>
        <div
          role="progressbar"
          aria-label={t('progressLabel', { current: position, total })}
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={position}
          className="h-2 flex-1 overflow-hidden rounded-full bg-ink-200"
        >
          <div
            className="h-full rounded-full bg-linear-to-r from-brand-600 to-accent-600 transition-[width]"
            style={{ width: `${(position / total) * 100}%` }}
          />
        </div>
        {/* Reported, the card is passed: the reporter does not see that member again. */}
        <ReportButton
          key={current.user.id}
          memberId={current.user.id}
          memberName={current.user.name}
          onReported={() => void decide('dislike')}
          className="-my-2 shrink-0"
        />
      </div>
      <p className="sr-only" aria-live="polite">
        {t('announce', { current: position, total, name, age: current.user.age })}
      </p>
      <div className="relative min-h-72 flex-1" data-testid="discover-stage">
        {cards.map((item) => (
          <DeckCard
            key={item.user.id}
            item={item}
            top={item === current}
            fling={item === current ? fling : null}
            onRelease={(action) => void decide(action)}
            disabled={busy}
            expanded={expanded}
            detailsId={detailsId}
          />
        ))}
      </div>
      <div
        ref={barClearance}
        role="group"
        aria-label={t('actions.label')}
        data-testid="discover-actions"
        className="sticky bottom-0 z-20 -mx-4 bg-ink-50/95 px-4 pt-1 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur sm:mx-0 sm:px-0"
      >
        {/* A fixed middle column: "Voir le profil" and "Réduire" differ in length, the buttons must not move. */}
        <div className="grid grid-cols-[minmax(0,1fr)_6.75rem_minmax(0,1fr)] items-center gap-2 sm:grid-cols-[minmax(0,1fr)_9rem_minmax(0,1fr)] sm:gap-3">
          <button
            type="button"
            onClick={() => void decide('dislike')}
            disabled={busy}
            aria-label={t('dislikeLabel', { name })}
            className={`${barButton} border-2 border-danger-600 bg-white px-3 text-danger-600 hover:bg-red-50`}
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
            onClick={() => setExpanded((open) => !open)}
            aria-expanded={expanded}
            aria-controls={detailsId}
            className="inline-flex min-h-12 items-center justify-center rounded-full bg-white px-2 text-center text-sm leading-tight font-semibold text-ink-800 ring-1 ring-ink-300 hover:bg-ink-100"
          >
            {expanded ? t('details.hide') : t('details.show')}
          </button>
          <button
            type="button"
            onClick={() => void decide('like')}
            disabled={busy}
            aria-label={t('likeLabel', { name })}
            className={`${barButton} bg-linear-to-r from-brand-600 to-accent-600 px-3 text-white shadow-md shadow-brand-600/25 hover:from-brand-700 hover:to-accent-700`}
          >
            <svg viewBox="0 0 24 24" className="size-6" fill="currentColor" aria-hidden="true">
              <path d="M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z" />
            </svg>
            {t('like')}
          </button>
        </div>
        <p className="mt-1 text-center text-xs text-ink-600" data-testid="discover-hint">
          {touch ? t('hint.touch') : t('hint.keyboard')}
        </p>
      </div>
    </div>
  );
}
