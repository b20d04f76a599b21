// The titled card every admin list sits in (with its count), and the loading line inside it.
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';

export function AdminPanel({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
      <h2 id={id} className="flex items-center gap-2 px-5 pt-5 pb-4 text-lg font-semibold text-ink-900">
        {title}
        {count !== undefined ? (
          <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-800">{count}</span>
        ) : null}
      </h2>
      {children}
    </section>
  );
}

export function AdminLoading({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-3 px-5 pb-5 text-sm text-ink-600">
      <Spinner className="size-5 text-brand-700" />
      <p>{label}</p>
    </div>
  );
}
