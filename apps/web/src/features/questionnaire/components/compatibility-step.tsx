// Step 3: the eight compatibility questions, each a radio group (fieldset + legend) of its four options,
// whose ids are the contract's QUESTION_OPTIONS. After a refused save, unanswered questions are marked.
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMPATIBILITY_QUESTIONS,
  QUESTION_OPTIONS,
  type CompatibilityQuestion,
  type QuestionOption,
} from '@affinia/contract';
import type { AnswerMap } from '../../../lib/questionnaire-values';
import { StepSection } from './step-section';

type CompatibilityStepProps = {
  answers: AnswerMap;
  onAnswer: <Q extends CompatibilityQuestion>(question: Q, option: QuestionOption<Q>) => void;
  showMissing: boolean;
  headingRef: Ref<HTMLHeadingElement>;
};

function QuestionGroup<Q extends CompatibilityQuestion>({
  question,
  index,
  answer,
  onAnswer,
  missing,
}: {
  question: Q;
  index: number;
  answer: QuestionOption<Q> | undefined;
  onAnswer: (option: QuestionOption<Q>) => void;
  missing: boolean;
}) {
  const { t } = useTranslation('questionnaire');
  const id = useId();
  const options = QUESTION_OPTIONS[question] as readonly QuestionOption<Q>[];
  return (
    <fieldset
      aria-describedby={missing ? `${id}-missing` : undefined}
      className={`rounded-2xl border p-4 sm:p-5 ${missing ? 'border-danger-600 ring-1 ring-danger-600' : 'border-ink-200'}`}
    >
      <legend className="float-left w-full font-semibold text-ink-900">
        <span className="mr-1.5 text-brand-700">{index}.</span>
        {t(`compatibility.questions.${question}.question`)}
      </legend>
      {missing ? (
        <p id={`${id}-missing`} className="clear-both pt-1.5 text-sm text-danger-600">
          {t('compatibility.missing')}
        </p>
      ) : null}
      <div className="clear-both grid gap-2 pt-3 sm:grid-cols-2">
        {options.map((option) => {
          const checked = answer === option;
          return (
            <label
              key={option}
              className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-2.5 text-ink-800 transition-colors has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600 ${
                checked
                  ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                  : 'border-ink-300 bg-white hover:bg-ink-50'
              }`}
            >
              <input
                type="radio"
                name={`question-${question}`}
                value={option}
                checked={checked}
                onChange={() => onAnswer(option)}
                className="size-4.5 shrink-0 cursor-pointer accent-brand-600 focus-visible:outline-none"
              />
              <span>{t(`compatibility.questions.${question}.options.${option}`)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function CompatibilityStep({ answers, onAnswer, showMissing, headingRef }: CompatibilityStepProps) {
  const { t } = useTranslation('questionnaire');
  const answered = COMPATIBILITY_QUESTIONS.filter((question) => answers[question] !== undefined).length;
  return (
    <StepSection title={t('compatibility.title')} description={t('compatibility.description')} headingRef={headingRef}>
      <p className="mb-4 text-sm font-semibold text-ink-600" aria-live="polite">
        {t('compatibility.answered', { count: answered, total: COMPATIBILITY_QUESTIONS.length })}
      </p>
      <div className="space-y-4">
        {COMPATIBILITY_QUESTIONS.map((question, index) => (
          <QuestionGroup
            key={question}
            question={question}
            index={index + 1}
            answer={answers[question]}
            onAnswer={(option) => onAnswer(question, option)}
            missing={showMissing && answers[question] === undefined}
          />
        ))}
      </div>
    </StepSection>
  );
}
