// The first-run marker, DATA_DIR/demo-population.json: written when the first-run population is made,
// and given `removed_at` when the demo people are removed (admin button, `npm run seed -- --reset`).
// Present means "never make a first-run population again"; `removed_at` also stops every top-up.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const FIRST_RUN_MARKER = 'demo-population.json';

export type FirstRunMarker = {
  created_at?: string;
  /** People of the first-run population (top-ups come on top of them). */
  people?: number;
  seed?: string;
  removed_at?: string;
};

const markerPath = (dataDir: string) => path.join(dataDir, FIRST_RUN_MARKER);

export const hasFirstRunMarker = (dataDir: string): boolean => existsSync(markerPath(dataDir));

/** The marker's content; null when there is none. An unreadable one counts as removed: no demo is added to it. */
export function readFirstRunMarker(dataDir: string): FirstRunMarker | null {
  if (!hasFirstRunMarker(dataDir)) return null;
  try {
    const parsed: unknown = JSON.parse(readFileSync(markerPath(dataDir), 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as FirstRunMarker) : { removed_at: 'unreadable' };
  } catch {
    return { removed_at: 'unreadable' };
  }
}

export function writeFirstRunMarker(dataDir: string, marker: FirstRunMarker): void {
  writeFileSync(markerPath(dataDir), JSON.stringify(marker) + '\n');
}

/** Records the removal (creating the marker if needed): no first run nor top-up brings demo people back. */
export function markDemoRemoved(dataDir: string): void {
  const marker = readFirstRunMarker(dataDir) ?? {};
  writeFirstRunMarker(dataDir, { ...marker, removed_at: new Date().toISOString() });
}
