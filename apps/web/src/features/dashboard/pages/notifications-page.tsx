// /dashboard/notifications (decision 060): which events mail me, and push notifications on this device.
import { useTranslation } from 'react-i18next';
import { NotificationSettingsPanel } from '../components/notification-settings';
import { PushNotificationSettings } from '../components/push-notification-settings';
import { SectionPage } from '../components/section-page';

export default function NotificationsPage() {
  const { t } = useTranslation('dashboard');
  return (
    <SectionPage title={t('sections.notifications')}>
      {() => (
        <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:items-start">
          <NotificationSettingsPanel />
          <PushNotificationSettings />
        </div>
      )}
    </SectionPage>
  );
}
