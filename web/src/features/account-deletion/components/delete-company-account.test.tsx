import { ACCOUNT_DELETION_MESSAGES } from '@fixwell/common/accounts/account-deletion';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  AccountDeletionError,
  confirmPassword,
  deleteMyAccount,
} from '@/features/account-deletion/api/account-deletion-data';
import { CallFunctionError } from '@/lib/call-function';
import { renderApp } from '@/testing/test-utils';

import { CompanyDeletionSummary, DeleteCompanyAccountForm } from './delete-company-account';

vi.mock('@/features/account-deletion/api/account-deletion-data', () => ({
  confirmPassword: vi.fn(),
  deleteMyAccount: vi.fn(),
  AccountDeletionError: class AccountDeletionError extends Error {
    constructor(
      message: string,
      readonly field: 'password' | null = null,
    ) {
      super(message);
    }
  },
}));

const onDeleted = vi.fn();

function renderForm() {
  return renderApp(<DeleteCompanyAccountForm onDeleted={onDeleted} />, {
    url: '/company/profile/delete-account',
  });
}

async function fillAndConfirm(
  user: ReturnType<typeof renderForm>['user'],
  password = 'Fixwell-demo-1',
  word = 'DELETE',
) {
  await user.type(screen.getByLabelText(/Your password/), password);
  await user.type(screen.getByLabelText(/Type DELETE to confirm/), word);
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
}

const confirmDialog = () => screen.findByRole('alertdialog');

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(confirmPassword).mockResolvedValue();
  vi.mocked(deleteMyAccount).mockResolvedValue();
});

describe('CompanyDeletionSummary', () => {
  it('says what is deleted and what must be kept for HMRC', () => {
    renderApp(<CompanyDeletionSummary />);
    expect(screen.getByRole('heading', { name: 'What will be deleted' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What we must keep' })).toBeInTheDocument();
    expect(screen.getByText(/6 years as HMRC requires/)).toBeInTheDocument();
    expect(screen.getByText(/cancelled in Stripe straight away/)).toBeInTheDocument();
  });

  it('names what issue 15 added: files, checks, support, stickers, analytics, appointments', () => {
    renderApp(<CompanyDeletionSummary />);
    const deleted = within(screen.getByRole('region', { name: 'What will be deleted' }));
    expect(deleted.getByText(/your logo and your photos of past work/)).toBeInTheDocument();
    expect(deleted.getByText(/verification checks and the evidence/)).toBeInTheDocument();
    expect(
      deleted.getByText(/support tickets with their replies and files, your sticker orders/),
    ).toBeInTheDocument();
    expect(deleted.getByText(/tutorial progress and analytics/)).toBeInTheDocument();
    expect(
      deleted.getByText(/Appointments still to come are cancelled, and each customer is told/),
    ).toBeInTheDocument();
    const kept = within(screen.getByRole('region', { name: 'What we must keep' }));
    expect(kept.getByText(/what its admins did on your account/)).toBeInTheDocument();
    expect(kept.getByText(/Reviews customers wrote/)).toBeInTheDocument();
  });
});

describe('DeleteCompanyAccountForm', () => {
  it('checks the password again, deletes, then hands over to sign out', async () => {
    const { user } = renderForm();
    await fillAndConfirm(user);
    const dialog = await confirmDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(confirmPassword).toHaveBeenCalledWith('Fixwell-demo-1');
    expect(deleteMyAccount).toHaveBeenCalledTimes(1);
    expect(vi.mocked(confirmPassword).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(deleteMyAccount).mock.invocationCallOrder[0]!,
    );
  });

  it('asks for the password and the word before anything happens', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    expect(
      await screen.findByText('Enter your password to confirm it is you.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Type DELETE in capital letters to confirm.')).toBeInTheDocument();
    expect(confirmPassword).not.toHaveBeenCalled();
    expect(deleteMyAccount).not.toHaveBeenCalled();
  });

  it('deletes nothing when the person keeps their account', async () => {
    const { user } = renderForm();
    await fillAndConfirm(user);
    const dialog = await confirmDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));

    expect(confirmPassword).not.toHaveBeenCalled();
    expect(deleteMyAccount).not.toHaveBeenCalled();
  });

  it('shows a wrong password on its field, and calls nothing', async () => {
    vi.mocked(confirmPassword).mockRejectedValue(
      new AccountDeletionError(ACCOUNT_DELETION_MESSAGES.wrongPassword, 'password'),
    );
    const { user } = renderForm();
    await fillAndConfirm(user, 'not-my-password');
    await user.click(
      within(await confirmDialog()).getByRole('button', { name: 'Delete my account' }),
    );

    expect(await screen.findByText(ACCOUNT_DELETION_MESSAGES.wrongPassword)).toBeInTheDocument();
    expect(screen.getByLabelText(/Your password/)).toHaveAttribute('aria-invalid', 'true');
    expect(deleteMyAccount).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and stays on the page", async () => {
    vi.mocked(deleteMyAccount).mockRejectedValue(
      new CallFunctionError(ACCOUNT_DELETION_MESSAGES.stripeUnavailable, { code: 'unavailable' }),
    );
    const { user } = renderForm();
    await fillAndConfirm(user);
    await user.click(
      within(await confirmDialog()).getByRole('button', { name: 'Delete my account' }),
    );

    expect(
      await screen.findByText(ACCOUNT_DELETION_MESSAGES.stripeUnavailable),
    ).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  });
});
