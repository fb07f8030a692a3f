import type { Role, UserProfile } from '@fixwell/common/user-profile';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import type { RouteEntry } from '@/config/route-types';
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

export type RenderAppOptions = {
  /** Signed-in profile, or null for signed out. Leave out to keep the store as it is. */
  profile?: UserProfile | null;
  /** Defaults to the real route table; only for rendering the whole app at a URL. */
  table?: readonly RouteEntry[];
  /** Where a component rendered on its own believes it is; defaults to "/". */
  url?: string;
};

export type RenderAppResult = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
  user: UserEvent;
};

/**
 * Renders inside the app's own provider tree (app/provider.tsx) with a memory router and a fresh
 * query cache, without the Firebase auth listener: set the user with `profile`.
 *
 * - `renderApp('/blog?page=2')` renders the whole app at that URL: the real routes, layouts and
 *   guards.
 * - `renderApp(<LeadsBoard … />, { url: '/company/leads' })` renders one component, as a page
 *   would, for a feature's component tests.
 */
export function renderApp(
  urlOrUi: string | ReactElement,
  options: RenderAppOptions = {},
): RenderAppResult {
  if (options.profile !== undefined) setAuthState(options.profile);
  const router =
    typeof urlOrUi === 'string'
      ? createAppRouter({
          initialEntries: [urlOrUi],
          ...(options.table ? { table: options.table } : {}),
        })
      : createMemoryRouter([{ path: '*', element: urlOrUi }], {
          initialEntries: [options.url ?? '/'],
        });
  const queryClient = createTestQueryClient();
  const user = userEvent.setup();
  const result = render(
    <AppProvider client={queryClient} listenForAuth={false}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient, user };
}

/** Waits for the page's `<h1>` to appear (pages and layouts load lazily) and returns it. */
export function findPageHeading(): Promise<HTMLElement> {
  return screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
}
