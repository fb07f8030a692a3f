import { PROFILE_MESSAGES } from '@fixwell/common/auth-messages';
import type { UserProfile } from '@fixwell/common/user-profile';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HelmetProvider } from 'react-helmet-async';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { signIn } from '@/features/auth/api/sign-in';
import { useAuthStore } from '@/features/auth/stores/auth-store';

import LoginPage from './login';

vi.mock('@/features/auth/api/sign-in', () => ({ signIn: vi.fn() }));
const mockedSignIn = vi.mocked(signIn);

const customer: UserProfile = {
  id: 'customer-uid',
  email: 'customer@fixwell.test',
  displayName: 'customer',
  role: 'customer',
  emailVerified: true,
  active: true,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
};

function Landing() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}

function renderLogin(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <HelmetProvider>
      <RouterProvider router={router} />
    </HelmetProvider>,
  );
  return { user: userEvent.setup() };
}

async function fillAndSubmit(
  user: ReturnType<typeof userEvent.setup>,
  email = 'customer@fixwell.test',
) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'Fixwell-demo-1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  useAuthStore.setState({ status: 'ready', user: null, profile: null, signOutReason: null });
  mockedSignIn.mockReset();
});
afterEach(() => vi.clearAllMocks());

describe('/login', () => {
  it('shows one heading, the fields and the links, and is not indexed', async () => {
    renderLogin('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await waitFor(() => expect(document.title).toBe('Sign in | Fixwell'));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('explains what is wrong with each field before calling the server', async () => {
    const { user } = renderLogin('/login');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    expect(mockedSignIn).not.toHaveBeenCalled();
  });

  it('shows the message of a refused sign-in word for word', async () => {
    mockedSignIn.mockRejectedValue(new Error(PROFILE_MESSAGES.deactivated));
    const { user } = renderLogin('/login');
    await fillAndSubmit(user, 'deactivated@fixwell.test');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account has been deactivated. Please contact support for assistance.',
    );
    expect(mockedSignIn).toHaveBeenCalledWith({
      email: 'deactivated@fixwell.test',
      password: 'Fixwell-demo-1',
    });
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  });

  it('says it is signing in while waiting, then goes to the same-site redirect', async () => {
    let finish: (profile: UserProfile) => void = () => undefined;
    mockedSignIn.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { user } = renderLogin('/login?redirect=%2Fcustomer%2Fquotes%3Fpage%3D2');
    await fillAndSubmit(user);

    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    finish(customer);
    expect(await screen.findByTestId('landed')).toHaveTextContent('/customer/quotes?page=2');
  });

  it.each(['//evil.com', '/\\evil.com', 'https://evil.com', 'javascript:alert(1)'])(
    'ignores the unsafe redirect %s and goes to the role home',
    async (redirect) => {
      mockedSignIn.mockResolvedValue(customer);
      const { user } = renderLogin(`/login?redirect=${encodeURIComponent(redirect)}`);
      await fillAndSubmit(user);
      expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/customer$/);
    },
  );

  it('shows why the session was ended', () => {
    useAuthStore.setState({ signOutReason: PROFILE_MESSAGES.notFound });
    renderLogin('/login');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'User profile not found. Please contact support if you believe this is an error.',
    );
  });

  it('sends someone already signed in straight on', async () => {
    useAuthStore.setState({ status: 'ready', profile: { ...customer, role: 'company' } });
    renderLogin('/login');
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/company$/);
  });
});
