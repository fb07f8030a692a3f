import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { useToastStore } from '@/components/toast/toast-store';
import { rematchQuote } from '@/features/admin-quotes/api/admin-quotes-data';
import { CallFunctionError } from '@/lib/call-function';
import { createTestQueryClient } from '@/testing/test-utils';

import { RematchButton } from './rematch-button';

vi.mock('@/features/admin-quotes/api/admin-quotes-data', () => ({ rematchQuote: vi.fn() }));
const mockedCall = vi.mocked(rematchQuote);

function renderButton() {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RematchButton quoteId="q1" />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const toastTitles = () => useToastStore.getState().toasts.map((toast) => toast.title);

beforeEach(() => {
  mockedCall.mockReset();
  useToastStore.setState({ toasts: [] });
});

describe('RematchButton', () => {
  it('runs matching again for the request and says how many companies received it', async () => {
    mockedCall.mockResolvedValue({ outcome: 'matched', leads: 2 });
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Try matching again' }));
    expect(mockedCall).toHaveBeenCalledWith('q1');
    await waitFor(() => expect(toastTitles()).toEqual(['Request sent to companies']));
    expect(useToastStore.getState().toasts[0]?.message).toBe(
      '2 companies have received it as a lead.',
    );
  });

  it('says honestly when there is still nobody, and shows a refusal as the server put it', async () => {
    mockedCall.mockResolvedValueOnce({ outcome: 'no-match', reason: 'no-company-covers' });
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Try matching again' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Still no company found']));

    mockedCall.mockRejectedValueOnce(
      new CallFunctionError('Only a request that found no company can be matched again.'),
    );
    await user.click(screen.getByRole('button', { name: 'Try matching again' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.at(-1)?.message).toBe(
        'Only a request that found no company can be matched again.',
      ),
    );
  });
});
