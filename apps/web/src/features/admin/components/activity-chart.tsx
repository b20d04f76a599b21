// A small bar chart of one daily figure over the overview's 30 days, drawn as inline SVG (no chart
// library to download). Screen readers get a one-sentence summary as the image's name, and everyone
// can open the same figures as a table (a native <details>, reachable and opened by keyboard).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';

type ActivityChartProps = {
  title: string;
  days: { date: string; value: number }[];
};

const WIDTH = 300;
const HEIGHT = 80;

export function ActivityChart({ title, days }: ActivityChartProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const language = currentLanguage();
  const number = new Intl.NumberFormat(language);
  const day = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const label = (date: string) => day.format(new Date(`${date}T00:00:00Z`));
  const total = days.reduce((sum, d) => sum + d.value, 0);
  const peak = days.reduce((best, d) => (d.value > best.value ? d : best), days[0] ?? { date: '', value: 0 });
  const max = Math.max(1, peak.value);
  const slot = WIDTH / Math.max(1, days.length);
  const summary =
    total === 0
      ? t('overview.chartEmpty', { count: days.length })
      : t('overview.chartSummary', {
          count: days.length,
          total: number.format(total),
          peak: number.format(peak.value),
          day: label(peak.date),
        });

  return (
    <figure className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200">
      <figcaption id={`${id}-title`} className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-medium text-ink-600">{title}</span>
        <span className="text-2xl font-bold tracking-tight text-ink-900">{number.format(total)}</span>
      </figcaption>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-summary`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-3 h-20 w-full"
      >
        <title id={`${id}-summary`}>{summary}</title>
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-ink-300" strokeWidth="1" />
        {days.map((d, i) => {
          const h = d.value === 0 ? 0 : Math.max(2, (d.value / max) * (HEIGHT - 4));
          return (
            <rect
              key={d.date}
              x={i * slot + slot * 0.15}
              y={HEIGHT - h}
              width={slot * 0.7}
              height={h}
              rx="1"
              className="fill-brand-700"
            />
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-ink-600" aria-hidden="true">
        <span>{days[0] ? label(days[0].date) : ''}</span>
        <span>{days.at(-1) ? label(days.at(-1)!.date) : ''}</span>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer rounded font-medium text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700">
          {t('overview.showData')}
        </summary>
        {/* Scrolls when open: focusable and named so a keyboard user can scroll it too. */}
        <div
          className="mt-2 max-h-56 overflow-y-auto rounded focus-visible:outline-2 focus-visible:outline-brand-700"
          tabIndex={0}
          role="region"
          aria-label={title}
        >
          <table className="w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 font-medium text-ink-600">
                  {t('overview.day')}
                </th>
                <th scope="col" className="py-1 text-right font-medium text-ink-600">
                  {t('overview.count')}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date} className="border-t border-ink-100">
                  <td className="py-1 text-ink-800">{label(d.date)}</td>
                  <td className="py-1 text-right text-ink-900 tabular-nums">{number.format(d.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
