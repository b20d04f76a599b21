// "Notifications par e-mail": one switch per event (new match, new message, reply waiting, ratings),
// and the daily digest option for messages. Every notification mail also carries a link that turns
// its own kind off without signing in.
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_EVENTS, type NotificationEvent, type UpdateNotificationSettingsBody } from '@affinia/contract';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';

export function Switch({
  label,
  description,
  on,
  busy,
  onToggle,
}: {
  label: string;
  description: string;
  on: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <p id={`${id}-label`} className="font-medium text-ink-900">
          {label}
        </p>
        <p id={`${id}-description`} className="mt-0.5 text-sm text-ink-600">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        aria-busy={busy || undefined}
        onClick={onToggle}
        className={`relative mt-0.5 inline-flex h-8 w-14 shrink-0 cursor-pointer items-center rounded-full border-2 transition-colors ${
          on ? 'border-brand-700 bg-brand-600' : 'border-ink-400 bg-ink-200'
        } ${busy ? 'opacity-70' : ''}`}
      >
        <span
          aria-hidden="true"
          className={`flex size-6 items-center justify-center rounded-full bg-white shadow transition-transform ${
            on ? 'translate-x-6.5' : 'translate-x-0.5'
          }`}
        >
          {busy ? <Spinner className="size-4 text-ink-600" /> : null}
        </span>
      </button>
    </div>
  );
}

export function NotificationSettingsPanel() {
  const { t } = useTranslation('dashboard');
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();

  const save = (body: UpdateNotificationSettingsBody, on: boolean) =>
    update.mutate(body, {
      onSuccess: () => toast.success(on ? t('notifications.on') : t('notifications.off')),
    });
  const toggle = (event: NotificationEvent) => {
    if (update.isPending || !settings.data) return;
    const on = !settings.data.mail[event];
    save({ mail: { [event]: on } }, on);
  };
  const toggleDigest = () => {
    if (update.isPending || !settings.data) return;
    const daily = settings.data.message_frequency !== 'daily';
    save({ message_frequency: daily ? 'daily' : 'each' }, daily);
  };

  return (
    <section
      aria-labelledby="notifications-title"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-7"
    >
      <h2 id="notifications-title" className="text-lg font-bold text-ink-900">
        {t('notifications.title')}
      </h2>
      {settings.data ? (
        <div className="mt-4 space-y-5">
          {NOTIFICATION_EVENTS.map((event) => (
            <Fragment key={event}>
              <Switch
                label={t(`notifications.${event}.label`)}
                description={t(`notifications.${event}.description`)}
                on={settings.data.mail[event]}
                busy={update.isPending && update.variables?.mail?.[event] !== undefined}
                onToggle={() => toggle(event)}
              />
              {event === 'message' && settings.data.mail.message ? (
                <Switch
                  label={t('notifications.digest.label')}
                  description={t('notifications.digest.description')}
                  on={settings.data.message_frequency === 'daily'}
                  busy={update.isPending && update.variables?.message_frequency !== undefined}
                  onToggle={toggleDigest}
                />
              ) : null}
            </Fragment>
          ))}
        </div>
      ) : settings.isError ? (
        <p className="mt-4 text-danger-600">{t('notifications.loadError')}</p>
      ) : (
        <Spinner className="mt-4 size-5 text-brand-700" />
      )}
    </section>
  );
}
