import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { ConfirmDialogHost } from '@/components/confirm-dialog/confirm-dialog-host';
import { Toaster } from '@/components/toast/toaster';

/** Renders a feature component at `url` with the query cache, a router, toasts and dialogs. */
export function renderWithProviders(ui: ReactElement, url = '/') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
      <ConfirmDialogHost />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient, user };
}
