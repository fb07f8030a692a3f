import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { SiteHeader } from '@/app/layouts/site-header';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { makeProfile, setAuthState } from '@/testing/test-utils';

// The header is prerendered for nobody in particular (web/scripts/prerender.mjs); in the browser
// the app hydrates that markup with whoever is signed in. These tests do the same in jsdom.

const header = (): ReactElement => (
  <MemoryRouter initialEntries={['/services/plumber']}>
    <SiteHeader />
  </MemoryRouter>
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
});
