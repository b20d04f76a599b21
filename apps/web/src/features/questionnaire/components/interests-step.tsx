// Step 1: the 12 interests as toggle chips (aria-pressed, a check mark once chosen); at least 3 are
// needed to go on (spec 5). Chips, not circles: an empty circle reads as a radio button, one choice only.
import { useTranslation } from 'react-i18next';
import { INTERESTS, MIN_INTERESTS, type Interest } from '@affinia/contract';
import type { Ref } from 'react';
import { StepSection } from './step-section';

type InterestsStepProps = {
  selected: readonly Interest[];
  onToggle: (interest: Interest) => void;
  headingRef: Ref<HTMLHeadingElement>;
};

/** A check when chosen, a plus when not: the chip says what a tap will do. */
function ChipMark({ chosen }: { chosen: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      className="size-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      aria-hidden="true"
    >
      {chosen ? (
        <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" data-testid="chip-check" />
      ) : (
        <path d="M8 3.5v9M3.5 8h9" strokeLinecap="round" />
      )}
    </svg>
  );
}

export function InterestsStep({ selected, onToggle, headingRef }: InterestsStepProps) {
  const { t } = useTranslation('questionnaire');
  const count = selected.length;
  return (
    <StepSection
      title={t('interests.title')}
      description={t('interests.description', { min: MIN_INTERESTS })}
      headingRef={headingRef}
    >
      <div role="group" aria-label={t('interests.groupLabel')} className="flex flex-wrap gap-2 sm:gap-2.5">
        {INTERESTS.map((interest) => {
          const pressed = selected.includes(interest);
          return (
            <button
              key={interest}
              type="button"
              aria-pressed={pressed}
              onClick={() => onToggle(interest)}
              className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-semibold transition-colors sm:text-base ${
                pressed
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-ink-300 bg-white text-ink-800 hover:border-ink-400 hover:bg-ink-50'
              }`}
            >
              <ChipMark chosen={pressed} />
              <span className="[overflow-wrap:anywhere]">{t(`common:interests.${interest}`)}</span>
            </button>
          );
        })}
      </div>
      <p className="mt-4 text-sm text-ink-600" aria-live="polite">
        {t('interests.selected', { count })}
      </p>
    </StepSection>
  );
}
