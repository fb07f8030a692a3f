import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { confirm, useConfirmStore } from '@/components/confirm-dialog/confirm-store';
import { LazyConfirmDialogHost } from '@/components/confirm-dialog/lazy-confirm-dialog-host';

describe('LazyConfirmDialogHost', () => {
  afterEach(() => {
    act(() => useConfirmStore.getState().settle(false));
  });

  it('renders nothing until the first question, then asks it and answers', async () => {
    const user = userEvent.setup();
    const { container } = render(<LazyConfirmDialogHost />);
    expect(container).toBeEmptyDOMElement();

    let answer!: Promise<boolean>;
    act(() => {
      answer = confirm({ title: 'Delete this quote?', message: 'This cannot be undone.' });
    });

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this quote?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
