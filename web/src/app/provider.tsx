import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';

import { AppErrorBoundary } from '@/app/app-error-boundary';
import { LazyConfirmDialogHost } from '@/components/confirm-dialog/lazy-confirm-dialog-host';
import { PageSpinner } from '@/components/page-spinner';
import { LazyToaster } from '@/components/toast/lazy-toaster';
import { startAuthListener } from '@/features/auth/auth-session';
import { queryClient } from '@/lib/query-client';

/** Suspense → error boundary → head → server state → toasts/confirm → auth listener, in that order. */
export function AppProvider({
  children,
  client = queryClient,
  listenForAuth = true,
}: {
  children: ReactNode;
  /** The prerender passes each page its own cache; the browser uses the app's one. */
  client?: QueryClient;
  /** Tests set the signed-in user themselves (testing/test-utils.tsx) instead of asking Firebase. */
  listenForAuth?: boolean;
}) {
  useEffect(
    () => (listenForAuth ? startAuthListener({ deferUnlessSignedIn: true }) : undefined),
    [listenForAuth],
  );

  return (
    <Suspense fallback={<PageSpinner />}>
      <AppErrorBoundary>
        <HelmetProvider>
          <QueryClientProvider client={client}>
            {children}
            <LazyToaster />
            <LazyConfirmDialogHost />
          </QueryClientProvider>
        </HelmetProvider>
      </AppErrorBoundary>
    </Suspense>
  );
}
