// What every screen relies on: the toaster (spec: 3 visible, 4 s, 356 px — sonner's own width). It
// mounts when the first toast loads sonner (lib/toast.ts), so public pages that never toast never
// download it. The query cache is provided by the routes that use the API (query-layout.tsx).
import { useEffect, useState, type ReactNode } from 'react';
import type * as SonnerModule from 'sonner';
import { useTranslation } from 'react-i18next';
import { TOASTS } from '@affinia/contract';
import { onToasterLoaded, toasterMounted } from '../lib/toast';

type Sonner = typeof SonnerModule;

/** Rendered after the Toaster: its effect runs once the Toaster has subscribed to new toasts. */
function MountedSignal() {
  useEffect(() => toasterMounted(), []);
  return null;
}

function AppToaster() {
  const { t } = useTranslation('common');
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(() => onToasterLoaded(setSonner), []);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <>
      <Toaster
        position="top-center"
        visibleToasts={TOASTS.visible}
        duration={TOASTS.durationMs}
        closeButton
        containerAriaLabel={t('toasts.label')}
        toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
      />
      <MountedSignal />
    </>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <AppToaster />
    </>
  );
}
