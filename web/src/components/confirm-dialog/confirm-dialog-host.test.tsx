import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { ConfirmDialogHost } from '@/components/confirm-dialog/confirm-dialog-host';
import {
  confirm,
  useConfirmStore,
  type ConfirmOptions,
} from '@/components/confirm-dialog/confirm-store';

function renderWithTrigger() {
  render(
    <>
      <button type="button">Delete quote</button>
      <ConfirmDialogHost />
    </>,
  );
  const trigger = screen.getByRole('button', { name: 'Delete quote' });
  trigger.focus();
  return trigger;
}

function ask(options: Partial<ConfirmOptions> = {}): Promise<boolean> {
  let answer!: Promise<boolean>;
  act(() => {
    answer = confirm({
      title: 'Delete this quote?',
      message: 'This cannot be undone.',
      ...options,
    });
  });
  return answer;
}

describe('confirm dialog', () => {
  afterEach(() => {
    act(() => useConfirmStore.getState().settle(false));
  });

  it('shows an alert dialog named by its title and described by its message, with default button texts', () => {
    renderWithTrigger();
    void ask();

    const dialog = screen.getByRole('alertdialog', { name: 'Delete this quote?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(useConfirmStore.getState()).toMatchObject({
      show: true,
      title: 'Delete this quote?',
      message: 'This cannot be undone.',
      confirmText: 'Confirm',
      cancelText: 'Cancel',
      variant: 'default',
    });
  });

  it('resolves true on confirm and closes', async () => {
    const user = userEvent.setup();
    renderWithTrigger();
    const answer = ask({ confirmText: 'Delete', variant: 'danger' });

    await user.click(screen.getByRole('button', { name: 'Delete' }));

    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves false on cancel', async () => {
    const user = userEvent.setup();
    renderWithTrigger();
    const answer = ask({ cancelText: 'Keep it' });

    await user.click(screen.getByRole('button', { name: 'Keep it' }));

    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves false on Escape', async () => {
    const user = userEvent.setup();
    renderWithTrigger();
    const answer = ask();

    await user.keyboard('{Escape}');

    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves false on a click on the backdrop, but not on a click inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithTrigger();
    const answer = ask();

    await user.click(screen.getByText('This cannot be undone.'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    await user.click(screen.getByTestId('confirm-backdrop'));

    await expect(answer).resolves.toBe(false);
  });

  it('moves focus into the dialog and returns it to the trigger afterwards', async () => {
    const user = userEvent.setup();
    const trigger = renderWithTrigger();
    const answer = ask({ variant: 'danger', confirmText: 'Delete' });

    // Danger dialogs start on the safe choice.
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await answer;
    expect(trigger).toHaveFocus();
  });

  it('styles each variant differently, with a red confirm button for danger', () => {
    renderWithTrigger();
    void ask({ variant: 'danger', confirmText: 'Delete' });
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass(
      'confirm-dialog__button--danger',
    );

    void ask({ variant: 'warning', confirmText: 'Continue' });
    expect(screen.getByRole('alertdialog')).toHaveClass('confirm-dialog--warning');

    void ask({ variant: 'info', confirmText: 'OK' });
    expect(screen.getByRole('alertdialog')).toHaveClass('confirm-dialog--info');
  });

  it('answers an earlier question with false when a new one replaces it', async () => {
    renderWithTrigger();
    const first = ask({ title: 'First?' });
    void ask({ title: 'Second?' });

    await expect(first).resolves.toBe(false);
    expect(screen.getByRole('alertdialog', { name: 'Second?' })).toBeInTheDocument();
  });
});
