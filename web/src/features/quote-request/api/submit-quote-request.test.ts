import { QUOTE_MESSAGES } from '@fixwell/common/quote/quote-request';
import { describe, expect, it } from 'vitest';

import { QUOTE_REQUEST_FAILED } from '@/features/quote-request/api/quote-request-error';
import { toQuoteRequestError } from '@/features/quote-request/api/submit-quote-request';

const httpsError = (code: string, message: string, details?: unknown) =>
  Object.assign(new Error(message), { code: `functions/${code}`, details });

describe('toQuoteRequestError', () => {
  it('keeps the field messages of invalid-argument', () => {
    const error = toQuoteRequestError(
      httpsError('invalid-argument', 'Check the details.', {
        fields: { postcode: QUOTE_MESSAGES.unknownArea, junk: 3 },
      }),
    );
    expect(error.message).toBe('Check the details.');
    expect(error.fieldErrors).toEqual({ postcode: QUOTE_MESSAGES.unknownArea });
  });

  it('shows the rate-limit and duplicate messages as they are', () => {
    expect(toQuoteRequestError(httpsError('resource-exhausted', 'Wait an hour.')).message).toBe(
      'Wait an hour.',
    );
    expect(toQuoteRequestError(httpsError('already-exists', '')).message).toBe(
      QUOTE_MESSAGES.duplicate,
    );
  });

  it('hides internal errors behind a plain message', () => {
    expect(toQuoteRequestError(httpsError('internal', 'stack trace')).message).toBe(
      QUOTE_REQUEST_FAILED,
    );
  });
});
