import { ADMIN_USER_MESSAGES } from '@fixwell/common/admin/admin-users';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  confirmPassword,
  fetchAdminUser,
  fetchAdminUsers,
  fetchUserActivity,
  setUserActive,
  setUserRole,
  type AdminUserRow,
  type AdminUserView,
} from '@/features/admin-users/api/admin-users-data';
import { CallFunctionError } from '@/lib/call-function';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/admin-users/api/admin-users-data', () => ({
  ADMIN_USERS_PAGE_SIZE: 25,
  fetchAdminUsers: vi.fn(),
  fetchAdminUser: vi.fn(),
  fetchUserActivity: vi.fn(),
  confirmPassword: vi.fn(),
  setUserActive: vi.fn(),
  setUserRole: vi.fn(),
}));
const mocked = {
  users: vi.mocked(fetchAdminUsers),
  user: vi.mocked(fetchAdminUser),
  activity: vi.mocked(fetchUserActivity),
  password: vi.mocked(confirmPassword),
  active: vi.mocked(setUserActive),
  role: vi.mocked(setUserRole),
};
const admin = makeProfile('admin', { id: 'root' });

const row = (overrides: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id: 'alice',
  email: 'priya@example.co.uk',
  displayName: 'Priya Shah',
  role: 'customer',
  active: true,
  emailVerified: true,
  phone: null,
  businessName: null,
  createdAt: new Date('2026-11-22T10:00:00Z'),
  ...overrides,
});

const view = (overrides: Partial<AdminUserView> = {}): AdminUserView => ({
  user: row(),
  company: null,
  quotes: [
    {
      id: 'q1',
      serviceName: 'Boiler repair',
      status: 'matched',
      createdAt: new Date('2026-11-20T09:00:00Z'),
    },
  ],
  leads: [],
  audit: [
    {
      id: 'a1',
      action: 'user.role',
      actorEmail: 'admin@fixwell.test',
      reason: 'Joined the support team',
      at: new Date('2026-11-22T14:05:00Z'),
      before: { role: 'customer' },
      after: { role: 'admin' },
    },
  ],
  ...overrides,
});

beforeEach(() => {
  Object.values(mocked).forEach((mock) => mock.mockReset());
  mocked.users.mockResolvedValue({
    users: [
      row(),
      row({ id: 'bob', displayName: 'Bob Old', email: 'bob@example.co.uk', active: false }),
    ],
    next: null,
  });
  mocked.user.mockResolvedValue(view());
  mocked.activity.mockResolvedValue({
    signedUpAt: '2026-11-01T10:00:00.000Z',
    lastSignInAt: '2026-11-24T08:30:00.000Z',
    lastActiveAt: '2026-11-24T09:00:00.000Z',
    authDisabled: false,
    counts: { quotes: 3, quotesLast30Days: 1, leads: 0, leadsLast30Days: 0, documents: 2 },
  });
  mocked.password.mockResolvedValue();
});

