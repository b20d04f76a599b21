// Who I want to meet (beyond the spec; DESIGN.md): genders sought, an age range and "verified profiles
// only" (issue 18), saved with PATCH /api/profile/settings and applied by discover. Checked here with
// the contract's rules (at least one gender, 18–99, youngest first) so the common mistakes never leave.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { MIN_AGE, PREFERRED_AGE_MAX, type Gender, type Me } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { MeetingPreferenceFields } from '../../../components/ui/meeting-preference-fields';
import { useUpdateSettings } from '../../../lib/update-settings';

function parseAge(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const age = Number(trimmed);
  return age >= MIN_AGE && age <= PREFERRED_AGE_MAX ? age : null;
}

export function MeetingPreferencesForm({ profile }: { profile: Me }) {
  const { t } = useTranslation('dashboard');
  const settings = useUpdateSettings('dashboard:preferences.saveError');
  const [genders, setGenders] = useState<Gender[]>(profile.settings.seeking_genders);
  const [ageMin, setAgeMin] = useState(String(profile.settings.age_min));
  const [ageMax, setAgeMax] = useState(String(profile.settings.age_max));
  const [verifiedOnly, setVerifiedOnly] = useState(profile.settings.verified_only);
  const [errors, setErrors] = useState<{ genders?: boolean; ages?: boolean }>({});

  const chooseGenders = (sought: Gender[]) => {
    setGenders(sought);
    setErrors(({ genders: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (settings.isPending) return;
    const min = parseAge(ageMin);
    const max = parseAge(ageMax);
    const found = { genders: genders.length === 0, ages: min === null || max === null || min > max };
    if (found.genders || found.ages || min === null || max === null) {
      setErrors(found);
      event.currentTarget
        .querySelector<HTMLElement>(found.genders ? 'input[name="seeking_genders"]' : 'input[name="age_min"]')
        ?.focus();
      return;
    }
    settings.mutate(
      { seeking_genders: genders, age_min: min, age_max: max, verified_only: verifiedOnly },
      {
        onSuccess: () => toast.success(t('preferences.saved')),
      },
    );
  };

  const ageError = errors.ages ? t('preferences.ageRangeError', { min: MIN_AGE, max: PREFERRED_AGE_MAX }) : null;

  return (
    <section
      aria-labelledby="preferences-title"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-7"
    >
      <h2 id="preferences-title" className="text-lg font-bold text-ink-900">
        {t('preferences.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('preferences.description')}</p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <div>
          <MeetingPreferenceFields
            labels={{
              genders: t('preferences.genders'),
              gender: {
                homme: t('preferences.gender.homme'),
                femme: t('preferences.gender.femme'),
                non_binaire: t('preferences.gender.non_binaire'),
                both: t('preferences.gender.both'),
                everyone: t('preferences.gender.everyone'),
              },
              ageMin: t('preferences.ageMin'),
              ageMax: t('preferences.ageMax'),
            }}
            seekingGenders={genders}
            ageMin={ageMin}
            ageMax={ageMax}
            gendersError={errors.genders ? t('preferences.gendersError') : null}
            ageError={ageError}
            onSeekingChange={chooseGenders}
            onAgeChange={(field, value) => {
              (field === 'ageMin' ? setAgeMin : setAgeMax)(value);
              setErrors(({ ages: _fixed, ...rest }) => rest);
            }}
          />
        </div>
        <CheckboxField
          name="verified_only"
          label={t('preferences.verifiedOnly')}
          checked={verifiedOnly}
          onChange={(event) => setVerifiedOnly(event.target.checked)}
        />
        <Button type="submit" variant="secondary" loading={settings.isPending} loadingLabel={t('preferences.saving')}>
          {t('preferences.save')}
        </Button>
      </form>
    </section>
  );
}
