// The "who do you want to meet" block of step 4: "Je cherche" (men, women, non-binary people, men and
// women, everyone) is a required choice left empty on a first questionnaire — a silent default hid
// members from the people they wanted — and the age range (18 to 99) is prefilled from the profile.
import { useTranslation } from 'react-i18next';
import { MIN_AGE, PREFERRED_AGE_MAX, type Gender } from '@affinia/contract';
import { MeetingPreferenceFields, type AgeField } from '../../../components/ui/meeting-preference-fields';
import type { PreferenceErrors } from '../../../lib/questionnaire-values';

type MeetingPreferencesProps = {
  seekingGenders: readonly Gender[];
  ageMin: string;
  ageMax: string;
  errors: PreferenceErrors;
  onSeekingChange: (genders: Gender[]) => void;
  onAgeChange: (field: AgeField, value: string) => void;
};

export function MeetingPreferences({ errors, ...fields }: MeetingPreferencesProps) {
  const { t } = useTranslation('questionnaire');
  return (
    <fieldset className="rounded-2xl border border-ink-200 p-4 sm:p-5">
      <legend className="float-left w-full font-semibold text-ink-900">{t('about.preferences.legend')}</legend>
      <p className="clear-both pt-1 text-sm text-ink-600">{t('about.preferences.description')}</p>
      <div className="mt-4">
        <MeetingPreferenceFields
          {...fields}
          labels={{
            genders: t('about.preferences.genders'),
            gender: {
              homme: t('about.preferences.gender.homme'),
              femme: t('about.preferences.gender.femme'),
              non_binaire: t('about.preferences.gender.non_binaire'),
              both: t('about.preferences.gender.both'),
              everyone: t('about.preferences.gender.everyone'),
            },
            ageMin: t('about.preferences.ageMin'),
            ageMax: t('about.preferences.ageMax'),
          }}
          gendersError={errors.seekingGenders ? t(`validation.${errors.seekingGenders}`) : null}
          ageError={errors.ageRange ? t('validation.ageRange', { min: MIN_AGE, max: PREFERRED_AGE_MAX }) : null}
        />
      </div>
    </fieldset>
  );
}
