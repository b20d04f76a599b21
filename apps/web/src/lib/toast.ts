// toast.success / .error / .info without sonner in the first download: the library and the toaster
// load with the first toast (AppToaster mounts when they arrive), which is then shown. A public page
// that never toasts never fetches them.
// Every toast leaves after its duration (spec: 4 s) whatever the pointer does: sonner pauses its timers
// while the pointer rests on the stack, and a pointer left where a closed dialog's button was (the
// rating modal) kept the toast on screen for good.
import { TOASTS } from '@affinia/contract';
import type * as SonnerModule from 'sonner';
import type { toast as sonnerToast } from 'sonner';

type Sonner = typeof SonnerModule;
type ToastArgs = Parameters<typeof sonnerToast.success>;

let loading: Promise<Sonner> | null = null;
const listeners = new Set<(sonner: Sonner) => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

/** Fetches sonner once; every listener (the app's toaster) hears when it is there. */
export function loadToaster(): Promise<Sonner> {
  loading ??= import('sonner').then((sonner) => {
    listeners.forEach((listener) => listener(sonner));
    return sonner;
  });
  return loading;
}

/** For AppToaster: called with sonner once it has loaded (at once if it already has). */
export function onToasterLoaded(listener: (sonner: Sonner) => void): () => void {
  listeners.add(listener);
  if (loading) void loading.then(listener);
  return () => listeners.delete(listener);
}

/** For AppToaster: the Toaster is mounted and subscribed, toasts may be shown. */
export function toasterMounted(): void {
  markMounted();
}

const dismissTimers = new Map<string | number, ReturnType<typeof setTimeout>>();

const show =
  (kind: 'success' | 'error' | 'info') =>
  (...args: ToastArgs): void => {
    void loadToaster()
      .then(async (sonner) => {
        await mounted;
        const id = sonner.toast[kind](...args);
        const duration = args[1]?.duration ?? TOASTS.durationMs;
        if (!Number.isFinite(duration)) return;
        // A toast shown again under the same id starts its time afresh.
        clearTimeout(dismissTimers.get(id));
        dismissTimers.set(
          id,
          setTimeout(() => {
            dismissTimers.delete(id);
            sonner.toast.dismiss(id);
          }, duration),
        );
      })
      .catch(() => {
        // The chunk could not be fetched (offline): nothing else to show the message with.
      });
  };

export const toast = { success: show('success'), error: show('error'), info: show('info') };
