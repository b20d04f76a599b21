// /dashboard/privacy, "Confidentialité et sécurité" (decision 060): the name others see, pause and data
// export, hidden words, and the account's password and e-mail address.
import { useTranslation } from 'react-i18next';
import { AccountSecurity } from '../components/account-security';
import { DisplayNameSettings } from '../components/display-name-settings';
import { HiddenWordsSettings } from '../components/hidden-words-settings';
import { PrivacySettings } from '../components/privacy-settings';
import { SectionPage } from '../components/section-page';

export default function PrivacyPage() {
  const { t } = useTranslation('dashboard');
  return (
    <SectionPage title={t('sections.privacy')}>
      {(profile) => (
        <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:items-start">
          <div className="space-y-6">
            <DisplayNameSettings profile={profile} />
            <PrivacySettings profile={profile} />
          </div>
          <div className="space-y-6">
            <HiddenWordsSettings />
            <AccountSecurity />
          </div>
        </div>
      )}
    </SectionPage>
  );
}
