import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Toaster } from '@/components/toast/toaster';
import { useToastStore } from '@/components/toast/toast-store';
import { EmbedSnippet } from '@/features/quote-widget/components/embed-snippet';

const SNIPPET = '<iframe src="https://fixwell.example/widget/quote-form?company=acme"></iframe>';

function renderSnippet() {
  const user = userEvent.setup();
  render(
    <>
      <EmbedSnippet snippet={SNIPPET} />
      <Toaster />
    </>,
  );
  return user;
}

describe('EmbedSnippet', () => {
  beforeEach(() => useToastStore.getState().clear());
  afterEach(() => vi.restoreAllMocks());

  it('shows the code to copy, labelled', () => {
    renderSnippet();
    const code = screen.getByRole('textbox', { name: 'Embed code' });
    expect(code).toHaveValue(SNIPPET);
    expect(code).toHaveAttribute('readonly');
  });

  it('copies the code to the clipboard and says so', async () => {
    const user = renderSnippet();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith(SNIPPET);
    expect(await screen.findByText('Embed code copied')).toBeInTheDocument();
  });

  it('selects the code for copying by hand when the clipboard refuses', async () => {
    const user = renderSnippet();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Denied'));
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('We could not copy the code')).toBeInTheDocument();
    const code = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Embed code' });
    expect(code).toHaveFocus();
    expect(code.selectionStart).toBe(0);
    expect(code.selectionEnd).toBe(SNIPPET.length);
  });
});
