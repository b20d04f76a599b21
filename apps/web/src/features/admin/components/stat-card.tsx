// One of the four statistics of the admin dashboard.
type StatCardProps = { label: string; value: string; tone?: 'default' | 'warning' };

export function StatCard({ label, value, tone = 'default' }: StatCardProps) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200">
      <dt className="text-sm font-medium text-ink-600">{label}</dt>
      <dd
        className={`mt-2 text-3xl font-bold tracking-tight ${tone === 'warning' ? 'text-brand-700' : 'text-ink-900'}`}
      >
        {value}
      </dd>
    </div>
  );
}
