// The "who I want to meet" fields (beyond the spec; DESIGN.md): "Je cherche" as one required choice
// (men, women, non-binary people, men and women, everyone; decision 054) and an age range, with their
// error messages announced politely. Shared by the questionnaire's last step and the dashboard's
// settings, each of which owns the values, the checks and the wording. A radio group rather than
// checkboxes: nobody can leave it empty by accident.
import { useId } from 'react';
import { GENDERS, MIN_AGE, PREFERRED_AGE_MAX, type Gender } from '@affinia/contract';
import { FieldMessage } from './field-message';
import { TextField } from './text-field';

export type AgeField = 'ageMin' | 'ageMax';
export type SeekingChoice = Gender | 'both' | 'everyone';

/** The genders each choice stands for; "both" is the two of the spec, as before a third existed. */
const GENDERS_OF_CHOICE: Readonly<Record<SeekingChoice, readonly Gender[]>> = {
  homme: ['homme'],
  femme: ['femme'],
  non_binaire: ['non_binaire'],
  both: ['homme', 'femme'],
  everyone: GENDERS,
};
const SEEKING_CHOICES = Object.keys(GENDERS_OF_CHOICE) as SeekingChoice[];

/**
 * The choice a list of sought genders stands for; none for an empty list (nothing chosen yet), nor for a
 * pair no choice offers (women and non-binary people, saved through the API): it stays as saved until
 * the member picks a choice.
 */
export function seekingChoiceOf(genders: readonly Gender[]): SeekingChoice | null {
  const wanted = new Set(genders);
  return (
    SEEKING_CHOICES.find((choice) => {
      const of = GENDERS_OF_CHOICE[choice];
      return of.length === wanted.size && of.every((gender) => wanted.has(gender));
    }) ?? null
  );
}

export const gendersOfChoice = (choice: SeekingChoice): Gender[] => [...GENDERS_OF_CHOICE[choice]];

type MeetingPreferenceFieldsProps = {
  labels: { genders: string; gender: Record<SeekingChoice, string>; ageMin: string; ageMax: string };
  seekingGenders: readonly Gender[];
  ageMin: string;
  ageMax: string;
  gendersError: string | null;
  ageError: string | null;
  onSeekingChange: (genders: Gender[]) => void;
  onAgeChange: (field: AgeField, value: string) => void;
};

export function MeetingPreferenceFields({
  labels,
  seekingGenders,
  ageMin,
  ageMax,
  gendersError,
  ageError,
  onSeekingChange,
  onAgeChange,
}: MeetingPreferenceFieldsProps) {
  const id = useId();
  const selected = seekingChoiceOf(seekingGenders);
  const ages: [AgeField, 'age_min' | 'age_max', string, string][] = [
    ['ageMin', 'age_min', labels.ageMin, ageMin],
    ['ageMax', 'age_max', labels.ageMax, ageMax],
  ];
  return (
    <>
      <fieldset
        role="radiogroup"
        aria-required="true"
        aria-describedby={gendersError ? `${id}-genders-error` : undefined}
        data-field="seekingGenders"
      >
        <legend className="text-sm font-medium text-ink-800">{labels.genders}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {SEEKING_CHOICES.map((choice) => (
            <label
              key={choice}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-ink-300 px-4 text-sm text-ink-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
            >
              <input
                type="radio"
                name="seeking_genders"
                value={choice}
                checked={selected === choice}
                onChange={() => onSeekingChange(gendersOfChoice(choice))}
                aria-invalid={gendersError ? true : undefined}
                className="size-4 accent-brand-600"
              />
              {labels.gender[choice]}
            </label>
          ))}
        </div>
        <div aria-live="polite">
          {gendersError ? (
            <FieldMessage id={`${id}-genders-error`} tone="danger">
              {gendersError}
            </FieldMessage>
          ) : null}
        </div>
      </fieldset>

      <div className="mt-4 grid grid-cols-2 gap-4">
        {ages.map(([field, name, label, value]) => (
          <TextField
            key={name}
            label={label}
            name={name}
            type="number"
            inputMode="numeric"
            min={MIN_AGE}
            max={PREFERRED_AGE_MAX}
            step={1}
            value={value}
            onChange={(event) => onAgeChange(field, event.target.value)}
            status={ageError ? 'invalid' : 'default'}
            aria-invalid={ageError ? true : undefined}
            aria-describedby={ageError ? `${id}-age-error` : undefined}
          />
        ))}
      </div>
      <div aria-live="polite">
        {ageError ? (
          <FieldMessage id={`${id}-age-error`} tone="danger">
            {ageError}
          </FieldMessage>
        ) : null}
      </div>
    </>
  );
}
