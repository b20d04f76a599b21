// "Ce que je recherche" (issue 34): a relationship intention, and for each of the eight compatibility
// questions the partner's answers accepted and how much that matters — the form the questionnaire's
// optional step and /dashboard/preferences both show. Built for a phone: one folded row per question
// (a heading with a button, as an accordion), opened to tick answers and pick an importance; the row's
// summary says what is stated. Nothing is pre-selected. The owner of the form sends the body (the
// questionnaire then leaves, the dashboard stays); its texts are the questionnaire's, which both routes load.
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMPATIBILITY_QUESTIONS,
  PREFERENCE_IMPORTANCES,
  QUESTION_OPTIONS,
  RELATIONSHIP_GOALS,
  type CompatibilityQuestion,
  type PreferenceImportance,
} from '@affinia/contract';
import { toast } from '../../lib/toast';
import { useToastClearance } from '../../lib/toast-clearance';
import {
  buildStatedPreferences,
  clearQuestion,
  isStated,
  setImportance,
  toggleAccepted,
  type QuestionChoice,
  type QuestionProblem,
  type StatedPreferenceChoices,
  type StatedPreferenceProblems,
  type StatedPreferencesBody,
} from '../../lib/stated-preferences';
import { Button } from '../ui/button';
import { ChevronDownIcon } from '../ui/icons';

const optionClasses = (checked: boolean) =>
  `flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-sm text-ink-800 transition-colors has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600 ${
    checked ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-ink-300 bg-white hover:bg-ink-50'
  }`;
const inputClasses = 'size-4.5 shrink-0 cursor-pointer accent-brand-600 focus-visible:outline-none';

type QuestionRowProps = {
  question: CompatibilityQuestion;
  index: number;
  choice: QuestionChoice | undefined;
  problem: QuestionProblem | undefined;
  open: boolean;
  onToggleOpen: () => void;
  onToggleAccepted: (option: string) => void;
  onImportance: (importance: PreferenceImportance) => void;
  onClear: () => void;
};

