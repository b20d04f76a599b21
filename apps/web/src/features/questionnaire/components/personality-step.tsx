// Step 2: five sliders from 0 to 100 (default 50), each with its two end labels (spec section 2). The
// ends are read with the slider through aria-describedby; the value is announced as "n sur 100".
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PERSONALITY_AXES, SLIDER_MAX, SLIDER_MIN, type PersonalityAxis } from '@affinia/contract';
import { StepSection } from './step-section';

type PersonalityStepProps = {
  traits: Record<PersonalityAxis, number>;
  onChange: (axis: PersonalityAxis, value: number) => void;
  headingRef: Ref<HTMLHeadingElement>;
};

function TraitSlider({
  axis,
  value,
  onChange,
}: {
  axis: PersonalityAxis;
  value: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation('questionnaire');
  const id = useId();
  const endsId = `${id}-ends`;
  const low = t(`personality.axes.${axis}.low`);
  const high = t(`personality.axes.${axis}.high`);
  return (
    <div className="rounded-2xl border border-ink-200 bg-ink-50 p-4">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="font-semibold text-ink-900">
          {t(`personality.axes.${axis}.label`)}
        </label>
        <output htmlFor={id} className="min-w-10 text-right text-sm font-semibold text-brand-700 tabular-nums">
          {value}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={SLIDER_MIN}
        max={SLIDER_MAX}
        step={1}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-describedby={endsId}
        aria-valuetext={t('personality.valueText', { value, max: SLIDER_MAX })}
        className="mt-2 h-11 w-full cursor-pointer accent-brand-600"
      />
      {/* Read with the slider as "0 : Introverti, 100 : Extraverti"; the numbers are for screen readers. */}
      <p id={endsId} className="flex justify-between gap-4 text-sm text-ink-600">
        <span>
          <span className="sr-only">{t('personality.end', { value: SLIDER_MIN })}</span>
          {low}
        </span>
        <span className="sr-only">, </span>
        <span className="text-right">
          <span className="sr-only">{t('personality.end', { value: SLIDER_MAX })}</span>
          {high}
        </span>
      </p>
    </div>
  );
}

export function PersonalityStep({ traits, onChange, headingRef }: PersonalityStepProps) {
  const { t } = useTranslation('questionnaire');
  return (
    <StepSection title={t('personality.title')} description={t('personality.description')} headingRef={headingRef}>
      <div className="space-y-4">
        {PERSONALITY_AXES.map((axis) => (
          <TraitSlider key={axis} axis={axis} value={traits[axis]} onChange={(value) => onChange(axis, value)} />
        ))}
      </div>
    </StepSection>
  );
}
