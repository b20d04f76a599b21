// The five headline figures of spec section 2 (Admin), formatted in the reader's language; suspicious
// locations stand out when there are any.
import { useTranslation } from 'react-i18next';
import type { AdminStats } from '@affinia/contract';
import { languageOf } from '../../../i18n';
import { StatCard } from './stat-card';

export function StatsGrid({ stats }: { stats: AdminStats }) {
  const { t, i18n } = useTranslation('admin');
  const number = new Intl.NumberFormat(languageOf(i18n.language));
  const cards = [
    { key: 'total_users', value: stats.total_users },
    { key: 'free_signups', value: stats.free_signups },
    { key: 'remaining_free', value: stats.remaining_free },
    { key: 'suspicious_locations', value: stats.suspicious_locations, warning: stats.suspicious_locations > 0 },
    { key: 'confirmed_emails', value: stats.confirmed_emails },
  ];
  return (
    <section aria-labelledby="admin-stats-title">
      <h2 id="admin-stats-title" className="sr-only">
        {t('stats.title')}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {cards.map((card) => (
          <StatCard
            key={card.key}
            label={t(`stats.${card.key}`)}
            value={number.format(card.value)}
            tone={card.warning ? 'warning' : 'default'}
          />
        ))}
      </dl>
    </section>
  );
}
