// /dashboard/preferences (decision 060): whom I want to meet — genders, ages, verified profiles only —
// and where: my place, the distance, a planned trip; and what I am looking for in someone (issue 34).
import { useTranslation } from 'react-i18next';
import { MeetingPreferencesForm } from '../components/meeting-preferences-form';
import { PlaceSettings } from '../components/place-settings';
import { SectionPage } from '../components/section-page';
import { StatedPreferencesSettings } from '../components/stated-preferences-settings';

export default function PreferencesPage() {
  const { t } = useTranslation('dashboard');
  return (
    <SectionPage title={t('sections.preferences')}>
      {(profile) => (
        <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:items-start">
          <MeetingPreferencesForm profile={profile} />
          <PlaceSettings profile={profile} />
          <StatedPreferencesSettings profile={profile} />
        </div>
      )}
    </SectionPage>
  );
}
