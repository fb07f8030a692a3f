import type { Role, UserProfile } from '@fixwell/common/user-profile';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { RouterProvider } from 'react-router';

import { createAppRouter } from '@/app/router';
import type { RouteEntry } from '@/app/routes/route-table';
import { ConfirmDialogHost } from '@/components/confirm-dialog/confirm-dialog-host';
import { Toaster } from '@/components/toast/toaster';
import { useAuthStore } from '@/features/auth/stores/auth-store';

/** A profile as the auth store would hold it after sign-in. */
export function makeProfile(role: Role, overrides: Partial<UserProfile> = {}): UserProfile {
  const id = overrides.id ?? `${role}-uid`;
  const email = overrides.email ?? `${role}@fixwell.test`;
  return {
    id,
    email,
    displayName: role === 'company' ? 'Acme Plumbing' : `Test ${role}`,
    role,
    emailVerified: true,
    active: true,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  };
}

/**
 * Puts the auth store in the state the listener reaches: signed in with `profile`, or signed out
 * (null). `authReady()` then resolves at once, so guards run without Firebase.
 */
export function setAuthState(profile: UserProfile | null): void {
  useAuthStore.setState({
    status: 'ready',
    user: profile ? ({ uid: profile.id, email: profile.email } as User) : null,
    profile,
    isAdmin: profile?.role === 'admin',
    isCompany: profile?.role === 'company',
    isCustomer: profile?.role === 'customer',
    signOutReason: null,
  });
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

function TestProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <HelmetProvider>
      <QueryClientProvider client={client}>
        {children}
        <Toaster />
        <ConfirmDialogHost />
      </QueryClientProvider>
    </HelmetProvider>
  );
}

export type RenderAppOptions = {
  /** Signed-in profile, or null for signed out. Leave out to keep the store as it is. */
  profile?: UserProfile | null;
  /** Defaults to the real route table. */
  table?: readonly RouteEntry[];
};

export type RenderAppResult = RenderResult & {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  user: UserEvent;
};

/**
 * Renders the whole app at `url`: the real routes, layouts and guards in a memory router, with
 * the same providers as production (except the Firebase auth listener: set auth with `profile`).
 */
export function renderApp(url = '/', options: RenderAppOptions = {}): RenderAppResult {
  if (options.profile !== undefined) setAuthState(options.profile);
  const router = createAppRouter({
    initialEntries: [url],
    ...(options.table ? { table: options.table } : {}),
  });
  const queryClient = createTestQueryClient();
  const user = userEvent.setup();
  const result = render(
    <TestProviders client={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router, queryClient, user };
}

/** Waits for the page's `<h1>` to appear (pages and layouts load lazily) and returns it. */
export function findPageHeading(): Promise<HTMLElement> {
  return screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
}
