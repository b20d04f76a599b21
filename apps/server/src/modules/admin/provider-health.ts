// The health of outside providers (payments; mail where it exists) as this process has seen it: a
// provider whose last call failed is 'failing' until a call succeeds again. Fed from the HTTP edge
// (a 502 from a payment route is the provider failing), so no provider code has to report anything.
import type { ProviderHealth } from '@affinia/contract';

const HOUR_MS = 3600_000;

export function createProviderHealth(providers: Record<string, string>) {
  const state = new Map(
    Object.entries(providers).map(([service, provider]) => [
      service,
      { provider, lastOk: 0, lastFailure: 0, failures: [] as number[] },
    ]),
  );

  return {
    record(service: string, ok: boolean, at = Date.now()): void {
      const entry = state.get(service);
      if (!entry) return;
      if (ok) entry.lastOk = at;
      else {
        entry.lastFailure = at;
        entry.failures.push(at);
        while (entry.failures.length > 0 && (entry.failures[0] ?? 0) < at - HOUR_MS) entry.failures.shift();
        // Bounded whatever the failure rate: the last hour's count is all the overview shows.
        if (entry.failures.length > 10_000) entry.failures.splice(0, entry.failures.length - 10_000);
      }
    },

    snapshot(now = Date.now()): ProviderHealth[] {
      return [...state].map(([service, e]) => ({
        service,
        provider: e.provider,
        status: e.lastFailure > e.lastOk ? 'failing' : 'ok',
        last_failure_at: e.lastFailure ? new Date(e.lastFailure).toISOString() : null,
        failures_last_hour: e.failures.filter((t) => t >= now - HOUR_MS).length,
      }));
    },
  };
}
export type ProviderHealthBoard = ReturnType<typeof createProviderHealth>;
