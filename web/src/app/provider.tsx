import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';

import { AppErrorBoundary } from '@/app/app-error-boundary';
import { ConfirmDialogHost } from '@/components/confirm-dialog/confirm-dialog-host';
import { PageSpinner } from '@/components/page-spinner';
import { Toaster } from '@/components/toast/toaster';
import { startAuthListener } from '@/features/auth/stores/auth-store';
import { queryClient } from '@/lib/query-client';

/** Suspense → error boundary → head → server state → toasts/confirm → auth listener, in that order. */
export function AppProvider({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  /** The prerender passes each page its own cache; the browser uses the app's one. */
  client?: QueryClient;
}) {
  useEffect(() => startAuthListener({ deferUnlessSignedIn: true }), []);

  return (
    <Suspense fallback={<PageSpinner />}>
      <AppErrorBoundary>
        <HelmetProvider>
          <QueryClientProvider client={client}>
            {children}
            <Toaster />
            <ConfirmDialogHost />
          </QueryClientProvider>
        </HelmetProvider>
      </AppErrorBoundary>
    </Suspense>
  );
}
