// The document-view feature's only contact with the server. A customer opens this page from an
// email, often signed out: the callables' registry entries and the Functions SDK load on the
// first call, so the page downloads no Firebase SDK before then (and never Firestore). Tests
// replace this one module.
import type {
  CallableInput,
  CallableOutput,
  createDocumentCheckoutCallable,
  openDocumentCallable,
  refundDocumentPaymentCallable,
  respondToQuoteCallable,
} from '@fixwell/common/callables';

import { callFunction, toCallFunctionError, type CallMessages } from '@/lib/call-function';

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

type OpenDocumentInput = CallableInput<typeof openDocumentCallable>;

/** What the callable protocol answers over plain HTTP. */
type CallableBody = {
  result?: CallableOutput<typeof openDocumentCallable>;
  error?: { status?: string; message?: string; details?: unknown };
};

declare global {
  interface Window {
    /** Started by the document shell's inline script (web/scripts/prerender.mjs). */
    __fixwellOpenDocument?: { documentId: string; token: string; response: Promise<CallableBody> };
  }
}

/** The shell's call, when it is for this document and link; taken once, so a refetch asks again. */
function takeEarlyOpen(input: OpenDocumentInput): Promise<CallableBody> | null {
  const early = window.__fixwellOpenDocument;
  if (!early || early.documentId !== input.documentId || early.token !== input.token) return null;
  delete window.__fixwellOpenDocument;
  return early.response;
}

/**
 * When the shell has just written the document's heading from this same answer (prerender.mjs),
 * the browser gets one frame to paint it before React replaces the shell: where the scripts are
 * already running when the answer lands (a fast connection), React would otherwise draw first and
 * the heading would never be seen. One frame at most, and only then.
 */
function shellHeadingPainted(): Promise<void> {
  if (!document.querySelector('.document-shell-heading')) return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** The `openDocument` callable: the document as its customer sees it (marks it viewed). */
export async function openDocument(
  input: OpenDocumentInput,
): Promise<CallableOutput<typeof openDocumentCallable>> {
  const early = await takeEarlyOpen(input)?.catch(() => null);
  if (early?.result) {
    await shellHeadingPainted();
    return early.result;
  }
  if (early?.error?.status) {
    // NOT_FOUND → not-found: the codes the Functions SDK would have given.
    const code = early.error.status.toLowerCase().replace(/_/g, '-');
    throw toCallFunctionError(
      { code, message: early.error.message, details: early.error.details },
      OPEN_WORDING,
    );
  }
  // No early call, or it did not arrive: ask the usual way.
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

const CHECKOUT_WORDING: CallMessages = {
  fallback: 'We could not start the card payment. Please check your connection and try again.',
  messages: {
    'failed-precondition': 'This document cannot be paid by card at the moment.',
    'not-found': DOCUMENT_NOT_FOUND_MESSAGE,
    'permission-denied': DOCUMENT_NOT_FOUND_MESSAGE,
    unauthenticated: DOCUMENT_NOT_FOUND_MESSAGE,
    'invalid-argument': DOCUMENT_NOT_FOUND_MESSAGE,
    // Stripe could not be reached: the function says to try again in a moment.
    unavailable: 'We could not reach our card payment provider. Please try again in a moment.',
  },
};

export type DocumentCheckoutInput = CallableInput<typeof createDocumentCheckoutCallable>;

/** The `createDocumentCheckout` callable: a Stripe Checkout page for what is due now. */
export function createDocumentCheckout(
  input: DocumentCheckoutInput,
): Promise<CallableOutput<typeof createDocumentCheckoutCallable>> {
  return callFunction(
    () => callables().then((registry) => registry.createDocumentCheckoutCallable),
    input,
    CHECKOUT_WORDING,
  );
}

const REFUND_WORDING: CallMessages = {
  fallback: 'We could not request the refund. Please check your connection and try again.',
  messages: {
    'invalid-argument': 'Check the amount and the reason, then try again.',
    'failed-precondition': 'This payment cannot be refunded now.',
    'permission-denied': 'Only the company that sent the document can refund a payment.',
    'not-found': 'We could not find that payment on this document.',
    unavailable: 'We could not reach our card payment provider. Please try again in a moment.',
  },
};

export type RefundDocumentPaymentInput = CallableInput<typeof refundDocumentPaymentCallable>;

/** The `refundDocumentPayment` callable (the company): refund all or part of a card payment. */
export function refundDocumentPayment(
  input: RefundDocumentPaymentInput,
): Promise<CallableOutput<typeof refundDocumentPaymentCallable>> {
  return callFunction(
    () => callables().then((registry) => registry.refundDocumentPaymentCallable),
    input,
    REFUND_WORDING,
  );
}
