// The ratings I received (spec section 2): the panel appears only once total_ratings is above 0 — the
// server keeps it at 0 until enough ratings exist to stay anonymous —, with the overall average, stars
// for the rounded average and the five criteria; before that there is no panel at all (the spec's
// letter, issue 35). A failed load is only logged, as the spec says.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RATING_CRITERIA, RATING_MAX, type SocialScore } from '@affinia/contract';
import { useMyScores } from '../api/get-my-scores';

function Stars({ filled, label }: { filled: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="flex gap-0.5">
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 20 20"
          className={`size-6 ${index < filled ? 'text-amber-500' : 'text-ink-300'}`}
          fill="currentColor"
          aria-hidden="true"
        >
          <path d="M10 1.8 12.5 7l5.7.6-4.3 3.8 1.2 5.6L10 14.1 4.9 17l1.2-5.6L1.8 7.6 7.5 7z" />
        </svg>
      ))}
    </span>
  );
}

function ScoreDetails({ score }: { score: SocialScore }) {
  const { t, i18n } = useTranslation('dashboard');
  const format = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const average = format.format(score.average);
  const stars = Math.min(RATING_MAX, Math.max(0, Math.round(score.average)));
  return (
    <section aria-labelledby="ratings-title" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-7">
      <h2 id="ratings-title" className="text-lg font-bold text-ink-900">
        {t('ratings.title')}
      </h2>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="text-4xl font-bold text-ink-900 tabular-nums">
          {average}
          <span className="text-lg font-semibold text-ink-600">/{RATING_MAX}</span>
        </p>
        <div>
          <Stars filled={stars} label={t('ratings.starsLabel', { count: stars, max: RATING_MAX })} />
          <p className="mt-0.5 text-sm text-ink-600">{t('ratings.count', { count: score.total_ratings })}</p>
        </div>
      </div>
      <dl className="mt-5 space-y-3">
        {RATING_CRITERIA.map((criterion) => (
          // The bar sits inside the <dd> (a <dl> group may hold only <dt> and <dd>), drawn under the row.
          <div key={criterion} className="relative flex justify-between pb-3.5 text-sm">
            <dt className="font-medium text-ink-800">{t(`ratings.criteria.${criterion}`)}</dt>
            <dd className="font-semibold text-ink-900 tabular-nums">
              {format.format(score[criterion])}/{RATING_MAX}
              <span
                aria-hidden="true"
                className="absolute inset-x-0 bottom-0 h-2 overflow-hidden rounded-full bg-ink-100"
              >
                <span
                  className="block h-full rounded-full bg-linear-to-r from-brand-600 to-accent-600"
                  style={{ width: `${Math.min(100, (score[criterion] / RATING_MAX) * 100)}%` }}
                />
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-ink-600">{t('ratings.anonymous')}</p>
    </section>
  );
}

export function RatingsPanel() {
  const scores = useMyScores();
  useEffect(() => {
    if (scores.isError) console.warn('[dashboard] could not load the received ratings', scores.error);
  }, [scores.isError, scores.error]);
  if (!scores.data || scores.data.total_ratings <= 0) return null;
  return <ScoreDetails score={scores.data} />;
}
