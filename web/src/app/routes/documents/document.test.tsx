import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  DOCUMENT_NOT_FOUND_MESSAGE,
  openDocument,
  refundDocumentPayment,
  respondToQuote,
} from '@/features/document-view/api/document-view-data';
import {
  makeDocumentPayment,
  makeDocumentView,
} from '@/features/document-view/testing/make-document-view';
import type * as DocumentViewData from '@/features/document-view/api/document-view-data';
import { CallFunctionError } from '@/lib/call-function';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/document-view/api/document-view-data', async (importOriginal) => ({
  ...(await importOriginal<typeof DocumentViewData>()),
  openDocument: vi.fn(),
  respondToQuote: vi.fn(),
  refundDocumentPayment: vi.fn(),
}));
const mockedOpen = vi.mocked(openDocument);
const mockedRespond = vi.mocked(respondToQuote);
const mockedRefund = vi.mocked(refundDocumentPayment);

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';
const URL_WITH_TOKEN = `/document/doc-1?token=${TOKEN}`;

async function findDocumentHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });
}

/** A table's rows as the reader sees them: headings first, then each payment's cells. */
function paymentRows(region: HTMLElement): string[][] {
  return within(region)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .getAllByRole(row.querySelector('th') ? 'columnheader' : 'cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

beforeEach(() => {
  mockedOpen.mockReset();
  mockedRespond.mockReset();
  mockedRefund.mockReset();
  mockedOpen.mockResolvedValue(makeDocumentView());
  mockedRespond.mockResolvedValue({ status: 'accepted' });
});

afterEach(() => {
  vi.restoreAllMocks();
});

// Whole pages load lazily and the forms type and click: slow on a busy machine.
describe('/document/:id', { timeout: 15_000 }, () => {
  it('says it is loading until the document arrives, then shows it', async () => {
    let resolve: (view: ReturnType<typeof makeDocumentView>) => void = () => {};
    mockedOpen.mockReturnValue(new Promise((done) => (resolve = done)));
    renderApp(URL_WITH_TOKEN, { profile: null });

    expect(await findPageHeading()).toHaveTextContent('Your document');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your document…');

    resolve(makeDocumentView());
    await findDocumentHeading('Quote Q-0007 from Acme Plumbing');
    expect(mockedOpen).toHaveBeenCalledWith({ documentId: 'doc-1', token: TOKEN });
    expect(screen.getByRole('region', { name: 'Quote Q-0007' })).toBeInTheDocument();
  });

  it('opens without a token for a signed-in customer', async () => {
    renderApp('/document/doc-1', { profile: makeProfile('customer') });
    await findDocumentHeading('Quote Q-0007 from Acme Plumbing');
    expect(mockedOpen).toHaveBeenCalledWith({ documentId: 'doc-1' });
  });

  it('explains a link that opens nothing, with a sign-in link that comes back here', async () => {
    mockedOpen.mockRejectedValue(
      new CallFunctionError(DOCUMENT_NOT_FOUND_MESSAGE, { code: 'not-found' }),
    );
    renderApp(URL_WITH_TOKEN, { profile: null });

    await findDocumentHeading('Document not found');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'We could not find this document. Check the link in your email, or sign in with the email address it was sent to.',
    );
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(URL_WITH_TOKEN)}`,
    );
  });

  it('offers to try again when the document could not be loaded', async () => {
    mockedOpen.mockRejectedValue(new CallFunctionError('offline', { code: null }));
    const { user } = renderApp(URL_WITH_TOKEN, { profile: null });

    // One quiet retry first, then the failure is said.
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'We could not load this document.',
    );
    expect(mockedOpen).toHaveBeenCalledTimes(2);
    mockedOpen.mockResolvedValue(makeDocumentView());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await findDocumentHeading('Quote Q-0007 from Acme Plumbing');
  });

  describe('a quote waiting for an answer', () => {
    it('accepts it with a typed name and the tick, for the version shown', async () => {
      const { user, router } = renderApp(URL_WITH_TOKEN, { profile: null });
      const accept = await screen.findByRole('form', { name: 'Accept this quote' });

      await user.click(within(accept).getByRole('button', { name: 'Accept quote' }));
      expect(await within(accept).findByText('Type your full name to accept.')).toBeVisible();
      expect(
        within(accept).getByText('Tick to confirm you accept the quote and its terms.'),
      ).toBeVisible();
      expect(mockedRespond).not.toHaveBeenCalled();

      await user.type(within(accept).getByLabelText('Your full name'), 'Sam Customer');
      await user.click(within(accept).getByRole('button', { name: 'Accept quote' }));
      expect(
        await within(accept).findByText('Tick to confirm you accept the quote and its terms.'),
      ).toBeVisible();
      expect(mockedRespond).not.toHaveBeenCalled();

      await user.click(within(accept).getByLabelText('I accept this quote and its terms'));
      await user.click(within(accept).getByRole('button', { name: 'Accept quote' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/document/doc-1/accepted'));
      expect(router.state.location.search).toBe(`?token=${TOKEN}`);
      expect(mockedRespond).toHaveBeenCalledWith({
        documentId: 'doc-1',
        token: TOKEN,
        response: 'accept',
        signatureName: 'Sam Customer',
        acceptTerms: true,
        version: 3,
      });
      await findDocumentHeading('Quote accepted');
    });

    it('shows the server refusing a quote that changed since it was opened', async () => {
      const changed =
        'This quote has changed since you opened it. Read the new version before you accept it.';
      mockedRespond.mockRejectedValue(
        new CallFunctionError(changed, { code: 'failed-precondition' }),
      );
      const { user, router } = renderApp(URL_WITH_TOKEN, { profile: null });
      const accept = await screen.findByRole('form', { name: 'Accept this quote' });

      await user.type(within(accept).getByLabelText('Your full name'), 'Sam Customer');
      await user.click(within(accept).getByLabelText('I accept this quote and its terms'));
      await user.click(within(accept).getByRole('button', { name: 'Accept quote' }));

      expect(await within(accept).findByRole('alert')).toHaveTextContent(changed);
      expect(router.state.location.pathname).toBe('/document/doc-1');
      // The document is read again, to show the version the server holds.
      await waitFor(() => expect(mockedOpen).toHaveBeenCalledTimes(2));
    });

    it('declines it with a reason and a note', async () => {
      mockedRespond.mockResolvedValue({ status: 'declined' });
      const { user, router } = renderApp(URL_WITH_TOKEN, { profile: null });
      await user.click(await screen.findByRole('button', { name: 'Decline' }));
      const decline = screen.getByRole('form', { name: 'Decline this quote' });

      await user.click(within(decline).getByRole('button', { name: 'Decline quote' }));
      expect(await within(decline).findByText('Choose a reason.')).toBeVisible();

      await user.click(within(decline).getByLabelText('I chose another company'));
      await user.type(
        within(decline).getByLabelText(/Anything you would like Acme Plumbing to know/),
        'Went with a local firm.',
      );
      await user.click(within(decline).getByRole('button', { name: 'Decline quote' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/document/doc-1/declined'));
      expect(router.state.location.search).toBe(`?token=${TOKEN}`);
      expect(mockedRespond).toHaveBeenCalledWith({
        documentId: 'doc-1',
        token: TOKEN,
        response: 'decline',
        reason: 'chose-another',
        note: 'Went with a local firm.',
      });
      await findDocumentHeading('Quote declined');
    });
  });

  describe('a quote that can no longer be answered', () => {
    it.each([
      ['marked expired', { status: 'expired' as const, validUntilIso: '2026-01-31' }],
      ['past its last valid day', { status: 'viewed' as const, validUntilIso: '2026-01-31' }],
    ])('says an expired quote (%s) has expired and how to reach the company', async (_, fields) => {
      mockedOpen.mockResolvedValue(makeDocumentView(fields));
      renderApp(URL_WITH_TOKEN, { profile: null });

      const panel = await screen.findByRole('region', { name: 'Answer' });
      expect(within(panel).getByRole('heading', { name: 'This quote has expired' })).toBeVisible();
      expect(panel).toHaveTextContent('It was valid until 31 January 2026');
      expect(
        within(panel).getByRole('link', { name: 'see their profile on Fixwell' }),
      ).toHaveAttribute('href', '/company/profile/acme-plumbing');
      expect(within(panel).getByRole('link', { name: 'hello@acme.test' })).toHaveAttribute(
        'href',
        'mailto:hello@acme.test',
      );
      expect(screen.queryByRole('form', { name: 'Accept this quote' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    });

    it('says an accepted quote was accepted, by whom and when', async () => {
      mockedOpen.mockResolvedValue(
        makeDocumentView({
          status: 'accepted',
          acceptance: { name: 'Sam Customer', atIso: '2026-11-23T12:00:00.000Z' },
        }),
      );
      renderApp(URL_WITH_TOKEN, { profile: null });

      const panel = await screen.findByRole('region', { name: 'Answer' });
      expect(
        within(panel).getByRole('heading', { name: 'This quote has been accepted' }),
      ).toBeVisible();
      expect(panel).toHaveTextContent('Sam Customer accepted it on 23 November 2026.');
      expect(
        within(panel).getByRole('link', { name: 'see their profile on Fixwell' }),
      ).toBeVisible();
      expect(screen.queryByRole('form', { name: 'Accept this quote' })).not.toBeInTheDocument();
    });

    it('says a declined quote was declined', async () => {
      mockedOpen.mockResolvedValue(
        makeDocumentView({
          status: 'declined',
          decline: { reason: 'price', note: '', atIso: '2026-11-23T12:00:00.000Z' },
        }),
      );
      renderApp(URL_WITH_TOKEN, { profile: null });

      const panel = await screen.findByRole('region', { name: 'Answer' });
      expect(
        within(panel).getByRole('heading', { name: 'This quote has been declined' }),
      ).toBeVisible();
      expect(panel).toHaveTextContent('It was declined on 23 November 2026.');
      expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    });
  });

  describe('an invoice', () => {
    const invoice = (fields: Parameters<typeof makeDocumentView>[0] = {}) =>
      makeDocumentView({
        kind: 'invoice',
        number: 'INV-0012',
        validUntilIso: null,
        dueDateIso: '2026-12-06',
        paymentTerms: 'Bank: Acme Ltd, sort code 00-00-00, account 12345678.',
        ...fields,
      });

    it('links to card payment with the token when the company takes cards', async () => {
      mockedOpen.mockResolvedValue(
        invoice({ canPayByCard: true, amountPaidPence: 4_196, amountDuePence: 30_000 }),
      );
      renderApp(URL_WITH_TOKEN, { profile: null });

      const payment = await screen.findByRole('region', { name: 'Payment' });
      expect(payment).toHaveTextContent('£300.00');
      expect(payment).toHaveTextContent('Please pay by 6 December 2026.');
      expect(within(payment).getByRole('link', { name: 'Pay £300.00 by card' })).toHaveAttribute(
        'href',
        `/pay/doc-1?token=${TOKEN}`,
      );
      expect(payment).toHaveTextContent(
        'Paid securely by card through Stripe. Fixwell never sees your card number.',
      );
      expect(payment).not.toHaveTextContent('How to pay');
    });

    it('says how else to pay when card payment is not available', async () => {
      mockedOpen.mockResolvedValue(invoice({ canPayByCard: false }));
      renderApp(URL_WITH_TOKEN, { profile: null });

      const payment = await screen.findByRole('region', { name: 'Payment' });
      expect(payment).toHaveTextContent('£341.96');
      expect(within(payment).getByRole('heading', { name: 'How to pay' })).toBeVisible();
      expect(payment).toHaveTextContent('Card payment is not available for this invoice.');
      expect(payment).toHaveTextContent('Pay Acme Plumbing as their payment terms say:');
      expect(payment).toHaveTextContent('Bank: Acme Ltd, sort code 00-00-00, account 12345678.');
      expect(within(payment).getByRole('link', { name: 'hello@acme.test' })).toHaveAttribute(
        'href',
        'mailto:hello@acme.test',
      );
      expect(within(payment).queryByRole('link', { name: /by card/ })).not.toBeInTheDocument();
    });

    it('asks the customer to contact the company when it gives no payment terms', async () => {
      mockedOpen.mockResolvedValue(invoice({ canPayByCard: false, paymentTerms: '' }));
      renderApp(URL_WITH_TOKEN, { profile: null });

      const payment = await screen.findByRole('region', { name: 'Payment' });
      expect(payment).toHaveTextContent('Ask Acme Plumbing how they would like to be paid.');
      expect(
        within(payment).getByRole('link', { name: 'see their profile on Fixwell' }),
      ).toHaveAttribute('href', '/company/profile/acme-plumbing');
    });

    it('says a paid invoice is paid, with its payments and a link to the receipt', async () => {
      mockedOpen.mockResolvedValue(
        invoice({
          status: 'paid',
          canPayByCard: false,
          amountPaidPence: 34_196,
          paidAtIso: '2026-11-30T10:00:00.000Z',
          payments: [
            makeDocumentPayment({ paidAtIso: '2026-11-30T10:00:00.000Z', refundedPence: 1_000 }),
          ],
        }),
      );
      renderApp(URL_WITH_TOKEN, { profile: null });

      const paid = await screen.findByText(/Paid in full on 30 November 2026\. Thank you\./);
      expect(within(paid).getByRole('link', { name: 'See your receipt' })).toHaveAttribute(
        'href',
        `/document/doc-1/paid?token=${TOKEN}`,
      );
      expect(screen.queryByRole('link', { name: /by card/ })).not.toBeInTheDocument();
      const payments = screen.getByRole('region', { name: 'Payments' });
      expect(paymentRows(payments)).toEqual([
        ['Date', 'Card', 'Amount', 'Refunded'],
        ['30 November 2026', 'Visa ending 4242', '£341.96', '£10.00'],
      ]);
      expect(within(payments).queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
    });
  });

  describe('an accepted quote with a deposit', () => {
    const accepted = (fields: Parameters<typeof makeDocumentView>[0] = {}) =>
      makeDocumentView({
        status: 'accepted',
        acceptance: { name: 'Sam Customer', atIso: '2026-11-23T12:00:00.000Z' },
        depositPercent: 25,
        depositPence: 8_549,
        amountDuePence: 8_549,
        ...fields,
      });

    it('links to paying the deposit by card', async () => {
      mockedOpen.mockResolvedValue(accepted({ canPayByCard: true }));
      renderApp(URL_WITH_TOKEN, { profile: null });

      const panel = await screen.findByRole('region', { name: 'Answer' });
      expect(
        within(panel).getByRole('link', { name: 'Pay the £85.49 deposit by card' }),
      ).toHaveAttribute('href', `/pay/doc-1?token=${TOKEN}`);
    });

    it('says how else to pay the deposit when card payment is not available', async () => {
      mockedOpen.mockResolvedValue(accepted({ canPayByCard: false }));
      renderApp(URL_WITH_TOKEN, { profile: null });

      const panel = await screen.findByRole('region', { name: 'Answer' });
      expect(panel).toHaveTextContent('The quote asks for a deposit of £85.49.');
      expect(panel).toHaveTextContent('Card payment is not available for the deposit.');
      expect(panel).toHaveTextContent('Payment within 14 days of completion.');
      expect(within(panel).queryByRole('link', { name: /by card/ })).not.toBeInTheDocument();
    });

    it('says a paid deposit is paid', async () => {
      mockedOpen.mockResolvedValue(
        accepted({
          amountPaidPence: 8_549,
          amountDuePence: 0,
          payments: [makeDocumentPayment({ amountPence: 8_549, purpose: 'deposit' })],
        }),
      );
      renderApp(URL_WITH_TOKEN, { profile: null });

      const panel = await screen.findByRole('region', { name: 'Answer' });
      expect(panel).toHaveTextContent('Your deposit of £85.49 has been paid. Thank you.');
      expect(within(panel).getByRole('link', { name: 'See your receipt' })).toHaveAttribute(
        'href',
        `/document/doc-1/paid?token=${TOKEN}`,
      );
    });
  });

  describe('the company refunding a payment from its preview', () => {
    const REFUND_BUTTON = 'Refund the £341.96 payment of 22 November 2026';
    const paidPreview = () =>
      makeDocumentView({
        kind: 'invoice',
        number: 'INV-0012',
        status: 'paid',
        validUntilIso: null,
        amountPaidPence: 34_196,
        payments: [makeDocumentPayment()],
        preview: true,
      });

    async function openRefundForm() {
      mockedOpen.mockResolvedValue(paidPreview());
      const rendered = renderApp('/document/doc-1', { profile: makeProfile('company') });
      const payments = await screen.findByRole('region', { name: 'Payments' });
      expect(payments).toHaveTextContent('Reference pi_1');
      await rendered.user.click(within(payments).getByRole('button', { name: REFUND_BUTTON }));
      const form = await screen.findByRole('form', { name: REFUND_BUTTON }, { timeout: 3000 });
      return { ...rendered, form };
    }

    it('checks the reason and the amount before anything is sent', async () => {
      const { user, form } = await openRefundForm();

      await user.click(within(form).getByRole('button', { name: 'Continue' }));
      expect(await within(form).findByText('Say why you are refunding.')).toBeVisible();

      await user.click(within(form).getByLabelText('Part of it'));
      await user.type(within(form).getByLabelText('Reason for the refund'), 'Tap was faulty');
      await user.click(within(form).getByRole('button', { name: 'Continue' }));
      expect(await within(form).findByText('Enter the amount to refund.')).toBeVisible();

      const amount = within(form).getByLabelText('Amount to refund');
      await user.type(amount, '40.555');
      await user.click(within(form).getByRole('button', { name: 'Continue' }));
      expect(
        await within(form).findByText('Enter an amount in pounds, such as 40 or 40.50.'),
      ).toBeVisible();

      await user.clear(amount);
      await user.type(amount, '500');
      await user.click(within(form).getByRole('button', { name: 'Continue' }));
      expect(
        await within(form).findByText('You can refund at most £341.96 of this payment.'),
      ).toBeVisible();
      expect(mockedRefund).not.toHaveBeenCalled();
    });

    it('refunds part of a payment after a confirmation, then reads the document again', async () => {
      mockedRefund.mockResolvedValue({ refundId: 're_1', amountPence: 4_000 });
      const { user, form } = await openRefundForm();

      await user.click(within(form).getByLabelText('Part of it'));
      await user.type(within(form).getByLabelText('Amount to refund'), '£40');
      await user.type(within(form).getByLabelText('Reason for the refund'), 'Tap was faulty');
      await user.click(within(form).getByRole('button', { name: 'Continue' }));

      const confirm = await within(form).findByRole('group', { name: 'Confirm the refund' });
      expect(confirm).toHaveTextContent(
        'Refund £40.00 to the customer’s Visa ending 4242? A refund cannot be undone.',
      );
      expect(mockedRefund).not.toHaveBeenCalled();
      await user.click(within(confirm).getByRole('button', { name: 'Yes, refund £40.00' }));

      expect(
        await screen.findByText(
          'Refund of £40.00 requested. It will show here once Stripe confirms it.',
        ),
      ).toBeVisible();
      expect(mockedRefund).toHaveBeenCalledWith({
        documentId: 'doc-1',
        paymentIntentId: 'pi_1',
        amountPence: 4_000,
        reason: 'Tap was faulty',
      });
      expect(screen.queryByRole('form', { name: REFUND_BUTTON })).not.toBeInTheDocument();
      await waitFor(() => expect(mockedOpen).toHaveBeenCalledTimes(2));
    });

    it('refunds all that is left without naming an amount', async () => {
      mockedRefund.mockResolvedValue({ refundId: 're_1', amountPence: 34_196 });
      const { user, form } = await openRefundForm();

      expect(within(form).getByLabelText('All that is left: £341.96')).toBeChecked();
      await user.type(within(form).getByLabelText('Reason for the refund'), 'Job cancelled');
      await user.click(within(form).getByRole('button', { name: 'Continue' }));
      await user.click(await within(form).findByRole('button', { name: 'Yes, refund £341.96' }));

      expect(
        await screen.findByText(
          'Refund of £341.96 requested. It will show here once Stripe confirms it.',
        ),
      ).toBeVisible();
      expect(mockedRefund).toHaveBeenCalledWith({
        documentId: 'doc-1',
        paymentIntentId: 'pi_1',
        reason: 'Job cancelled',
      });
    });

    it('shows a refusal, and lets the company go back and change the amount', async () => {
      const refused = 'Stripe could not refund this payment: the balance is too low.';
      mockedRefund.mockRejectedValue(
        new CallFunctionError(refused, { code: 'failed-precondition' }),
      );
      const { user, form } = await openRefundForm();

      await user.type(within(form).getByLabelText('Reason for the refund'), 'Job cancelled');
      await user.click(within(form).getByRole('button', { name: 'Continue' }));
      await user.click(await within(form).findByRole('button', { name: 'Yes, refund £341.96' }));

      expect(await within(form).findByRole('alert')).toHaveTextContent(refused);
      await user.click(within(form).getByRole('button', { name: 'Change' }));
      expect(within(form).getByLabelText('Reason for the refund')).toHaveValue('Job cancelled');
    });

    it('offers no refund of a payment already refunded in full', async () => {
      mockedOpen.mockResolvedValue(
        makeDocumentView({
          kind: 'invoice',
          preview: true,
          payments: [
            makeDocumentPayment({
              refundedPence: 34_196,
              autoRefundReason: 'The invoice was void when the payment arrived.',
            }),
          ],
        }),
      );
      renderApp('/document/doc-1', { profile: makeProfile('company') });

      const payments = await screen.findByRole('region', { name: 'Payments' });
      expect(payments).toHaveTextContent(
        'Refunded automatically: The invoice was void when the payment arrived.',
      );
      expect(payments).toHaveTextContent('£341.96 (in full)');
      expect(within(payments).queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
    });
  });

  it('shows a company its preview without any answer or payment buttons', async () => {
    mockedOpen.mockResolvedValue(makeDocumentView({ preview: true }));
    renderApp('/document/doc-1', { profile: makeProfile('company') });

    expect(await screen.findByText('Preview: this is what your customer sees')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Quote Q-0007' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Accept this quote' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('shows a company its invoice preview without the card payment link', async () => {
    mockedOpen.mockResolvedValue(
      makeDocumentView({ kind: 'invoice', number: 'INV-0012', preview: true, canPayByCard: true }),
    );
    renderApp('/document/doc-1', { profile: makeProfile('company') });

    expect(await screen.findByText('Preview: this is what your customer sees')).toBeVisible();
    expect(screen.queryByRole('link', { name: /by card/ })).not.toBeInTheDocument();
  });

  it('downloads the document as a PDF, drawn on demand', async () => {
    const createObjectURL = vi
      .spyOn(URL, 'createObjectURL')
      .mockImplementation((_blob: Blob | MediaSource) => 'blob:document');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    mockedOpen.mockResolvedValue(makeDocumentView({ kind: 'invoice', number: 'INV-0012' }));
    const { user } = renderApp(URL_WITH_TOKEN, { profile: null });

    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const blob = createObjectURL.mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('application/pdf');
    const head = new Uint8Array(await blob.arrayBuffer()).slice(0, 5);
    expect(new TextDecoder().decode(head)).toBe('%PDF-');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('invoice-INV-0012.pdf');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it('prints the document', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderApp(URL_WITH_TOKEN, { profile: null });

    await user.click(await screen.findByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
