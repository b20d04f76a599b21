// The free-tier progress bar: free places used over the free-tier size, capped at 100 % (spec section 9).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { freeTierPercent, type AdminStats } from '@affinia/contract';
import { currentLanguage } from '../../../i18n';

export function FreeTierProgress({ stats }: { stats: AdminStats }) {
  const { t } = useTranslation('admin');
  const labelId = useId();
  const percent = freeTierPercent(stats);
  // free_signups + remaining_free is the configured limit (5000 unless the operator changed it).
  const limit = stats.free_signups + stats.remaining_free;
  const number = new Intl.NumberFormat(currentLanguage());
  const percentText = new Intl.NumberFormat(currentLanguage(), { maximumFractionDigits: 1 }).format(percent);
  const valueText = t('freeTier.value', {
    used: number.format(stats.free_signups),
    limit: number.format(limit),
    percent: percentText,
  });
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200" aria-labelledby={labelId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={labelId} className="text-base font-semibold text-ink-900">
          {t('freeTier.title')}
        </h2>
        <p className="text-sm text-ink-600">{valueText}</p>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent * 10) / 10}
        aria-valuetext={valueText}
        className="mt-3 h-3 overflow-hidden rounded-full bg-ink-100"
      >
        <div
          className="h-full rounded-full bg-linear-to-r from-brand-600 to-accent-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </section>
  );
}
