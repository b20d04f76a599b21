// /dashboard ("Mon Profil", spec section 2): who I am as others see me — name, age, location, Premium,
// bio, interests, type sought, photos —, the ratings I received, the way to start matching or edit the
// questionnaire, my meeting preferences and privacy controls, and account deletion (sign-out is in the
// member header, on every member screen).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { MemberHeader } from '../../../components/ui/member-header';
import { Spinner } from '../../../components/ui/spinner';
import { useProfile } from '../../../lib/profile-query';
import { AboutMe } from '../components/about-me';
import { AccountSecurity } from '../components/account-security';
import { EmailConfirmationBanner } from '../components/email-confirmation-banner';
import { ModerationNotices } from '../components/moderation-notices';
import { NotificationSettingsPanel } from '../components/notification-settings';
import { PushNotificationSettings } from '../components/push-notification-settings';
import { HiddenWordsSettings } from '../components/hidden-words-settings';
import { DeleteAccountSection } from '../components/delete-account-section';
import { DisplayNameSettings } from '../components/display-name-settings';
import { MeetingPreferencesForm } from '../components/meeting-preferences-form';
import { PhotoGallery } from '../components/photo-gallery';
import { PlaceSettings } from '../components/place-settings';
import { PrivacySettings } from '../components/privacy-settings';
import { ProfileSummary } from '../components/profile-summary';
import { RatingsPanel } from '../components/ratings-panel';
import { VerificationSection } from '../components/verification-section';
import { isSessionEnd } from '../../../lib/user-message';

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const profile = useProfile();

  useEffect(() => {
    // A 401 has already cleared the session and left for /auth with its own message.
    if (profile.isError && !isSessionEnd(profile.error)) {
      toast.error(t('loadError'), { id: 'profile-load-error' });
    }
  }, [profile.isError, profile.error, t]);

  return (
    <div className="min-h-dvh">
      <title>{`${t('title')} | Affinia`}</title>
      <MemberHeader />

      <main id="main" className="mx-auto max-w-6xl px-4 pt-6 pb-12 sm:px-6 sm:pt-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{t('title')}</h1>
        {profile.isPending ? (
          <div className="mt-6 flex items-center gap-3 rounded-3xl bg-white p-6 text-ink-600 ring-1 ring-ink-200">
            <Spinner className="size-5 text-brand-700" />
            <p>{t('loading')}</p>
          </div>
        ) : profile.isError ? (
          <div className="mt-6 flex flex-wrap items-center gap-4 rounded-3xl bg-white p-6 ring-1 ring-ink-200">
            <p className="text-danger-600">{t('loadError')}</p>
            <Button variant="secondary" onClick={() => void profile.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <>
            <EmailConfirmationBanner profile={profile.data} />
            <ModerationNotices />
            <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
              <div className="space-y-6">
                <ProfileSummary profile={profile.data} />
                <AboutMe profile={profile.data} />
                <PhotoGallery profile={profile.data} />
              </div>
              <div className="space-y-6">
                <RatingsPanel />
                <DisplayNameSettings profile={profile.data} />
                <MeetingPreferencesForm profile={profile.data} />
                <PlaceSettings profile={profile.data} />
                <VerificationSection />
                <PrivacySettings profile={profile.data} />
                <NotificationSettingsPanel />
                <PushNotificationSettings />
                <HiddenWordsSettings />
                <AccountSecurity />
                <DeleteAccountSection />
              </div>
            </div>
          </>
        )}
      </main>
    </div>
  );
}
