import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';

import { AppErrorBoundary } from '@/app/app-error-boundary';
import { ConfirmDialogHost } from '@/components/confirm-dialog/confirm-dialog-host';
import { PageSpinner } from '@/components/page-spinner';
import { Toaster } from '@/components/toast/toaster';
import { startAuthListener } from '@/features/auth/stores/auth-store';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/** Suspense → error boundary → head → server state → toasts/confirm → auth listener, in that order. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  useEffect(() => startAuthListener(), []);

  return (
    <Suspense fallback={<PageSpinner />}>
      <AppErrorBoundary>
        <HelmetProvider>
          <QueryClientProvider client={queryClient}>
            {children}
            <Toaster />
            <ConfirmDialogHost />
          </QueryClientProvider>
        </HelmetProvider>
      </AppErrorBoundary>
    </Suspense>
  );
}
