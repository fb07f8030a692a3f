import type { UserProfile } from '@fixwell/common/user-profile';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HelmetProvider } from 'react-helmet-async';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { signUp } from '@/features/auth/api/sign-up';

import SignUpPage from './signup';

vi.mock('@/features/auth/api/sign-up', () => ({ signUp: vi.fn() }));
const mockedSignUp = vi.mocked(signUp);

function Landing() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname}</p>;
}

function renderSignUp(url = '/signup') {
  const router = createMemoryRouter(
    [
      { path: '/signup', element: <SignUpPage /> },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <HelmetProvider>
      <RouterProvider router={router} />
    </HelmetProvider>,
  );
  return { user: userEvent.setup(), unmount: view.unmount };
}

function profileFor(role: 'customer' | 'company'): UserProfile {
  return {
    id: 'new-uid',
    email: 'sam@example.co.uk',
    displayName: 'sam',
    role,
    emailVerified: false,
    active: true,
    createdAt: new Date(),
    updatedAt: new Date(),
  };
}

beforeEach(() => {
  sessionStorage.clear();
  mockedSignUp.mockReset();
});

describe('/signup', () => {
  it('asks homeowners only for the shared fields', () => {
    renderSignUp();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create an account' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("I'm a homeowner")).toBeChecked();
    expect(screen.queryByLabelText('Business name')).not.toBeInTheDocument();
    for (const label of ['Email', 'Password', 'Confirm password', 'Phone (optional)']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
  });

  it('preselects the trade professional role from ?role=company and shows the company fields', () => {
    renderSignUp('/signup?role=company');
    expect(screen.getByLabelText("I'm a trade professional")).toBeChecked();
    expect(screen.getByLabelText('Business name')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Main trade' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Painter and decorator' })).toHaveValue(
      'painter-and-decorator',
    );
    expect(screen.getByLabelText(/Base postcode/)).toBeInTheDocument();
  });

  it('shows each validation message beside its field', async () => {
    const { user } = renderSignUp('/signup?role=company');
    await user.type(screen.getByLabelText(/Base postcode/), 'LS6');
    await user.type(screen.getByLabelText('Email'), 'sam@');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'shorter');
    await user.type(screen.getByLabelText('Phone (optional)'), '12345');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Enter your business name.')).toBeInTheDocument();
    expect(screen.getByText('Choose your main trade.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Base postcode/)).toHaveAccessibleDescription(
      expect.stringContaining('Enter a full UK postcode, such as SW1A 1AA.'),
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining(
        'Your password must be at least 8 characters long and include a letter and a number.',
      ),
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Passwords do not match.',
    );
    expect(screen.getByLabelText('Phone (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a UK phone number, such as 07700 900123.'),
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(mockedSignUp).not.toHaveBeenCalled();
  });

  it('creates a company with a normalised postcode and opens onboarding', async () => {
    mockedSignUp.mockResolvedValue(profileFor('company'));
    const { user } = renderSignUp('/signup?role=company');
    await user.type(screen.getByLabelText('Business name'), 'Sam Sparks');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Main trade' }), 'Electrician');
    await user.type(screen.getByLabelText(/Base postcode/), 'ls62ab');
    await user.type(screen.getByLabelText('Email'), 'sam@example.co.uk');
    await user.type(screen.getByLabelText('Password'), 'Sparks-2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Sparks-2026');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByTestId('landed')).toHaveTextContent('/company/onboarding');
    expect(mockedSignUp).toHaveBeenCalledWith({
      role: 'company',
      email: 'sam@example.co.uk',
      password: 'Sparks-2026',
      businessName: 'Sam Sparks',
      mainTrade: 'electrician',
      basePostcode: 'LS6 2AB',
    });
    expect(sessionStorage.length).toBe(0);
  });

  it('sends a new customer to their area', async () => {
    mockedSignUp.mockResolvedValue(profileFor('customer'));
    const { user } = renderSignUp();
    await user.type(screen.getByLabelText('Email'), 'sam@example.co.uk');
    await user.type(screen.getByLabelText('Password'), 'Kettle-42');
    await user.type(screen.getByLabelText('Confirm password'), 'Kettle-42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/customer$/);
  });

  it('shows the server message word for word and keeps the form', async () => {
    mockedSignUp.mockRejectedValue(new Error('An account with this email already exists.'));
    const { user } = renderSignUp();
    await user.type(screen.getByLabelText('Email'), 'customer@fixwell.test');
    await user.type(screen.getByLabelText('Password'), 'Kettle-42');
    await user.type(screen.getByLabelText('Confirm password'), 'Kettle-42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('customer@fixwell.test');
  });

  it('restores a draft after a reload, but never the passwords', async () => {
    const first = renderSignUp('/signup?role=company');
    await first.user.type(screen.getByLabelText('Business name'), 'Sam Sparks');
    await first.user.selectOptions(screen.getByRole('combobox', { name: 'Main trade' }), 'Roofer');
    await first.user.type(screen.getByLabelText(/Base postcode/), 'LS6 2AB');
    await first.user.type(screen.getByLabelText('Email'), 'sam@example.co.uk');
    await first.user.type(screen.getByLabelText('Password'), 'Secret-123');
    await first.user.type(screen.getByLabelText('Confirm password'), 'Secret-123');
    await first.user.type(screen.getByLabelText('Phone (optional)'), '07700 900123');
    first.unmount();

    expect(JSON.stringify(Object.values(sessionStorage))).not.toContain('Secret-123');

    renderSignUp('/signup');
    expect(screen.getByLabelText("I'm a trade professional")).toBeChecked();
    expect(screen.getByLabelText('Business name')).toHaveValue('Sam Sparks');
    expect(screen.getByRole('combobox', { name: 'Main trade' })).toHaveValue('roofer');
    expect(screen.getByLabelText(/Base postcode/)).toHaveValue('LS6 2AB');
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.co.uk');
    expect(screen.getByLabelText('Phone (optional)')).toHaveValue('07700 900123');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('');
  });
});
