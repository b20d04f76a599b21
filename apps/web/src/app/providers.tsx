// Everything every screen relies on: the query cache and the toaster (spec: 3 visible, 4 s, 356 px —
// sonner's own width).
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { useTranslation } from 'react-i18next';
import { TOASTS } from '@affinia/contract';
import { queryClient } from './query-client';

function AppToaster() {
  const { t } = useTranslation('common');
  return (
    <Toaster
      position="top-center"
      visibleToasts={TOASTS.visible}
      duration={TOASTS.durationMs}
      closeButton
      containerAriaLabel={t('toasts.label')}
      toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
    />
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
