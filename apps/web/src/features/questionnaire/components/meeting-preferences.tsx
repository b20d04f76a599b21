// The optional "who do you want to meet" block of step 4: genders sought (at least one) and an age
// range from 18 to 99, prefilled from the profile (sign-up already chose sensible defaults).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS, MIN_AGE, PREFERRED_AGE_MAX, type Gender } from '@affinia/contract';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FieldMessage } from '../../../components/ui/field-message';
import { TextField } from '../../../components/ui/text-field';
import type { PreferenceErrors } from '../questionnaire-values';

type MeetingPreferencesProps = {
  seekingGenders: readonly Gender[];
  ageMin: string;
  ageMax: string;
  errors: PreferenceErrors;
  onToggleGender: (gender: Gender) => void;
  onAgeChange: (field: 'ageMin' | 'ageMax', value: string) => void;
};

export function MeetingPreferences({
  seekingGenders,
  ageMin,
  ageMax,
  errors,
  onToggleGender,
  onAgeChange,
}: MeetingPreferencesProps) {
  const { t } = useTranslation('questionnaire');
  const id = useId();
  const gendersError = errors.seekingGenders ? t(`validation.${errors.seekingGenders}`) : null;
  const ageError = errors.ageRange ? t('validation.ageRange', { min: MIN_AGE, max: PREFERRED_AGE_MAX }) : null;
  return (
    <fieldset className="rounded-2xl border border-ink-200 p-4 sm:p-5">
      <legend className="float-left w-full font-semibold text-ink-900">{t('about.preferences.legend')}</legend>
      <p className="clear-both pt-1 text-sm text-ink-600">{t('about.preferences.description')}</p>

      <fieldset
        className="mt-4"
        aria-describedby={gendersError ? `${id}-genders-error` : undefined}
        data-field="seekingGenders"
      >
        <legend className="text-sm font-medium text-ink-800">{t('about.preferences.genders')}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {GENDERS.map((gender) => (
            <CheckboxField
              key={gender}
              name="seeking_genders"
              value={gender}
              label={t(`about.preferences.gender.${gender}`)}
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
        <TextField
          label={t('about.preferences.ageMin')}
          name="age_min"
          type="number"
          inputMode="numeric"
          min={MIN_AGE}
          max={PREFERRED_AGE_MAX}
          step={1}
          value={ageMin}
          onChange={(event) => onAgeChange('ageMin', event.target.value)}
          status={ageError ? 'invalid' : 'default'}
          aria-invalid={ageError ? true : undefined}
          aria-describedby={ageError ? `${id}-age-error` : undefined}
        />
        <TextField
          label={t('about.preferences.ageMax')}
          name="age_max"
          type="number"
          inputMode="numeric"
          min={MIN_AGE}
          max={PREFERRED_AGE_MAX}
          step={1}
          value={ageMax}
          onChange={(event) => onAgeChange('ageMax', event.target.value)}
          status={ageError ? 'invalid' : 'default'}
          aria-invalid={ageError ? true : undefined}
          aria-describedby={ageError ? `${id}-age-error` : undefined}
        />
      </div>
      <div aria-live="polite">
        {ageError ? (
          <FieldMessage id={`${id}-age-error`} tone="danger">
            {ageError}
          </FieldMessage>
        ) : null}
      </div>
    </fieldset>
  );
}
