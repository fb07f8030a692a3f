import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  createDocumentCheckout,
  DOCUMENT_NOT_FOUND_MESSAGE,
  openDocument,
} from '@/features/document-view/api/document-view-data';
import type * as DocumentViewData from '@/features/document-view/api/document-view-data';
import { makeDocumentView } from '@/features/document-view/testing/make-document-view';
import { CallFunctionError } from '@/lib/call-function';
import { makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/document-view/api/document-view-data', async (importOriginal) => ({
  ...(await importOriginal<typeof DocumentViewData>()),
  openDocument: vi.fn(),
  createDocumentCheckout: vi.fn(),
}));
const mockedOpen = vi.mocked(openDocument);
const mockedCheckout = vi.mocked(createDocumentCheckout);

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';
const PAY_URL = `/pay/doc-1?token=${TOKEN}`;
const CHECKOUT_URL = 'http://127.0.0.1:12111/checkout/cs_test_1';
const assign = vi.fn();

/** An invoice the customer can pay by card now. */
const payableInvoice = (fields: Parameters<typeof makeDocumentView>[0] = {}) =>
  makeDocumentView({
    kind: 'invoice',
    number: 'INV-0003',
    status: 'viewed',
    validUntilIso: null,
    dueDateIso: '2026-12-06',
    amountDuePence: 34_196,
    canPayByCard: true,
    paymentTerms: 'Bank: Acme Ltd, sort code 00-00-00, account 12345678.',
    ...fields,
  });

async function findHeading(name: string) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });
}

/** The summary of what is being paid, once the document has loaded. */
async function findSummary() {
  return screen.findByLabelText('What you are paying', {}, { timeout: 3000 });
}

