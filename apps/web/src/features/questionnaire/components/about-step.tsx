// Step 4: the free-text bio (counter, 1000 at most, the blog's 300–500 advice), the type of person
// sought, and the meeting preferences that discover applies both ways ("Je cherche" required).
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { DistanceBandKm, Gender } from '@affinia/contract';
import { DistancePreferenceField } from '../../../components/ui/distance-preference-field';
import { PlacePicker } from '../../../components/ui/place-picker';
import { ProfileTextField } from '../../../components/ui/profile-text-fields';
import type { PreferenceErrors } from '../../../lib/questionnaire-values';
import { MeetingPreferences } from './meeting-preferences';
import { StepSection } from './step-section';

type AboutStepProps = {
  bio: string;
  typePreference: string;
  seekingGenders: readonly Gender[];
  ageMin: string;
  ageMax: string;
  location: string;
  placeId: number | null;
  maxDistanceKm: DistanceBandKm | null;
  onPlaceChange: (text: string, placeId: number | null) => void;
  onMaxDistanceChange: (km: DistanceBandKm | null) => void;
  preferenceErrors: PreferenceErrors;
  onChange: (field: 'bio' | 'typePreference' | 'ageMin' | 'ageMax', value: string) => void;
  onSeekingChange: (genders: Gender[]) => void;
  headingRef: Ref<HTMLHeadingElement>;
};

export function AboutStep({
  bio,
  typePreference,
  seekingGenders,
  ageMin,
  ageMax,
  location,
  placeId,
  maxDistanceKm,
  onPlaceChange,
  onMaxDistanceChange,
  preferenceErrors,
  onChange,
  onSeekingChange,
  headingRef,
}: AboutStepProps) {
  const { t } = useTranslation('questionnaire');
  return (
    <StepSection title={t('about.title')} description={t('about.description')} headingRef={headingRef}>
      <div className="space-y-6">
        <ProfileTextField field="bio" value={bio} onChange={(value) => onChange('bio', value)} />
        <ProfileTextField
          field="typePreference"
          value={typePreference}
          onChange={(value) => onChange('typePreference', value)}
        />

        <MeetingPreferences
          seekingGenders={seekingGenders}
          ageMin={ageMin}
          ageMax={ageMax}
          errors={preferenceErrors}
          onSeekingChange={onSeekingChange}
          onAgeChange={(field, value) => onChange(field, value)}
        />

        <fieldset className="space-y-4 rounded-2xl border border-ink-200 p-4 sm:p-5">
          <legend className="float-left w-full font-semibold text-ink-900">{t('about.place.legend')}</legend>
          <p className="clear-both pt-1 text-sm text-ink-600">{t('about.place.description')}</p>
          <PlacePicker
            label={t('about.place.location')}
            name="location"
            text={location}
            placeId={placeId}
            onChange={(text, place) => onPlaceChange(text, place?.id ?? null)}
          />
          <DistancePreferenceField
            label={t('about.place.maxDistance')}
            value={maxDistanceKm}
            onChange={onMaxDistanceChange}
          />
        </fieldset>
      </div>
    </StepSection>
  );
}
