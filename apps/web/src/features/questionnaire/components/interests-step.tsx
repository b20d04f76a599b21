// Step 1: the 12 interests as toggle chips; at least 3 are needed to go on (spec 5).
import { useTranslation } from 'react-i18next';
import { MIN_INTERESTS, type Interest } from '@affinia/contract';
import type { Ref } from 'react';
import { InterestToggles } from '../../../components/ui/interest-toggles';
import { StepSection } from './step-section';

type InterestsStepProps = {
  selected: readonly Interest[];
  onToggle: (interest: Interest) => void;
  headingRef: Ref<HTMLHeadingElement>;
};

export function InterestsStep({ selected, onToggle, headingRef }: InterestsStepProps) {
  const { t } = useTranslation('questionnaire');
  const count = selected.length;
  return (
    <StepSection
      title={t('interests.title')}
      description={t('interests.description', { min: MIN_INTERESTS })}
      headingRef={headingRef}
    >
      <InterestToggles selected={selected} onToggle={onToggle} label={t('interests.groupLabel')} />
      <p className="mt-4 text-sm text-ink-600" aria-live="polite">
        {t('interests.selected', { count })}
      </p>
    </StepSection>
  );
}
