import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { Toaster } from '@/components/toast/toaster';
import { useToastStore } from '@/components/toast/toast-store';
import {
  getQuoteDrafts,
  sendQuoteRecoveryEmail,
  type QuoteDraftRow,
} from '@/features/admin-quote-funnel/api/quote-funnel-data';
import { QuoteRecoveryList } from '@/features/admin-quote-funnel/components/quote-recovery-list';

vi.mock('@/features/admin-quote-funnel/api/quote-funnel-data', () => ({
  getQuoteDrafts: vi.fn(),
  sendQuoteRecoveryEmail: vi.fn(),
}));
const getDrafts = vi.mocked(getQuoteDrafts);
const sendEmail = vi.mocked(sendQuoteRecoveryEmail);

const NOW = Date.parse('2026-11-23T12:00:00Z');

function draft(overrides: Partial<QuoteDraftRow> = {}): QuoteDraftRow {
  return {
    id: 'a'.repeat(32),
    email: 'priya@example.co.uk',
    name: 'Priya Shah',
    service: 'plumber',
    serviceName: 'Plumber',
    postcode: 'LS6 2AB',
    lastStep: 'contact',
    leftAt: new Date('2026-11-22T18:00:00Z'),
    recoveryEmailSentAt: undefined,
    ...overrides,
  };
}

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <QuoteRecoveryList serviceName={(slug) => slug} />
      <Toaster />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  getDrafts.mockReset();
  sendEmail.mockReset();
  useToastStore.getState().clear();
});

describe('QuoteRecoveryList', () => {
  it('lists each draft with its details and a button to send the recovery email', async () => {
    getDrafts.mockResolvedValue({
      drafts: [
        draft(),
        draft({
          id: 'b'.repeat(32),
          email: 'tom@example.co.uk',
          name: undefined,
          service: undefined,
          serviceName: undefined,
          postcode: undefined,
          lastStep: 'place',
          recoveryEmailSentAt: new Date('2026-11-20T09:00:00Z'),
        }),
      ],
      next: undefined,
    });
    renderList();

    const table = await screen.findByRole('table', { name: /Abandoned quote requests/ });
    const [, priya, tom] = within(table).getAllByRole('row');
    expect(priya).toHaveTextContent(
      'priya@example.co.ukPriya ShahPlumberLS6 2ABYour details22 November 2026',
    );
    expect(
      within(priya!).getByRole('button', { name: 'Send recovery email to priya@example.co.uk' }),
    ).toBeEnabled();
    // Sent three days ago: the date, and no button until a week has passed.
    expect(tom).toHaveTextContent('tom@example.co.uk–––The place22 November 2026');
    expect(tom).toHaveTextContent('Sent on 20 November 2026');
    expect(within(tom!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sends, confirms with a toast and shows the sent date', async () => {
    getDrafts.mockResolvedValueOnce({ drafts: [draft()], next: undefined }).mockResolvedValue({
      drafts: [draft({ recoveryEmailSentAt: new Date(NOW) })],
      next: undefined,
    });
    sendEmail.mockResolvedValue(new Date(NOW));
    renderList();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Send recovery email to priya@example.co.uk' }),
    );

    expect(sendEmail).toHaveBeenCalledWith('a'.repeat(32));
    expect(await screen.findByText('Recovery email queued')).toBeInTheDocument();
    expect(await screen.findByText('Sent on 23 November 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in a toast", async () => {
    getDrafts.mockResolvedValue({ drafts: [draft()], next: undefined });
    sendEmail.mockRejectedValue(
      new Error('This person has since sent their quote request, so no recovery email is needed.'),
    );
    renderList();

    await userEvent.click(await screen.findByRole('button', { name: /Send recovery email/ }));
    expect(await screen.findByText('Recovery email not sent')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This person has since sent their quote request, so no recovery email is needed.',
      ),
    ).toBeInTheDocument();
  });

  it('offers no second email for a draft already reminded, and more drafts page by page', async () => {
    const next = {} as never;
    getDrafts
      .mockResolvedValueOnce({
        drafts: [draft({ recoveryEmailSentAt: new Date('2026-11-10T09:00:00Z') })],
        next,
      })
      .mockResolvedValueOnce({
        drafts: [draft({ id: 'c'.repeat(32), email: 'sam@example.co.uk' })],
        next: undefined,
      });
    renderList();

    expect(await screen.findByText('Sent on 10 November 2026')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /recovery email to priya@example.co.uk/ }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('sam@example.co.uk')).toBeInTheDocument();
    expect(getDrafts).toHaveBeenLastCalledWith(next);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says so when there is nobody to follow up, and offers a retry when loading fails', async () => {
    getDrafts.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({
      drafts: [],
      next: undefined,
    });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the abandoned quote requests.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No abandoned quote requests with an email address at the moment.',
    );
  });
});
