// 'Question n/4' with the percentage done and a bar (spec section 2). The bar is a progressbar for
// assistive technology; the visible percentage is formatted in the interface language ("25 %" in French).
import { useTranslation } from 'react-i18next';
import { STEP_COUNT, type Step } from '../../../lib/questionnaire-values';

export function QuestionnaireProgress({ step }: { step: Step }) {
  const { t, i18n } = useTranslation('questionnaire');
  const ratio = step / STEP_COUNT;
  const percent = Math.round(ratio * 100);
  const percentText = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(ratio);
  const label = t('progress.label', { step, total: STEP_COUNT });
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4 text-sm font-semibold">
        <p className="text-ink-900">{label}</p>
        <p className="text-brand-700">{percentText}</p>
      </div>
      <div
        role="progressbar"
        aria-label={t('progress.bar')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${label}, ${percentText}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-ink-200"
      >
        <div
          className="h-full rounded-full bg-linear-to-r from-brand-600 to-accent-600 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
