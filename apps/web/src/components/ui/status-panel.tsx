// The centred card a member screen shows instead of its list: loading, failed (with a retry), or an
// empty/explanatory state the screen words itself. Shared by discover and matches.
import type { ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

export function Panel({ children }: { children: ReactNode }) {
  return <div className="rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-ink-200 sm:p-10">{children}</div>;
}

export function LoadingPanel({ label }: { label: string }) {
  return (
    <Panel>
      <div role="status" className="flex flex-col items-center gap-3 text-ink-600">
        <Spinner className="size-8 text-brand-700" />
        <p>{label}</p>
      </div>
    </Panel>
  );
}

export function ErrorPanel({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Panel>
      <p className="text-danger-600">{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Panel>
  );
}
