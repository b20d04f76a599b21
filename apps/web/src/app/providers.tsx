// What every screen relies on: the toaster (spec: 3 visible, 4 s, 356 px — sonner's own width). It
// mounts when the first toast loads sonner (lib/toast.ts), so public pages that never toast never
// download it. The query cache is provided by the routes that use the API (query-layout.tsx).
// Where toasts sit: bottom-centre on phones (within reach of the thumb), top-right on wider screens.
// A screen with a fixed header or composer (chat) publishes their heights as CSS variables
// (lib/toast-clearance.ts), and the offsets keep toasts clear of both.
import { useEffect, useState, type ReactNode } from 'react';
import type * as SonnerModule from 'sonner';
import { useTranslation } from 'react-i18next';
import { TOASTS } from '@affinia/contract';
import { onToasterLoaded, toasterMounted } from '../lib/toast';
import { useMediaQuery } from '../lib/use-media-query';

type Sonner = typeof SonnerModule;

/** sonner's own phone breakpoint (its toasts go full width below it). */
const PHONE_QUERY = '(max-width: 600px)';

/** Clear of the screen's fixed top bar (desktop) and bottom bar (phone), plus a small gap. */
const OFFSET = {
  top: 'calc(var(--toast-clear-top, 0px) + 16px)',
  right: '16px',
  bottom: '16px',
  left: '16px',
} as const;
const MOBILE_OFFSET = {
  top: '16px',
  right: '16px',
  bottom: 'calc(var(--toast-clear-bottom, 0px) + 12px)',
  left: '16px',
} as const;

/** Rendered after the Toaster: its effect runs once the Toaster has subscribed to new toasts. */
function MountedSignal() {
  useEffect(() => toasterMounted(), []);
  return null;
}

function AppToaster() {
  const { t } = useTranslation('common');
  const [sonner, setSonner] = useState<Sonner | null>(null);
  const phone = useMediaQuery(PHONE_QUERY);
  useEffect(() => onToasterLoaded(setSonner), []);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <>
      <Toaster
        position={phone ? 'bottom-center' : 'top-right'}
        offset={OFFSET}
        mobileOffset={MOBILE_OFFSET}
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
