import type { DocumentPaymentView } from '@fixwell/common/documents/document-view';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  DOCUMENT_NOT_FOUND_MESSAGE,
  openDocument,
} from '@/features/document-view/api/document-view-data';
import type * as DocumentViewData from '@/features/document-view/api/document-view-data';
import { documentViewQuery } from '@/features/document-view/api/get-document-view';
import {
  confirmationPollDelayMs,
  PAYMENT_CONFIRMATION_TIMEOUT_MS,
  usePaymentConfirmation,
} from '@/features/document-view/hooks/use-payment-confirmation';
import { makeDocumentView } from '@/features/document-view/testing/make-document-view';
import { CallFunctionError } from '@/lib/call-function';
import { createTestQueryClient } from '@/testing/test-utils';

vi.mock('@/features/document-view/api/document-view-data', async (importOriginal) => ({
  ...(await importOriginal<typeof DocumentViewData>()),
  openDocument: vi.fn(),
}));
const mockedOpen = vi.mocked(openDocument);

const payment = (fields: Partial<DocumentPaymentView> = {}): DocumentPaymentView => ({
  id: 'pi_1',
  amountPence: 34_196,
  refundedPence: 0,
  purpose: 'invoice',
  cardBrand: 'visa',
  cardLast4: '4242',
  paidAtIso: '2026-11-22T10:05:00.000Z',
  checkoutSessionId: 'cs_mine',
  autoRefundReason: null,
  ...fields,
});

const unpaid = makeDocumentView({ kind: 'invoice', number: 'INV-0003' });
const paid = makeDocumentView({
  kind: 'invoice',
  number: 'INV-0003',
  status: 'paid',
  amountPaidPence: 34_196,
  payments: [payment()],
});

function renderConfirmation(token: string | null = 'tok') {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => usePaymentConfirmation({ documentId: 'doc-1', token, sessionId: 'cs_mine' }),
    { wrapper },
  );
  return { ...hook, queryClient };
}

/** Lets time pass, with the reads it starts settling inside React's act. */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

beforeEach(() => {
  vi.useFakeTimers();
  mockedOpen.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('usePaymentConfirmation', () => {
  it('reads twice a second at first, then each second, then less often, at most 5 s apart', () => {
    expect(Array.from({ length: 14 }, (_, attempt) => confirmationPollDelayMs(attempt))).toEqual([
      500, 500, 500, 500, 1_000, 1_000, 1_000, 1_000, 1_000, 2_000, 3_000, 4_000, 5_000, 5_000,
    ]);
  });

  it('confirms at once when the payment is already recorded, and keeps the document for its page', async () => {
    mockedOpen.mockResolvedValue(paid);
    const { result, queryClient } = renderConfirmation();

    await wait(0);
    expect(result.current).toMatchObject({ state: 'confirmed', payment: payment(), view: paid });
    expect(mockedOpen).toHaveBeenCalledTimes(1);
    expect(mockedOpen).toHaveBeenCalledWith({ documentId: 'doc-1', token: 'tok' });
    expect(queryClient.getQueryData(documentViewQuery('doc-1', 'tok').queryKey)).toBe(paid);
  });

  it('waits, reading again, until the webhook has recorded this session’s payment', async () => {
    const someoneElses = makeDocumentView({
      kind: 'invoice',
      payments: [payment({ id: 'pi_0', checkoutSessionId: 'cs_other' })],
    });
    mockedOpen
      .mockResolvedValueOnce(unpaid)
      .mockResolvedValueOnce(someoneElses)
      .mockResolvedValue(paid);
    const { result } = renderConfirmation(null);

    await wait(0);
    expect(result.current.state).toBe('waiting');
    expect(mockedOpen).toHaveBeenCalledTimes(1);
    expect(mockedOpen).toHaveBeenCalledWith({ documentId: 'doc-1' });

    await wait(499);
    expect(mockedOpen).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(mockedOpen).toHaveBeenCalledTimes(2);
    expect(result.current.state).toBe('waiting');

    await wait(500);
    expect(mockedOpen).toHaveBeenCalledTimes(3);
    expect(result.current.state).toBe('confirmed');

    // Nothing more is read once confirmed.
    await wait(10_000);
    expect(mockedOpen).toHaveBeenCalledTimes(3);
  });

  it('keeps waiting through a failed read', async () => {
    mockedOpen
      .mockRejectedValueOnce(new CallFunctionError('offline', { code: null }))
      .mockResolvedValue(paid);
    const { result } = renderConfirmation();

    await wait(0);
    expect(result.current.state).toBe('waiting');
    await wait(500);
    expect(result.current.state).toBe('confirmed');
  });

  it('stops at once when the link does not open the document', async () => {
    mockedOpen.mockRejectedValue(
      new CallFunctionError(DOCUMENT_NOT_FOUND_MESSAGE, { code: 'not-found' }),
    );
    const { result } = renderConfirmation();

    await wait(0);
    expect(result.current).toMatchObject({
      state: 'not-found',
      message: DOCUMENT_NOT_FOUND_MESSAGE,
    });
    await wait(5_000);
    expect(mockedOpen).toHaveBeenCalledTimes(1);
  });

  it('gives up after a minute, then waits again when asked', async () => {
    mockedOpen.mockResolvedValue(unpaid);
    const { result } = renderConfirmation();

    await wait(PAYMENT_CONFIRMATION_TIMEOUT_MS - 1);
    expect(result.current.state).toBe('waiting');
    await wait(1);
    expect(result.current.state).toBe('timed-out');
    // At 0, four half-seconds, five seconds, then 2, 3, 4 and 5 s apart: 21 reads in the minute.
    const reads = mockedOpen.mock.calls.length;
    expect(reads).toBe(21);
    await wait(30_000);
    expect(mockedOpen).toHaveBeenCalledTimes(reads);

    mockedOpen.mockResolvedValue(paid);
    act(() => result.current.retry());
    expect(result.current.state).toBe('waiting');
    await wait(0);
    expect(result.current.state).toBe('confirmed');
  });

  it('times out even when a read never answers', async () => {
    mockedOpen.mockReturnValue(new Promise(() => {}));
    const { result } = renderConfirmation();

    await wait(PAYMENT_CONFIRMATION_TIMEOUT_MS);
    expect(result.current.state).toBe('timed-out');
  });
});
