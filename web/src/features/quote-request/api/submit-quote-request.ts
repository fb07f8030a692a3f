import type { QuoteRequestInput } from '@fixwell/common/quote/quote-request';

import { QuoteRequestError } from '@/features/quote-request/api/quote-request-error';
import {
  QUOTE_REQUEST_WORDING,
  sendQuoteRequest,
} from '@/features/quote-request/api/quote-request-data';
import {
  currentFunnelSessionId,
  finishFunnelSession,
} from '@/features/quote-request/hooks/quote-funnel-session';
import { CallFunctionError, toCallFunctionError } from '@/lib/call-function';

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
  const failure =
    error instanceof CallFunctionError ? error : toCallFunctionError(error, QUOTE_REQUEST_WORDING);
  return new QuoteRequestError(failure.message, {
    fieldErrors: failure.code === 'invalid-argument' ? readFieldErrors(failure.details) : {},
    cause: error,
  });
}

/**
 * Sends a quote request through the `submitQuoteRequest` callable, with the form visit's funnel id
 * (the server counts the request and closes the visit's draft).
 */
export async function submitQuoteRequest(input: QuoteRequestInput): Promise<SubmittedQuote> {
  try {
    const draftId = input.draftId ?? currentFunnelSessionId();
    const submitted = await sendQuoteRequest(draftId ? { ...input, draftId } : input);
    finishFunnelSession();
    return submitted;
  } catch (error) {
    throw toQuoteRequestError(error);
  }
}
