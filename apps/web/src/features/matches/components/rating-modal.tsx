// The rating modal (spec sections 2 and 4): 'Noter {name}', the anonymity statement, five rows of one
// to five stars. A native modal <dialog>: the rest of the page is inert, Escape closes it, and focus
// goes back to the button that opened it.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { RATING_CRITERIA, RATING_MAX, type RatingCriterion } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { useSubmitRating } from '../api/submit-rating';
import { toUserMessage } from '../../../lib/user-message';

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);
type Scores = Record<RatingCriterion, number>;
const noScores = (): Scores => Object.fromEntries(RATING_CRITERIA.map((c) => [c, 0])) as Scores;

function StarRow({
  criterion,
  value,
  onChange,
}: {
  criterion: RatingCriterion;
  value: number;
  onChange: (v: number) => void;
}) {
  const { t } = useTranslation('matches');
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center justify-between gap-2">
      <legend className="float-left font-semibold text-ink-900">{t(`rating.criteria.${criterion}`)}</legend>
      <div className="flex gap-1">
        {STARS.map((star) => (
          <label key={star} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="peer sr-only"
            />
            <span className="sr-only">{t('rating.stars', { count: star })}</span>
            <svg
              viewBox="0 0 20 20"
              aria-hidden="true"
              className={`size-8 rounded peer-focus-visible:ring-2 peer-focus-visible:ring-accent-600 ${
                star <= value ? 'text-amber-500' : 'text-ink-300'
              }`}
              fill="currentColor"
            >
              <path d="M10 1.8 12.5 7l5.7.6-4.3 3.8 1.2 5.6L10 14.1 4.9 17l1.2-5.6L1.8 7.6 7.5 7z" />
            </svg>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function RatingModal({
  name,
  ratedUserId,
  matchId,
  onClose,
}: {
  name: string;
  ratedUserId: string;
  matchId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('matches');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const [scores, setScores] = useState<Scores>(noScores);
  const submit = useSubmitRating();

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (RATING_CRITERIA.some((c) => scores[c] === 0)) {
      toast.error(t('rating.incomplete'));
      return;
    }
    submit.mutate(
      { rated_user_id: ratedUserId, match_id: matchId, ...scores },
      {
        onSuccess: () => {
          toast.success(t('rating.success'));
          onClose();
        },
        onError: (error) => toast.error(toUserMessage(error, t('rating.error'))),
      },
    );
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-3xl bg-white p-6 shadow-xl backdrop:bg-ink-900/50"
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <h2 id={titleId} className="text-xl font-bold text-ink-900">
          {t('rating.title', { name })}
        </h2>
        <p id={textId} className="text-sm text-ink-600">
          {t('rating.anonymous', { name })}
        </p>
        {RATING_CRITERIA.map((criterion) => (
          <StarRow
            key={criterion}
            criterion={criterion}
            value={scores[criterion]}
            onChange={(v) => setScores((s) => ({ ...s, [criterion]: v }))}
          />
        ))}
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={submit.isPending}>
            {t('rating.cancel')}
          </Button>
          <Button type="submit" loading={submit.isPending} loadingLabel={t('rating.submitting')}>
            {t('rating.submit')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
