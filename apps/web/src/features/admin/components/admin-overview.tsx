// The operator's overview on /admin, loaded lazily (its own chunk: no public page downloads it):
// sign-ups, matches and messages per day for 30 days, free places left, what waits for moderation,
// the health of outside providers, and the demo members with the button that removes them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOverview as Overview, ProviderHealth } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { currentLanguage } from '../../../i18n';
import { toast } from '../../../lib/toast';
import { useAdminOverview } from '../api/get-admin-overview';
import { useRemoveDemoMembers } from '../api/remove-demo-members';
import { ActivityChart } from './activity-chart';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

const SERIES = ['signups', 'matches', 'messages'] as const;

function ProviderRow({ provider }: { provider: ProviderHealth }) {
  const { t } = useTranslation('admin');
  const ok = provider.status === 'ok';
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span className="text-ink-800">
        {t(`overview.services.${provider.service}`, { defaultValue: provider.service })}{' '}
        <span className="text-ink-600">({provider.provider})</span>
      </span>
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${ok ? 'bg-ink-100 text-ink-800' : 'bg-danger-600 text-white'}`}
      >
        {ok ? t('overview.providerOk') : t('overview.providerFailing', { count: provider.failures_last_hour })}
      </span>
    </li>
  );
}

function Figures({ data }: { data: Overview }) {
  const { t } = useTranslation('admin');
  const number = new Intl.NumberFormat(currentLanguage());
  const pending = [
    { key: 'testimonials', value: data.pending.testimonials },
    { key: 'reports', value: data.pending.reports },
    { key: 'suspicious_locations', value: data.pending.suspicious_locations },
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200">
        <h3 className="text-sm font-medium text-ink-600">{t('overview.pendingTitle')}</h3>
        <dl className="mt-2 grid grid-cols-3 gap-2">
          {pending.map((item) => (
            <div key={item.key}>
              <dt className="text-xs text-ink-600">{t(`overview.pending.${item.key}`)}</dt>
              <dd className="text-xl font-bold text-ink-900">{number.format(item.value)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-ink-800">
          {t('overview.freePlacesLeft', { count: data.remaining_free, formatted: number.format(data.remaining_free) })}
        </p>
      </div>
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200">
        <h3 className="text-sm font-medium text-ink-600">{t('overview.providersTitle')}</h3>
        <ul className="mt-1 divide-y divide-ink-100 text-sm">
          {data.providers.map((provider) => (
            <ProviderRow key={provider.service} provider={provider} />
          ))}
        </ul>
      </div>
    </div>
  );
}

function DemoMembers({ count }: { count: number }) {
  const { t } = useTranslation('admin');
  const remove = useRemoveDemoMembers();
  const [confirming, setConfirming] = useState(false);
  if (count === 0) return null;
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: (removed) => toast.success(t('overview.demo.removed', { count: removed.removed_users })),
      onError: () => toast.error(t('errors.action')),
      onSettled: () => setConfirming(false),
    });
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200">
      <p className="text-sm text-ink-800">{t('overview.demo.text', { count })}</p>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('overview.demo.remove')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('overview.demo.confirmTitle')}
        confirmLabel={t('overview.demo.confirm')}
        cancelLabel={t('delete.cancel')}
        busy={remove.isPending}
        busyLabel={t('overview.demo.removing')}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
        description={<p>{t('overview.demo.confirmText', { count })}</p>}
      />
    </div>
  );
}

export default function AdminOverview() {
  const { t } = useTranslation('admin');
  const overview = useAdminOverview();
  return (
    <section aria-labelledby="admin-overview-title" className="space-y-4">
      <h2 id="admin-overview-title" className="text-lg font-semibold text-ink-900">
        {t('overview.title')}
      </h2>
      {overview.data ? (
        <>
          <div className="grid gap-4 md:grid-cols-3">
            {SERIES.map((series) => (
              <ActivityChart
                key={series}
                title={t(`overview.series.${series}`)}
                days={overview.data.days.map((d) => ({ date: d.date, value: d[series] }))}
              />
            ))}
          </div>
          <Figures data={overview.data} />
          <DemoMembers count={overview.data.demo_members} />
        </>
      ) : overview.isError ? (
        <div className="flex flex-wrap items-center gap-4 rounded-2xl bg-white p-5 ring-1 ring-ink-200">
          <p className="text-danger-600">{t('overview.loadError')}</p>
          <Button variant="secondary" onClick={() => void overview.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <div className="flex items-center gap-3 text-sm text-ink-600">
          <Spinner className="size-5 text-brand-700" />
          <p>{t('loading')}</p>
        </div>
      )}
    </section>
  );
}
