// Everything every screen relies on: the query cache and the toaster (spec: 3 visible, 4 s, 356 px —
// sonner's own width). The toaster is its own chunk, requested as the app starts: public pages become
// interactive without waiting for it, and it is there long before anything can be toasted (a toast
// needs a user action or an API answer first).
import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TOASTS } from '@affinia/contract';
import { queryClient } from './query-client';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

function AppToaster() {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        visibleToasts={TOASTS.visible}
        duration={TOASTS.durationMs}
        closeButton
        containerAriaLabel={t('toasts.label')}
        toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
      />
    </Suspense>
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
