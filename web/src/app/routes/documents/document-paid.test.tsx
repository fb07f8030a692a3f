import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { openDocument } from '@/features/document-view/api/document-view-data';
import type * as DocumentViewData from '@/features/document-view/api/document-view-data';
import {
  makeDocumentPayment,
  makeDocumentView,
} from '@/features/document-view/testing/make-document-view';
import { makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/document-view/api/document-view-data', async (importOriginal) => ({
  ...(await importOriginal<typeof DocumentViewData>()),
  openDocument: vi.fn(),
}));
const mockedOpen = vi.mocked(openDocument);

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';
const RETURN_URL = `/document/doc-1/paid?session_id=cs_mine&token=${TOKEN}`;

const invoice = (fields: Parameters<typeof makeDocumentView>[0] = {}) =>
  makeDocumentView({
    kind: 'invoice',
    number: 'INV-0003',
    status: 'viewed',
    validUntilIso: null,
    dueDateIso: '2026-12-06',
    amountDuePence: 34_196,
    canPayByCard: true,
    ...fields,
  });
const paidInvoice = (fields: Parameters<typeof makeDocumentView>[0] = {}) =>
  invoice({
    status: 'paid',
    amountPaidPence: 34_196,
    amountDuePence: 0,
    canPayByCard: false,
    paidAtIso: '2026-11-22T10:05:00.000Z',
    payments: [makeDocumentPayment()],
    ...fields,
  });

async function findHeading(name: string) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });
}

/** The receipt's rows, label and value. */
function receiptRows(): [string, string][] {
  const receipt = screen.getByRole('region', { name: 'Receipt' });
  return within(receipt)
    .getAllByRole('term')
    .map((term) => [term.textContent!, term.nextElementSibling!.textContent!]);
}

beforeEach(() => {
  // Real time flows (the page loads lazily); the test jumps ahead where it waits for the webhook.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  mockedOpen.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/document/:id/paid', { timeout: 15_000 }, () => {
  it('waits for the webhook, then shows the receipt', async () => {
    mockedOpen.mockResolvedValueOnce(invoice()).mockResolvedValue(paidInvoice());
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderApp(RETURN_URL, { profile: null });

    await findHeading('Confirming your payment');
    const waiting = screen.getByRole('status');
    expect(waiting).toHaveTextContent('Confirming your payment…');
    expect(waiting).toHaveAttribute('aria-live', 'polite');
    await waitFor(() =>
      expect(mockedOpen).toHaveBeenCalledWith({ documentId: 'doc-1', token: TOKEN }),
    );

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await findHeading('Payment received');
    // The same live region now says how it went.
    expect(waiting).toBeInTheDocument();
    expect(waiting).toHaveTextContent('Thank you. Acme Plumbing has been told that you paid.');
    expect(receiptRows()).toEqual([
      ['Paid to', 'Acme Plumbing'],
      ['For', 'Invoice INV-0003'],
      ['Amount paid', '£341.96'],
      ['Card', 'Visa ending 4242'],
      ['Date', '22 November 2026'],
      ['Reference', 'pi_1'],
    ]);
    expect(screen.getByRole('link', { name: 'Back to the invoice' })).toHaveAttribute(
      'href',
      `/document/doc-1?token=${TOKEN}`,
    );
    await user.click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  });

  it('says what is left to pay on a part-paid invoice, with the way to pay it', async () => {
    mockedOpen.mockResolvedValue(
      invoice({
        status: 'part-paid',
        amountPaidPence: 10_000,
        amountDuePence: 24_196,
        payments: [makeDocumentPayment({ amountPence: 10_000 })],
      }),
    );
    renderApp(RETURN_URL, { profile: null });

    await findHeading('Payment received');
    expect(receiptRows()).toContainEqual(['Amount paid', '£100.00']);
    expect(receiptRows()).toContainEqual(['Left to pay', '£241.96']);
    expect(screen.getByRole('link', { name: 'Pay the remaining £241.96 by card' })).toHaveAttribute(
      'href',
      `/pay/doc-1?token=${TOKEN}`,
    );
  });

  it('names a deposit for what it is', async () => {
    mockedOpen.mockResolvedValue(
      makeDocumentView({
        number: 'Q-0002',
        status: 'accepted',
        depositPercent: 25,
        depositPence: 8_549,
        amountPaidPence: 8_549,
        payments: [makeDocumentPayment({ amountPence: 8_549, purpose: 'deposit' })],
      }),
    );
    renderApp(RETURN_URL, { profile: null });

    await findHeading('Payment received');
    expect(receiptRows()).toContainEqual(['For', 'Deposit for quote Q-0002']);
    expect(receiptRows()).toContainEqual(['Amount paid', '£85.49']);
  });

  it('says a payment that was refunded straight away was refunded, and why', async () => {
    const reason =
      'This had already been paid by the time your payment arrived, so it was refunded in full.';
    mockedOpen.mockResolvedValue(
      paidInvoice({
        payments: [
          makeDocumentPayment({ id: 'pi_0', checkoutSessionId: 'cs_first' }),
          makeDocumentPayment({ id: 'pi_2', refundedPence: 34_196, autoRefundReason: reason }),
        ],
      }),
    );
    renderApp(RETURN_URL, { profile: null });

    await findHeading('Payment refunded');
    expect(screen.getByRole('status')).toHaveTextContent(reason);
    expect(
      screen.getByText(
        'The £341.96 you paid for Invoice INV-0003 goes back to your card. Refunds usually arrive within 5 to 10 working days.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'hello@acme.test' })).toBeVisible();
    expect(receiptRows()).toContainEqual(['Reference', 'pi_2']);
    expect(receiptRows()).toContainEqual(['Refunded', '£341.96']);
  });

  it('stops waiting after a minute, reassures, and checks again when asked', async () => {
    mockedOpen.mockResolvedValue(invoice());
    const { user } = renderApp(RETURN_URL, { profile: null });
    await findHeading('Confirming your payment');

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Your payment is still being confirmed. You don't need to pay again — we'll email your receipt.",
    );

    mockedOpen.mockResolvedValue(paidInvoice());
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await findHeading('Payment received');
  });

  it('shows the latest payment’s receipt when opened without a session', async () => {
    mockedOpen.mockResolvedValue(
      paidInvoice({
        payments: [
          makeDocumentPayment({ id: 'pi_late', paidAtIso: '2026-11-25T10:00:00.000Z' }),
          makeDocumentPayment({ id: 'pi_early', paidAtIso: '2026-11-20T10:00:00.000Z' }),
        ],
      }),
    );
    renderApp('/document/doc-1/paid', { profile: makeProfile('customer') });

    await findHeading('Payment received');
    expect(mockedOpen).toHaveBeenCalledWith({ documentId: 'doc-1' });
    expect(receiptRows()).toContainEqual(['Reference', 'pi_late']);
    expect(receiptRows()).toContainEqual(['Date', '25 November 2026']);
  });

  it('says when no card payment has been made', async () => {
    mockedOpen.mockResolvedValue(invoice());
    renderApp(`/document/doc-1/paid?token=${TOKEN}`, { profile: null });

    await findHeading('No card payment yet');
    expect(screen.getByRole('status')).toHaveTextContent(
      'No card payment has been made for Invoice INV-0003 yet.',
    );
    expect(screen.getByRole('link', { name: 'Back to the invoice' })).toHaveAttribute(
      'href',
      `/document/doc-1?token=${TOKEN}`,
    );
  });
});
