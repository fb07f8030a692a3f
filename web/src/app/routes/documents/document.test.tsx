import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  DOCUMENT_NOT_FOUND_MESSAGE,
  openDocument,
  respondToQuote,
} from '@/features/document-view/api/document-view-data';
import { makeDocumentView } from '@/features/document-view/testing/make-document-view';
import type * as DocumentViewData from '@/features/document-view/api/document-view-data';
import { CallFunctionError } from '@/lib/call-function';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/document-view/api/document-view-data', async (importOriginal) => ({
  ...(await importOriginal<typeof DocumentViewData>()),
  openDocument: vi.fn(),
  respondToQuote: vi.fn(),
}));
const mockedOpen = vi.mocked(openDocument);
const mockedRespond = vi.mocked(respondToQuote);

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';
const URL_WITH_TOKEN = `/document/doc-1?token=${TOKEN}`;

async function findDocumentHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });
}

beforeEach(() => {
  mockedOpen.mockReset();
  mockedRespond.mockReset();
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
      mockedOpen.mockResolvedValue(invoice({ canPayByCard: true, amountPaidPence: 4_196 }));
      renderApp(URL_WITH_TOKEN, { profile: null });

      const payment = await screen.findByRole('region', { name: 'Payment' });
      expect(payment).toHaveTextContent('£300.00');
      expect(payment).toHaveTextContent('Please pay by 6 December 2026.');
      expect(within(payment).getByRole('link', { name: 'Pay by card' })).toHaveAttribute(
        'href',
        `/pay/doc-1?token=${TOKEN}`,
      );
      expect(payment).not.toHaveTextContent('bank transfer');
    });

    it('asks for a bank transfer when the company cannot take cards', async () => {
      mockedOpen.mockResolvedValue(invoice({ canPayByCard: false }));
      renderApp(URL_WITH_TOKEN, { profile: null });

      const payment = await screen.findByRole('region', { name: 'Payment' });
      expect(payment).toHaveTextContent('£341.96');
      expect(payment).toHaveTextContent('Pay by bank transfer using the details below.');
      expect(payment).toHaveTextContent('Bank: Acme Ltd, sort code 00-00-00, account 12345678.');
      expect(within(payment).queryByRole('link', { name: 'Pay by card' })).not.toBeInTheDocument();
    });

    it('says a paid invoice is paid, with nothing left to pay', async () => {
      mockedOpen.mockResolvedValue(
        invoice({
          status: 'paid',
          canPayByCard: true,
          amountPaidPence: 34_196,
          paidAtIso: '2026-11-30T10:00:00.000Z',
        }),
      );
      renderApp(URL_WITH_TOKEN, { profile: null });

      expect(
        await screen.findByText('Paid in full on 30 November 2026. Thank you.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Pay by card' })).not.toBeInTheDocument();
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
    expect(screen.queryByRole('link', { name: 'Pay by card' })).not.toBeInTheDocument();
  });

  it('prints the document', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderApp(URL_WITH_TOKEN, { profile: null });

    await user.click(await screen.findByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
