// The document-view feature's only contact with the server. A customer opens this page from an
// email, often signed out: the callables' registry entries and the Functions SDK load on the
// first call, so the page downloads no Firebase SDK before then (and never Firestore). Tests
// replace this one module.
import type {
  CallableInput,
  CallableOutput,
  openDocumentCallable,
  respondToQuoteCallable,
} from '@fixwell/common/callables';

import { callFunction, type CallMessages } from '@/lib/call-function';

const callables = () => import('@fixwell/common/callables');

/** What the page says when the document cannot be opened with this link or this account. */
export const DOCUMENT_NOT_FOUND_MESSAGE =
  'We could not find this document. Check the link in your email, or sign in with the email address it was sent to.';

const OPEN_WORDING: CallMessages = {
  fallback: 'We could not load this document.',
  messages: {
    'not-found': DOCUMENT_NOT_FOUND_MESSAGE,
    'permission-denied': DOCUMENT_NOT_FOUND_MESSAGE,
    unauthenticated: DOCUMENT_NOT_FOUND_MESSAGE,
    'invalid-argument': DOCUMENT_NOT_FOUND_MESSAGE,
  },
};

/** Codes of `openDocument` that mean "not this document for you" rather than a failed load. */
export const DOCUMENT_NOT_FOUND_CODES: readonly string[] = Object.keys(OPEN_WORDING.messages!);

/** The `openDocument` callable: the document as its customer sees it (marks it viewed). */
export function openDocument(
  input: CallableInput<typeof openDocumentCallable>,
): Promise<CallableOutput<typeof openDocumentCallable>> {
  return callFunction(
    () => callables().then((registry) => registry.openDocumentCallable),
    input,
    OPEN_WORDING,
  );
}

const RESPOND_WORDING: CallMessages = {
  fallback: 'We could not send your answer. Please check your connection and try again.',
};

export type RespondToQuoteInput = CallableInput<typeof respondToQuoteCallable>;

/** The `respondToQuote` callable: accept (signed, for the version read) or decline a quote. */
export function respondToQuote(
  input: RespondToQuoteInput,
): Promise<CallableOutput<typeof respondToQuoteCallable>> {
  return callFunction(
    () => callables().then((registry) => registry.respondToQuoteCallable),
    input,
    RESPOND_WORDING,
  );
}