function QuestionRow({
  question,
  index,
  choice,
  problem,
  open,
  onToggleOpen,
  onToggleAccepted,
  onImportance,
  onClear,
}: QuestionRowProps) {
  const { t } = useTranslation('questionnaire');
  const id = useId();
  const stated = isStated(choice);
  const questionText = t(`compatibility.questions.${question}.question`);
  const summary = !stated
    ? t('statedPreferences.row.unstated')
    : choice.accepted.length > 0 && choice.importance
      ? t('statedPreferences.row.summary', {
          count: choice.accepted.length,
          importance: t(`statedPreferences.importance.${choice.importance}`),
        })
      : t('statedPreferences.row.incomplete');
  const problemId = `${id}-problem`;
  return (
    <li
      data-question={question}
      className={`rounded-2xl border ${problem ? 'border-danger-600 ring-1 ring-danger-600' : stated ? 'border-brand-500/60' : 'border-ink-200'}`}
    >
      <h4 className="text-base">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={onToggleOpen}
          className="flex min-h-14 w-full items-start gap-3 rounded-2xl px-3.5 py-3 text-left focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
        >
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-ink-900">
              <span className="text-brand-700">{index}.</span> {questionText}
            </span>
            <span className={`mt-0.5 block text-sm ${stated ? 'font-medium text-brand-700' : 'text-ink-600'}`}>
              {summary}
            </span>
          </span>
          <ChevronDownIcon
            className={`mt-0.5 size-5 shrink-0 text-ink-600 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h4>
      <div id={`${id}-panel`} hidden={!open} className="px-3.5 pb-4">
        {open ? (
          <>
            {problem ? (
              <p id={problemId} className="mb-3 text-sm text-danger-600">
                {t(`statedPreferences.problems.${problem}`)}
              </p>
            ) : null}
            <fieldset aria-describedby={problem === 'accepted' ? problemId : undefined}>
              <legend className="text-sm font-semibold text-ink-800">{t('statedPreferences.accepted.legend')}</legend>
              <div className="mt-2 grid gap-2">
                {(QUESTION_OPTIONS[question] as readonly string[]).map((option) => {
                  const checked = choice?.accepted.includes(option) ?? false;
                  return (
                    <label key={option} className={optionClasses(checked)}>
                      <input
                        type="checkbox"
                        name={`accepted-${question}`}
                        value={option}
                        checked={checked}
                        onChange={() => onToggleAccepted(option)}
                        className={inputClasses}
                      />
                      <span>{t(`compatibility.questions.${question}.options.${option}`)}</span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
            <fieldset className="mt-4" aria-describedby={problem === 'importance' ? problemId : undefined}>
              <legend className="text-sm font-semibold text-ink-800">{t('statedPreferences.importance.legend')}</legend>
              {/* One column on a phone: "Indispensable" carries its consequence in its own label. */}
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {PREFERENCE_IMPORTANCES.map((importance) => (
                  <label key={importance} className={optionClasses(choice?.importance === importance)}>
                    <input
                      type="radio"
                      name={`importance-${question}`}
                      value={importance}
                      checked={choice?.importance === importance}
                      onChange={() => onImportance(importance)}
                      // Named by the level alone; the consequence of "Indispensable" is its description.
                      aria-labelledby={`${id}-importance-${importance}`}
                      aria-describedby={importance === 'mandatory' ? `${id}-mandatory-hint` : undefined}
                      className={inputClasses}
                    />
                    <span>
                      <span id={`${id}-importance-${importance}`}>
                        {t(`statedPreferences.importance.${importance}`)}
                      </span>
                      {importance === 'mandatory' ? (
                        <span id={`${id}-mandatory-hint`} className="mt-0.5 block text-xs text-ink-600">
                          {t('statedPreferences.importance.mandatoryHint')}
                        </span>
                      ) : null}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            {stated ? (
              <Button
                variant="ghost"
                className="mt-3 -ml-2"
                onClick={onClear}
                aria-label={t('statedPreferences.row.clearLabel', { question: questionText })}
              >
                {t('statedPreferences.row.clear')}
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
    </li>
  );
}

type StatedPreferencesFormProps = {
  /** What the form opens with: the saved preferences (see `choicesFromSettings`). */
  initial: StatedPreferenceChoices;
  pending: boolean;
  /** Called with a complete body; the owner sends it. */
  onSave: (body: StatedPreferencesBody) => void;
  /** What sits beside "Enregistrer" (the questionnaire's "Passer"). */
  secondaryAction?: ReactNode;
  /** The questionnaire keeps its actions in view at the bottom of the screen, as its steps do. */
  stickyActions?: boolean;
};

export function StatedPreferencesForm({
  initial,
  pending,
  onSave,
  secondaryAction,
  stickyActions = false,
}: StatedPreferencesFormProps) {
  const { t } = useTranslation('questionnaire');
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [choices, setChoices] = useState<StatedPreferenceChoices>(initial);
  const [problems, setProblems] = useState<StatedPreferenceProblems>({});
  const [open, setOpen] = useState<ReadonlySet<CompatibilityQuestion>>(new Set());
  // The sticky action bar sits at the bottom of a phone's screen: toasts go above it.
  const clearance = useToastClearance('bottom');

  const change = (question: CompatibilityQuestion, next: StatedPreferenceChoices) => {
    setChoices(next);
    setProblems(({ [question]: _fixed, ...rest }) => rest);
  };
  const toggleOpen = (question: CompatibilityQuestion) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(question)) next.add(question);
      return next;
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const result = buildStatedPreferences(choices);
    if (!result.ok) {
      setProblems(result.problems);
      const unfinished = COMPATIBILITY_QUESTIONS.filter((question) => result.problems[question]);
      setOpen((current) => new Set([...current, ...unfinished]));
      toast.error(t('statedPreferences.problems.toast', { count: unfinished.length }));
      // Once the rows have opened: the first field to fix.
      const first = unfinished[0]!;
      requestAnimationFrame(() =>
        formRef.current
          ?.querySelector<HTMLInputElement>(
            result.problems[first] === 'accepted'
              ? `input[name="accepted-${first}"]`
              : `input[name="importance-${first}"]`,
          )
          ?.focus(),
      );
      return;
    }
    onSave(result.body);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={pending || undefined}>
      <fieldset>
        <legend className="font-semibold text-ink-900">{t('statedPreferences.goal.legend')}</legend>
        <div className="mt-2 grid gap-2">
          {RELATIONSHIP_GOALS.map((goal) => (
            <label key={goal} className={optionClasses(choices.goal === goal)}>
              <input
                type="radio"
                name="relationship_goal"
                value={goal}
                checked={choices.goal === goal}
                onChange={() => setChoices((current) => ({ ...current, goal }))}
                className={inputClasses}
              />
              <span>{t(`statedPreferences.goal.options.${goal}`)}</span>
            </label>
          ))}
        </div>
        {choices.goal ? (
          <Button
            variant="ghost"
            className="mt-2 -ml-2"
            onClick={() => setChoices((current) => ({ ...current, goal: null }))}
          >
            {t('statedPreferences.goal.clear')}
          </Button>
        ) : null}
      </fieldset>

      <section aria-labelledby={`${id}-questions`} className="mt-6">
        <h3 id={`${id}-questions`} className="font-semibold text-ink-900">
          {t('statedPreferences.questions.title')}
        </h3>
        <p className="mt-1 text-sm text-ink-600">{t('statedPreferences.questions.description')}</p>
        <ul className="mt-3 space-y-2.5">
          {COMPATIBILITY_QUESTIONS.map((question, index) => (
            <QuestionRow
              key={question}
              question={question}
              index={index + 1}
              choice={choices.questions[question]}
              problem={problems[question]}
              open={open.has(question)}
              onToggleOpen={() => toggleOpen(question)}
              onToggleAccepted={(option) => change(question, toggleAccepted(choices, question, option))}
              onImportance={(importance) => change(question, setImportance(choices, question, importance))}
              onClear={() => change(question, clearQuestion(choices, question))}
            />
          ))}
        </ul>
      </section>

      <div
        ref={stickyActions ? clearance : undefined}
        className={
          stickyActions
            ? 'sticky bottom-0 -mx-4 mt-6 flex rounded-b-3xl items-center justify-between gap-3 border-t border-ink-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-8 sm:px-8 sm:py-4'
            : 'mt-6 flex flex-wrap items-center gap-3'
        }
      >
        {secondaryAction ?? null}
        <Button
          type="submit"
          variant={stickyActions ? 'primary' : 'secondary'}
          loading={pending}
          loadingLabel={t('nav.saving')}
        >
          {t('statedPreferences.save')}
        </Button>
      </div>
    </form>
  );
}
