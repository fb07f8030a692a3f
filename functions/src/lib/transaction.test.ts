import { describe, expect, it, vi } from 'vitest';

import { isClosedTransaction, retryClosedTransaction } from './transaction';

/** As @google-cloud/firestore rejects a read in a transaction the server has closed. */
const closed = () =>
  Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), {
    code: 3,
    details: 'Transaction is invalid or closed.',
  });

describe('retryClosedTransaction', () => {
  it('starts the transaction again when the server closed it under a read', async () => {
    const attempt = vi.fn().mockRejectedValueOnce(closed()).mockResolvedValueOnce('done');
    await expect(retryClosedTransaction(attempt)).resolves.toBe('done');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('gives up after its attempts, with the server’s error', async () => {
    const attempt = vi.fn().mockRejectedValue(closed());
    await expect(retryClosedTransaction(attempt, 3)).rejects.toMatchObject({ code: 3 });
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('never repeats a refusal or any other failure', async () => {
    const refusal = Object.assign(new Error('This account has no company profile'), {
      code: 'failed-precondition',
    });
    const attempt = vi.fn().mockRejectedValue(refusal);
    await expect(retryClosedTransaction(attempt)).rejects.toBe(refusal);
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

describe('isClosedTransaction', () => {
  it('knows the closed transaction only', () => {
    expect(isClosedTransaction(closed())).toBe(true);
    expect(isClosedTransaction({ code: 3, details: 'Invalid query.' })).toBe(false);
    expect(isClosedTransaction({ code: 10, details: 'Transaction is invalid or closed.' })).toBe(
      false,
    );
    expect(isClosedTransaction(undefined)).toBe(false);
  });
});
