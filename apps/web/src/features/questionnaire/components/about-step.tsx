// Step 4: the free-text bio (counter, 1000 at most, the blog's 300–500 advice), the type of person
// sought, and the meeting preferences that discover applies both ways ("Je cherche" required).
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { BIO_MAX_LENGTH, TYPE_PREFERENCE_MAX_LENGTH, type DistanceBandKm, type Gender } from '@affinia/contract';
import { describedBy } from '../../../components/ui/field-message';
import { DistancePreferenceField } from '../../../components/ui/distance-preference-field';
import { PlacePicker } from '../../../components/ui/place-picker';
import { inputClasses } from '../../../components/ui/text-field';
import type { PreferenceErrors } from '../questionnaire-values';
import { MeetingPreferences } from './meeting-preferences';
import { StepSection } from './step-section';

/** The blog's advice on bio length, shown as a tip under the field. */
const BIO_ADVICE = { min: 300, max: 500 } as const;

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
  const { t, i18n } = useTranslation('questionnaire');
  const bioId = useId();
  const typeId = useId();
  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  return (
    <StepSection title={t('about.title')} description={t('about.description')} headingRef={headingRef}>
      <div className="space-y-6">
        <div>
          <label htmlFor={bioId} className="mb-1.5 block text-sm font-medium text-ink-800">
            {t('about.bio.label')}
          </label>
          <textarea
            id={bioId}
            name="bio"
            rows={6}
            maxLength={BIO_MAX_LENGTH}
            value={bio}
            onChange={(event) => onChange('bio', event.target.value)}
            placeholder={t('about.bio.placeholder')}
            aria-describedby={describedBy(`${bioId}-tip`, `${bioId}-count`)}
            className={`${inputClasses} resize-y border-ink-400 focus-visible:border-accent-600`}
          />
          <div className="mt-1.5 flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm text-ink-600">
            <p id={`${bioId}-tip`}>{t('about.bio.tip', BIO_ADVICE)}</p>
            <p id={`${bioId}-count`} className="tabular-nums">
              {t('about.bio.counter', { count: count(bio.length), max: count(BIO_MAX_LENGTH) })}
            </p>
          </div>
        </div>

        <div>
          <label htmlFor={typeId} className="mb-1.5 block text-sm font-medium text-ink-800">
            {t('about.typePreference.label')}
          </label>
          <textarea
            id={typeId}
            name="type_preference"
            rows={3}
            maxLength={TYPE_PREFERENCE_MAX_LENGTH}
            value={typePreference}
            onChange={(event) => onChange('typePreference', event.target.value)}
            placeholder={t('about.typePreference.placeholder')}
            aria-describedby={`${typeId}-count`}
            className={`${inputClasses} resize-y border-ink-400 focus-visible:border-accent-600`}
          />
          <p id={`${typeId}-count`} className="mt-1.5 text-right text-sm text-ink-600 tabular-nums">
            {t('about.typePreference.counter', {
              count: count(typePreference.length),
              max: count(TYPE_PREFERENCE_MAX_LENGTH),
            })}
          </p>
        </div>

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
