// "Notifications sur cet appareil": web push per event, in this browser. A switch shows on when the
// member wants that push and this browser is subscribed; turning one on asks for the browser's
// permission (once), subscribes it with the server's key and saves the choice. Pushes say who, never
// what was written.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_EVENTS, type NotificationEvent } from '@affinia/contract';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';
import { PushPermissionRefused, usePushDevice, useSubscribeThisBrowser } from '../api/push-subscription';
import { Switch } from './notification-settings';

export function PushNotificationSettings() {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const settings = useNotificationSettings();
  const device = usePushDevice();
  const subscribe = useSubscribeThisBrowser();
  const update = useUpdateNotificationSettings();
  const [turningOn, setTurningOn] = useState<NotificationEvent | null>(null);

  const toggle = async (event: NotificationEvent, on: boolean) => {
    if (update.isPending || turningOn) return;
    if (on) {
      update.mutate({ push: { [event]: false } }, { onSuccess: () => toast.success(t('notifications.push.off')) });
      return;
    }
    setTurningOn(event);
    try {
      await subscribe.mutateAsync();
    } catch (error) {
      toast.error(
        t(error instanceof PushPermissionRefused ? 'notifications.push.blocked' : 'notifications.push.failed'),
      );
      return;
    } finally {
      setTurningOn(null);
    }
    update.mutate({ push: { [event]: true } }, { onSuccess: () => toast.success(t('notifications.push.on')) });
  };

  const state = device.data;
  return (
    <section aria-labelledby={titleId} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-7">
      <h2 id={titleId} className="text-lg font-bold text-ink-900">
        {t('notifications.push.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('notifications.push.intro')}</p>
      {state === 'unsupported' ? (
        <p className="mt-4 text-ink-700">{t('notifications.push.unsupported')}</p>
      ) : settings.data && state ? (
        <div className="mt-4 space-y-5">
          {state === 'denied' ? (
            <p role="status" className="text-ink-700">
              {t('notifications.push.denied')}
            </p>
          ) : null}
          {NOTIFICATION_EVENTS.map((event) => {
            const on = settings.data.push[event] && state === 'subscribed';
            const busy = turningOn === event || (update.isPending && update.variables?.push?.[event] !== undefined);
            return (
              <Switch
                key={event}
                label={t(`notifications.${event}.label`)}
                description={t(`notifications.push.${event}`)}
                on={on}
                busy={busy}
                onToggle={() => void toggle(event, on)}
              />
            );
          })}
        </div>
      ) : settings.isError ? (
        <p className="mt-4 text-danger-600">{t('notifications.loadError')}</p>
      ) : (
        <Spinner className="mt-4 size-5 text-brand-700" />
      )}
    </section>
  );
}
