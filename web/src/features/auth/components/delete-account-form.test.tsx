import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { confirm } from '@/components/confirm-dialog/confirm-store';
import { deleteAccount } from '@/features/auth/api/delete-account';
import { DeleteAccountForm } from '@/features/auth/components/delete-account-form';

vi.mock('@/features/auth/api/delete-account', () => ({ deleteAccount: vi.fn() }));
vi.mock('@/components/confirm-dialog/confirm-store', () => ({ confirm: vi.fn() }));

function renderForm() {
  const onDeleted = vi.fn();
  render(<DeleteAccountForm onDeleted={onDeleted} />);
  return { user: userEvent.setup(), onDeleted };
}

const field = () => screen.getByLabelText('Type DELETE to confirm');
const submit = () => screen.getByRole('button', { name: 'Delete my account' });

beforeEach(() => {
  vi.mocked(deleteAccount).mockReset();
  vi.mocked(confirm).mockReset();
});

describe('DeleteAccountForm', () => {
  it('asks for the word first, tied to the field, and deletes nothing', async () => {
    const { user, onDeleted } = renderForm();
    expect(field()).toHaveAccessibleDescription(
      'This makes sure nobody deletes an account by accident.',
    );
    await user.type(field(), 'delete');
    await user.click(submit());

    expect(await screen.findByText('Type DELETE in capital letters to confirm.')).toBeVisible();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).not.toHaveBeenCalled();
    expect(deleteAccount).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('keeps the account when the person changes their mind', async () => {
    vi.mocked(confirm).mockResolvedValue(false);
    const { user, onDeleted } = renderForm();
    await user.type(field(), ' DELETE ');
    await user.click(submit());

    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(deleteAccount).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
    expect(submit()).toBeEnabled();
  });

  it('deletes once confirmed, and shows a failure as an alert', async () => {
    vi.mocked(confirm).mockResolvedValue(true);
    vi.mocked(deleteAccount)
      .mockRejectedValueOnce(new Error('We could not delete your account.'))
      .mockResolvedValueOnce(undefined);
    const { user, onDeleted } = renderForm();
    await user.type(field(), 'DELETE');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not delete your account.');
    expect(onDeleted).not.toHaveBeenCalled();

    await user.click(submit());
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
  });
});
