import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { QueryClientProvider } from '@tanstack/react-query';

import { SiteHeader } from '@/app/layouts/site-header';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { watchUnreadNotificationCount } from '@/features/notifications/api/notifications-data';
import { createTestQueryClient, makeProfile, setAuthState } from '@/testing/test-utils';

vi.mock('@/features/notifications/api/notifications-data', () => ({
  UNREAD_COUNT_LIMIT: 100,
  watchUnreadNotificationCount: vi.fn(),
}));
const mockedWatchUnread = vi.mocked(watchUnreadNotificationCount);

// The header is prerendered for nobody in particular (web/scripts/prerender.mjs); in the browser
// the app hydrates that markup with whoever is signed in. These tests do the same in jsdom.

let queryClient = createTestQueryClient();

const header = (): ReactElement => (
  <QueryClientProvider client={queryClient}>
    <MemoryRouter initialEntries={['/services/plumber']}>
      <SiteHeader />
    </MemoryRouter>
  </QueryClientProvider>
);

let root: Root | null = null;

// Testing Library sets this for its own renders; these tests drive react-dom themselves.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  delete actEnvironment.IS_REACT_ACT_ENVIRONMENT;
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  useAuthStore.setState(useAuthStore.getInitialState());
  queryClient = createTestQueryClient();
  mockedWatchUnread.mockReset();
});

/** Prerenders the header signed out, then hydrates it in the state the browser is in. */
async function hydrateAs(state: () => void) {
  setAuthState(null);
  const container = document.createElement('div');
  container.innerHTML = renderToString(header());
  document.body.append(container);
  const prerendered = container.querySelector('header');
  state();
  const onRecoverableError = vi.fn();
  await act(async () => {
    root = hydrateRoot(container, header(), { onRecoverableError });
  });
  return { container, prerendered, onRecoverableError };
}

describe('SiteHeader over a prerendered page', () => {
  it('prerenders a placeholder where the account items go, not anyone’s menu', () => {
    setAuthState(makeProfile('customer'));
    const html = renderToString(header());
    expect(html).toContain('site-header__account-placeholder');
    expect(html).not.toContain('Sign in');
    expect(html).not.toContain('Your account');
  });

  it('hydrates for a signed-in visitor, then shows their account menu', async () => {
    const { container, prerendered, onRecoverableError } = await hydrateAs(() =>
      setAuthState(makeProfile('company')),
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('header')).toBe(prerendered);
    const account = container.querySelector<HTMLAnchorElement>('a[href="/company"]');
    expect(account?.textContent).toBe('Your account');
    expect(container.textContent).toContain('Sign out');
    expect(container.textContent).not.toContain('Sign in');
  });

  it('hydrates for a visitor who is signed out, then offers sign-in', async () => {
    const { container, prerendered, onRecoverableError } = await hydrateAs(() =>
      setAuthState(null),
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('header')).toBe(prerendered);
    expect(container.querySelector('a[href="/login"]')?.textContent).toBe('Sign in');
    expect(container.querySelector('a[href="/signup"]')?.textContent).toBe('Sign up');
  });

  it('keeps the placeholder while Auth settles for a visitor who signed in before', async () => {
    const { container, onRecoverableError } = await hydrateAs(() =>
      useAuthStore.setState({ status: 'loading', user: null, profile: null }),
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('.site-header__account-placeholder')).not.toBeNull();
    expect(container.textContent).not.toContain('Sign in');

    act(() => setAuthState(makeProfile('customer')));
    expect(container.querySelector('a[href="/customer"]')?.textContent).toBe('Your account');
    expect(container.querySelector('.site-header__account-placeholder')).toBeNull();
  });

  it('shows a signed-in company the bell with its live unread count, only after hydration', async () => {
    let push: (count: number) => void = () => undefined;
    mockedWatchUnread.mockImplementation((_uid, onData) => {
      push = onData;
      onData(3);
      return () => undefined;
    });
    const profile = makeProfile('company');
    setAuthState(profile);
    expect(renderToString(header())).not.toContain('unread notifications');

    const { container, onRecoverableError } = await hydrateAs(() => setAuthState(profile));
    expect(onRecoverableError).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(container.querySelector('a[href="/company/notifications"]')?.textContent).toContain(
        '3 unread notifications',
      ),
    );
    expect(mockedWatchUnread).toHaveBeenCalledWith(
      profile.id,
      expect.any(Function),
      expect.any(Function),
    );

    act(() => push(1));
    await vi.waitFor(() =>
      expect(container.querySelector('a[href="/company/notifications"]')?.textContent).toMatch(
        /^1 ?1 unread notification$/,
      ),
    );
  });

  it('links a customer’s bell to their own notifications', async () => {
    mockedWatchUnread.mockImplementation((_uid, onData) => {
      onData(0);
      return () => undefined;
    });
    const { container } = await hydrateAs(() => setAuthState(makeProfile('customer')));
    await vi.waitFor(() =>
      expect(container.querySelector('a[href="/customer/notifications"]')?.textContent).toContain(
        'Notifications, none unread',
      ),
    );
  });

  it('starts no listener for a visitor who is signed out, or an admin', async () => {
    const signedOut = await hydrateAs(() => setAuthState(null));
    expect(signedOut.container.textContent).not.toContain('unread');
    act(() => root?.unmount());
    root = null;
    const admin = await hydrateAs(() => setAuthState(makeProfile('admin')));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(admin.container.textContent).not.toContain('unread');
    expect(mockedWatchUnread).not.toHaveBeenCalled();
  });
});
