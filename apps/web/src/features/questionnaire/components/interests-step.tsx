// Step 1: the 12 interests as toggle buttons (aria-pressed); at least 3 are needed to go on (spec 5).
import { useTranslation } from 'react-i18next';
import { INTERESTS, MIN_INTERESTS, type Interest } from '@affinia/contract';
import type { Ref } from 'react';
import { StepSection } from './step-section';

type InterestsStepProps = {
  selected: readonly Interest[];
  onToggle: (interest: Interest) => void;
  headingRef: Ref<HTMLHeadingElement>;
};

function CheckMark({ shown }: { shown: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`flex size-4 shrink-0 items-center justify-center rounded-full border sm:size-5 ${shown ? 'border-brand-600 bg-brand-600 text-white' : 'border-ink-400 bg-white'}`}
    >
      {shown ? (
        <svg viewBox="0 0 16 16" className="size-3 sm:size-3.5" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      ) : null}
    </span>
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
      <div
        role="group"
        aria-label={t('interests.groupLabel')}
        className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 sm:grid-cols-3 sm:gap-3"
      >
        {INTERESTS.map((interest) => {
          const pressed = selected.includes(interest);
          return (
            <button
              key={interest}
              type="button"
              aria-pressed={pressed}
              onClick={() => onToggle(interest)}
              className={`flex min-h-12 items-center gap-1.5 rounded-2xl border px-2.5 py-2.5 text-left text-sm font-semibold transition-colors sm:gap-2.5 sm:px-3.5 sm:text-base ${
                pressed
                  ? 'border-brand-600 bg-brand-50 text-brand-800 ring-1 ring-brand-600'
                  : 'border-ink-300 bg-white text-ink-800 hover:border-ink-400 hover:bg-ink-50'
              }`}
            >
              <CheckMark shown={pressed} />
              <span className="min-w-0 [overflow-wrap:anywhere]">{t(`interests.options.${interest}`)}</span>
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