describe('/admin/users', () => {
  it('lists accounts with role and status, and searches and filters through the URL', async () => {
    const { user, router } = renderApp('/admin/users', { profile: admin });
    expect(await findPageHeading()).toHaveTextContent('Users');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Priya Shah' })).toHaveAttribute(
      'href',
      '/admin/users?user=alice',
    );
    expect(within(table).getByRole('cell', { name: 'Deactivated' })).toBeInTheDocument();
    expect(mocked.users).toHaveBeenLastCalledWith({}, null);

    await user.type(screen.getByLabelText('Name or email starts with'), 'Pri');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByLabelText('Role'), 'customer');
    await user.selectOptions(screen.getByLabelText('Status'), 'deactivated');
    await waitFor(() =>
      expect(mocked.users).toHaveBeenLastCalledWith(
        { q: 'Pri', role: 'customer', status: 'deactivated' },
        null,
      ),
    );
    expect(router.state.location.search).toBe('?q=Pri&role=customer&status=deactivated');
  }, 20_000);

  it('shows a person: profile, activity, quotes linked, and the audit log with who, what and when', async () => {
    renderApp('/admin/users?user=alice', { profile: admin });
    expect(await screen.findByRole('heading', { name: 'Priya Shah' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Boiler repair' })).toHaveAttribute(
      'href',
      '/admin/quotes/q1',
    );
    expect(await screen.findByText('24 November 2026, 08:30')).toBeInTheDocument();
    expect(screen.getByText('3 (1 in the last 30 days)')).toBeInTheDocument();
    const log = screen.getByRole('heading', { name: 'Audit log' }).nextElementSibling!;
    expect(log).toHaveTextContent(
      'Role changed from Customer to Admin by admin@fixwell.test, 22 November 2026, 14:05: Joined the support team',
    );
    expect(mocked.user).toHaveBeenCalledWith('alice');
    expect(mocked.activity).toHaveBeenCalledWith('alice');
  });

  it('links a company account to its company', async () => {
    mocked.user.mockResolvedValue(
      view({
        user: row({ id: 'acme', role: 'company', displayName: 'Acme' }),
        company: { businessName: 'Acme Plumbing', public: true, suspended: false },
        quotes: [],
      }),
    );
    renderApp('/admin/users?user=acme', { profile: admin });
    expect(await screen.findByRole('link', { name: 'Acme Plumbing' })).toHaveAttribute(
      'href',
      '/admin/companies?company=acme',
    );
    expect(screen.getByText('No leads yet.')).toBeInTheDocument();
  });

  it('deactivates only with a reason and the admin’s password, then confirms', async () => {
    mocked.active.mockResolvedValue({ active: false });
    const { user } = renderApp('/admin/users?user=alice', { profile: admin });
    const form = (await screen.findByRole('heading', { name: 'Deactivate this account' })).closest(
      'form',
    )!;
    await user.click(within(form).getByRole('button', { name: 'Deactivate account' }));
    expect(await within(form).findByText(ADMIN_USER_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(within(form).getByText('Enter your password to confirm it is you.')).toBeInTheDocument();
    expect(mocked.active).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText('Reason'), 'Reported for abusive messages');
    await user.type(within(form).getByLabelText('Your password'), 'Fixwell-demo-1');
    await user.click(within(form).getByRole('button', { name: 'Deactivate account' }));
    await waitFor(() =>
      expect(mocked.active).toHaveBeenCalledWith({
        uid: 'alice',
        active: false,
        reason: 'Reported for abusive messages',
      }),
    );
    expect(mocked.password).toHaveBeenCalledWith('Fixwell-demo-1');
    expect(await screen.findByText('Account deactivated')).toBeInTheDocument();
  });

  it('shows why a change was refused: a wrong password, or the server’s own words', async () => {
    mocked.password.mockRejectedValueOnce(new Error('That password is not right. Try again.'));
    mocked.role.mockRejectedValueOnce(
      new CallFunctionError(ADMIN_USER_MESSAGES.lastAdmin, { code: 'failed-precondition' }),
    );
    const { user } = renderApp('/admin/users?user=alice', { profile: admin });
    const form = (await screen.findByRole('heading', { name: 'Change role' })).closest('form')!;
    await user.selectOptions(within(form).getByLabelText('New role'), 'admin');
    await user.type(within(form).getByLabelText('Reason'), 'Joined the support team');
    await user.type(within(form).getByLabelText('Your password'), 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Change role' }));
    expect(
      await within(form).findByText('That password is not right. Try again.'),
    ).toBeInTheDocument();
    expect(mocked.role).not.toHaveBeenCalled();

    await user.click(within(form).getByRole('button', { name: 'Change role' }));
    expect(await within(form).findByText(ADMIN_USER_MESSAGES.lastAdmin)).toBeInTheDocument();
    expect(mocked.role).toHaveBeenCalledWith({
      uid: 'alice',
      role: 'admin',
      reason: 'Joined the support team',
    });
  });

  it('offers no actions on the admin’s own account', async () => {
    mocked.user.mockResolvedValue(
      view({ user: row({ id: 'root', role: 'admin', displayName: 'Root' }) }),
    );
    renderApp('/admin/users?user=root', { profile: admin });
    expect(
      await screen.findByText(
        'This is your own account: another admin changes its role or status.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change role' })).not.toBeInTheDocument();
  });
});