beforeEach(() => {
  mockedOpen.mockReset();
  mockedCheckout.mockReset();
  assign.mockReset();
  mockedOpen.mockResolvedValue(payableInvoice());
  mockedCheckout.mockResolvedValue({ url: CHECKOUT_URL });
  vi.stubGlobal('location', { ...window.location, assign });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/pay/:documentId', { timeout: 15_000 }, () => {
  it('shows who asks for how much, for what, and sends the customer to Stripe Checkout', async () => {
    const { user } = renderApp(PAY_URL, { profile: null });

    const summary = await findSummary();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pay by card');
    expect(mockedOpen).toHaveBeenCalledWith({ documentId: 'doc-1', token: TOKEN });
    expect(summary).toHaveTextContent('FromAcme Plumbing');
    expect(summary).toHaveTextContent('ForInvoice INV-0003');
    expect(summary).toHaveTextContent('Due6 December 2026');
    expect(summary).toHaveTextContent('Amount due£341.96');
    expect(
      screen.getByText(
        'Paid securely by card through Stripe. Fixwell never sees your card number.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the invoice' })).toHaveAttribute(
      'href',
      `/document/doc-1?token=${TOKEN}`,
    );

    await user.click(screen.getByRole('button', { name: 'Pay £341.96 by card' }));

    expect(mockedCheckout).toHaveBeenCalledWith({ documentId: 'doc-1', token: TOKEN });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    // The browser is leaving: the button cannot start a second payment.
    expect(screen.getByRole('button', { name: 'Taking you to secure payment…' })).toBeDisabled();
  });

  it('pays a signed-in customer’s deposit without a token', async () => {
    mockedOpen.mockResolvedValue(
      makeDocumentView({
        number: 'Q-0002',
        status: 'accepted',
        depositPercent: 25,
        depositPence: 8_549,
        amountDuePence: 8_549,
        canPayByCard: true,
      }),
    );
    const { user } = renderApp('/pay/doc-1', { profile: makeProfile('customer') });

    const summary = await findSummary();
    expect(summary).toHaveTextContent('ForDeposit for quote Q-0002');
    expect(summary).toHaveTextContent('Quote total£341.96');
    expect(summary).toHaveTextContent('Amount due£85.49');
    await user.click(screen.getByRole('button', { name: 'Pay £85.49 by card' }));
    expect(mockedCheckout).toHaveBeenCalledWith({ documentId: 'doc-1' });
    expect(screen.getByRole('link', { name: 'Back to the quote' })).toHaveAttribute(
      'href',
      '/document/doc-1',
    );
  });

  it('shows a refusal as the server words it, with the button usable again', async () => {
    const refused = 'This invoice has been paid already. There is nothing left to pay.';
    mockedCheckout.mockRejectedValueOnce(
      new CallFunctionError(refused, { code: 'failed-precondition' }),
    );
    const { user } = renderApp(PAY_URL, { profile: null });

    await user.click(await screen.findByRole('button', { name: 'Pay £341.96 by card' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    expect(assign).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Pay £341.96 by card' });
    expect(button).toBeEnabled();

    await user.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
  });

  it('says a paid invoice has nothing to pay, with its receipt', async () => {
    mockedOpen.mockResolvedValue(
      payableInvoice({
        status: 'paid',
        amountPaidPence: 34_196,
        amountDuePence: 0,
        canPayByCard: false,
        paidAtIso: '2026-11-30T10:00:00.000Z',
        payments: [
          {
            id: 'pi_1',
            amountPence: 34_196,
            refundedPence: 0,
            purpose: 'invoice',
            cardBrand: 'visa',
            cardLast4: '4242',
            paidAtIso: '2026-11-30T10:00:00.000Z',
            checkoutSessionId: 'cs_1',
            autoRefundReason: null,
          },
        ],
      }),
    );
    renderApp(PAY_URL, { profile: null });

    await findHeading('Nothing to pay');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(
      'Invoice INV-0003 has been paid in full on 30 November 2026. Thank you.',
    );
    expect(within(status).getByRole('link', { name: 'See your receipt' })).toHaveAttribute(
      'href',
      `/document/doc-1/paid?token=${TOKEN}`,
    );
    expect(screen.queryByRole('button', { name: /by card/ })).not.toBeInTheDocument();
  });

  it('says a void invoice need not be paid', async () => {
    mockedOpen.mockResolvedValue(
      payableInvoice({ status: 'void', amountDuePence: 0, canPayByCard: false }),
    );
    renderApp(PAY_URL, { profile: null });

    await findHeading('Nothing to pay');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Invoice INV-0003 has been cancelled. You do not need to pay it.',
    );
  });

  it('says a quote not yet accepted has nothing to pay', async () => {
    mockedOpen.mockResolvedValue(makeDocumentView({ depositPercent: 25, depositPence: 8_549 }));
    renderApp(PAY_URL, { profile: null });

    await findHeading('Nothing to pay');
    expect(screen.getByRole('status')).toHaveTextContent(
      'There is nothing to pay on Quote Q-0007 yet. If it asks for a deposit, you can pay it here once you have accepted the quote.',
    );
  });

  it('says how else to pay when the company does not take cards', async () => {
    mockedOpen.mockResolvedValue(payableInvoice({ canPayByCard: false }));
    renderApp(PAY_URL, { profile: null });

    await findHeading('How to pay');
    expect(screen.getByText('Amount due').nextElementSibling).toHaveTextContent('£341.96');
    expect(screen.getByText('Card payment is not available for this invoice.')).toBeVisible();
    expect(screen.getByText('Bank: Acme Ltd, sort code 00-00-00, account 12345678.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'hello@acme.test' })).toHaveAttribute(
      'href',
      'mailto:hello@acme.test',
    );
    expect(screen.getByRole('link', { name: '020 7946 0000' })).toHaveAttribute(
      'href',
      'tel:02079460000',
    );
    expect(screen.queryByRole('button', { name: /by card/ })).not.toBeInTheDocument();
  });

  it('explains a link that opens nothing, as the document page does', async () => {
    mockedOpen.mockRejectedValue(
      new CallFunctionError(DOCUMENT_NOT_FOUND_MESSAGE, { code: 'permission-denied' }),
    );
    renderApp(PAY_URL, { profile: null });

    await findHeading('Document not found');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(DOCUMENT_NOT_FOUND_MESSAGE);
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(PAY_URL)}`,
    );
  });

  it('tells a company opening its own document that only the customer pays here', async () => {
    mockedOpen.mockResolvedValue(payableInvoice({ preview: true, canPayByCard: false }));
    renderApp('/pay/doc-1', { profile: makeProfile('company') });

    expect(await screen.findByText(/This is where your customer pays/)).toHaveTextContent(
      'This is where your customer pays Invoice INV-0003 by card. You cannot pay your own document.',
    );
    expect(screen.queryByRole('button', { name: /by card/ })).not.toBeInTheDocument();
  });
});
