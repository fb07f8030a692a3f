import { QUOTE_MESSAGES, type QuoteRequestInput } from '@fixwell/common/quote/quote-request';

import {
  errorCode,
  errorText,
  QUOTE_REQUEST_FAILED,
  QuoteRequestError,
} from '@/features/quote-request/api/quote-request-error';
import {
  currentFunnelSessionId,
  finishFunnelSession,
} from '@/features/quote-request/hooks/quote-funnel-session';

export type SubmittedQuote = { id: string; trackingToken: string };

/** The string messages of `details.fields`, ignoring anything else the error carries. */
function readFieldErrors(details: unknown): Record<string, string> {
  const fields = (details as { fields?: unknown } | null | undefined)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}

/** Turns a callable failure into words for the form, per field where the server named fields. */
export function toQuoteRequestError(error: unknown): QuoteRequestError {
  const code = errorCode(error)?.replace(/^functions\//, '');
  const message = errorText(error);
  switch (code) {
    case 'invalid-argument':
      return new QuoteRequestError(message ?? QUOTE_REQUEST_FAILED, {
        fieldErrors: readFieldErrors((error as { details?: unknown }).details),
        cause: error,
      });
    case 'resource-exhausted':
      return new QuoteRequestError(message ?? QUOTE_MESSAGES.tooMany, { cause: error });
    case 'already-exists':
      return new QuoteRequestError(message ?? QUOTE_MESSAGES.duplicate, { cause: error });
    default:
      return new QuoteRequestError(QUOTE_REQUEST_FAILED, { cause: error });
  }
}

/**
 * Sends a quote request through the `submitQuoteRequest` callable. The Firebase SDK is imported
 * here, on submit, so the prerendered /quote page downloads none of it before then.
 */
export async function submitQuoteRequest(input: QuoteRequestInput): Promise<SubmittedQuote> {
  try {
    const [{ httpsCallable }, { cloudFunctions }] = await Promise.all([
      import('firebase/functions'),
      import('@/lib/cloud-functions'),
    ]);
    const call = httpsCallable<QuoteRequestInput, SubmittedQuote>(
      cloudFunctions(),
      'submitQuoteRequest',
    );
    // The form visit's funnel id: the server counts the request and closes the visit's draft.
    const draftId = input.draftId ?? currentFunnelSessionId();
    const { data } = await call(draftId ? { ...input, draftId } : input);
    finishFunnelSession();
    return data;
  } catch (error) {
    throw toQuoteRequestError(error);
  }
}
