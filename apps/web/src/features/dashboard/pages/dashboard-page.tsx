// /dashboard ("Mon Profil", spec section 2): who I am as others see me — name, age, location, Premium,
// bio, interests, type sought, photos —, the ratings I received, the way to start matching or edit the
// questionnaire, photo verification, and account deletion. The settings have their own sections
// (decision 060); sign-out is in the member header, on every member screen.
import { useTranslation } from 'react-i18next';
import { AboutMe } from '../components/about-me';
import { DeleteAccountSection } from '../components/delete-account-section';
import { EmailConfirmationBanner } from '../components/email-confirmation-banner';
import { ModerationNotices } from '../components/moderation-notices';
import { PhotoGallery } from '../components/photo-gallery';
import { ProfileSummary } from '../components/profile-summary';
import { RatingsPanel } from '../components/ratings-panel';
import { SectionPage } from '../components/section-page';
import { VerificationSection } from '../components/verification-section';

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  return (
    <SectionPage title={t('title')}>
      {(profile) => (
        <>
          <EmailConfirmationBanner profile={profile} />
          <ModerationNotices />
          <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
            <div className="space-y-6">
              <ProfileSummary profile={profile} />
              <AboutMe profile={profile} />
              <PhotoGallery profile={profile} />
            </div>
            <div className="space-y-6">
              <RatingsPanel />
              <VerificationSection />
              <DeleteAccountSection />
            </div>
          </div>
        </>
      )}
    </SectionPage>
  );
}
