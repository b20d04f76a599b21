// The "who I want to meet" fields (beyond the spec; DESIGN.md): the genders sought as checkboxes and
// an age range, with their error messages announced politely. Shared by the questionnaire's last
// step and the dashboard's settings, each of which owns the values, the checks and the wording.
import { useId } from 'react';
import { GENDERS, MIN_AGE, PREFERRED_AGE_MAX, type Gender } from '@affinia/contract';
import { CheckboxField } from './checkbox-field';
import { FieldMessage } from './field-message';
import { TextField } from './text-field';

export type AgeField = 'ageMin' | 'ageMax';

type MeetingPreferenceFieldsProps = {
  labels: { genders: string; gender: Record<Gender, string>; ageMin: string; ageMax: string };
  seekingGenders: readonly Gender[];
  ageMin: string;
  ageMax: string;
  gendersError: string | null;
  ageError: string | null;
  onToggleGender: (gender: Gender) => void;
  onAgeChange: (field: AgeField, value: string) => void;
};

export function MeetingPreferenceFields({
  labels,
  seekingGenders,
  ageMin,
  ageMax,
  gendersError,
  ageError,
  onToggleGender,
  onAgeChange,
}: MeetingPreferenceFieldsProps) {
  const id = useId();
  const ages: [AgeField, 'age_min' | 'age_max', string, string][] = [
    ['ageMin', 'age_min', labels.ageMin, ageMin],
    ['ageMax', 'age_max', labels.ageMax, ageMax],
  ];
  return (
    <>
      <fieldset aria-describedby={gendersError ? `${id}-genders-error` : undefined} data-field="seekingGenders">
        <legend className="text-sm font-medium text-ink-800">{labels.genders}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {GENDERS.map((gender) => (
            <CheckboxField
              key={gender}
              name="seeking_genders"
              value={gender}
              label={labels.gender[gender]}
              checked={seekingGenders.includes(gender)}
              onChange={() => onToggleGender(gender)}
              aria-invalid={gendersError ? true : undefined}
            />
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
