// The quote-request feature's only contact with the server's functions. The callables go through
// the one web client, which loads the Firebase SDK on first use; their registry entries load with
// it, so the prerendered /quote page downloads none of it before the form is sent. Tests replace
// this one module.
import { SERVICE_SUGGESTION_MESSAGES } from '@fixwell/common/admin/service-suggestion';
import type {
  getQuoteStatusCallable,
  submitServiceSuggestionCallable,
  submitQuoteRequestCallable,
  CallableInput,
  CallableOutput,
} from '@fixwell/common/callables';
import { QUOTE_MESSAGES, QUOTE_TRACKING_MESSAGES } from '@fixwell/common/quote/quote-request';

import {
  QUOTE_REQUEST_FAILED,
  QUOTE_STATUS_FAILED,
} from '@/features/quote-request/api/quote-request-error';
import { callFunction, type CallMessages } from '@/lib/call-function';

const callables = () => import('@fixwell/common/callables');

/** How a refused request is worded: the function's message, or these when it sent none. */
export const QUOTE_REQUEST_WORDING: CallMessages = {
  fallback: QUOTE_REQUEST_FAILED,
  messages: {
    'invalid-argument': QUOTE_REQUEST_FAILED,
    'resource-exhausted': QUOTE_MESSAGES.tooMany,
    'already-exists': QUOTE_MESSAGES.duplicate,
  },
};

/** The `submitQuoteRequest` callable; a refusal is a `CallFunctionError` worded as above. */
export function sendQuoteRequest(
  input: CallableInput<typeof submitQuoteRequestCallable>,
): Promise<CallableOutput<typeof submitQuoteRequestCallable>> {
  return callFunction(
    () => callables().then((registry) => registry.submitQuoteRequestCallable),
    input,
    QUOTE_REQUEST_WORDING,
  );
}

const QUOTE_STATUS_WORDING: CallMessages = {
  fallback: QUOTE_STATUS_FAILED,
  messages: { 'not-found': QUOTE_TRACKING_MESSAGES.notFound },
};

/** The `getQuoteStatus` callable; an unknown link fails with the code `not-found`. */
export function fetchQuoteStatus(
  token: string,
): Promise<CallableOutput<typeof getQuoteStatusCallable>> {
  return callFunction(
    () => callables().then((registry) => registry.getQuoteStatusCallable),
    { token },
    QUOTE_STATUS_WORDING,
  );
}

/** The `submitServiceSuggestion` callable: "Other: tell us what you need" on the service step. */
export function sendServiceSuggestion(
  input: CallableInput<typeof submitServiceSuggestionCallable>,
): Promise<CallableOutput<typeof submitServiceSuggestionCallable>> {
  return callFunction(
    () => callables().then((registry) => registry.submitServiceSuggestionCallable),
    input,
    {
      fallback: 'We could not send your suggestion. Please try again.',
      messages: { 'resource-exhausted': SERVICE_SUGGESTION_MESSAGES.suggestionRateLimited },
    },
  );
}
