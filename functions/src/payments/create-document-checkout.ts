import { HttpsError } from 'firebase-functions/https';
import type Stripe from 'stripe';

import { createDocumentCheckoutCallable } from '@fixwell/common/callables';

import { currentStatus } from '../documents/document-decisions';
import { limitTokenAttempts, requireViewer } from '../documents/document-access';
import {
  businessNameOf,
  documentsCollection,
  factsOf,
  invoiceSentFromQuote,
  notFound,
  refusalError,
  today,
  type StoredDocument,
} from '../documents/document-store';
import { onCallable } from '../lib/callable';
import { readDoc } from '../lib/documents';
import { sha256 } from '../lib/hash';
import { logInfo } from '../lib/log';
import { returnOrigin, stripe, STRIPE_SECRETS } from '../lib/stripe';
import { amountDue, checkoutRefusal } from './document-payment-decisions';
import { noCardsMessage, PAYMENT_MESSAGES, stripeFailure } from './payment-messages';
import {
  companyPaymentAccount,
  DOCUMENT_PAYMENT_KIND,
  payableFacts,
  paymentSubject,
  platformFeeFor,
} from './payment-store';

/**
 * "Pay" on `/pay/:documentId`: a Stripe Checkout session for what is due now (what is left of an
 * invoice, or of an accepted quote's deposit), as a destination charge to the company's connected
 * account with the platform fee in force. Who may call: the customer it was sent to (signed in)
 * or whoever holds the emailed link's token; the company itself is refused, anyone else told it
 * does not exist. Only the webhook marks the document paid.
 */
export const createDocumentCheckout = onCallable(
  createDocumentCheckoutCallable,
  async ({ documentId, token }, { uid, request }) => {
    const snapshot = await documentsCollection().doc(documentId).get();
    const { document, viewer } = requireViewer(readDoc<StoredDocument>(snapshot), { uid, token });
    if (viewer === 'company')
      throw new HttpsError('permission-denied', PAYMENT_MESSAGES.companyCannotPay);

    const { company, accountId, cardsAccepted } = await companyPaymentAccount(document.companyId);
    const businessName = businessNameOf(company);
    const status = currentStatus(factsOf(document), today());
    const facts = payableFacts(document, status);
    const refusal = checkoutRefusal(
      facts,
      { cardsAccepted, businessName },
      document.kind === 'quote' && (await invoiceSentFromQuote(documentId)),
    );
    if (refusal) throw refusalError(refusal);
    // Cards accepted means the account is known; the check keeps the type honest.
    if (!accountId) throw new HttpsError('failed-precondition', noCardsMessage(businessName));
    const due = amountDue(facts);
    const now = Date.now();
    const feePence = await platformFeeFor(due.amountPence, now);

    const metadata = {
      kind: DOCUMENT_PAYMENT_KIND,
      documentId,
      companyUid: document.companyId,
      amountPence: String(due.amountPence),
      purpose: due.purpose,
      documentVersion: String(document.version),
    };
    const origin = returnOrigin(request);
    const tokenQuery = token ? `token=${encodeURIComponent(token)}` : '';
    const description = `${paymentSubject(document)} from ${businessName}`;
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: 'payment',
      client_reference_id: documentId,
      ...(document.customer.email ? { customer_email: document.customer.email } : {}),
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'gbp',
            unit_amount: due.amountPence,
            product_data: { name: description },
          },
        },
      ],
      payment_intent_data: {
        application_fee_amount: feePence,
        transfer_data: { destination: accountId },
        description,
        metadata,
      },
      metadata,
      locale: 'en-GB',
      success_url: `${origin}/document/${documentId}/paid?session_id={CHECKOUT_SESSION_ID}${tokenQuery ? `&${tokenQuery}` : ''}`,
      cancel_url: `${origin}/pay/${documentId}${tokenQuery ? `?${tokenQuery}` : ''}`,
    };
    // A retry (a double click, a reload) gets the same session; anything that changes what is
    // charged or where the customer returns (amount due, paid so far, version, fee, the link) makes
    // a new one. Stripe refuses a key reused with other parameters, so the key hashes them all.
    const idempotencyKey = `document-checkout-${documentId}-${sha256(JSON.stringify(params)).slice(0, 32)}`;
    let session: Stripe.Checkout.Session;
    try {
      const created = await stripe().checkout.sessions.create(params, { idempotencyKey });
      // A repeated key answers the session as it was first made: read it as it is now.
      session = await stripe().checkout.sessions.retrieve(created.id);
      // The key outlived its session (Checkout pages expire after a day): a fresh one.
      if (session.status === 'expired')
        session = await stripe().checkout.sessions.create(params, {
          idempotencyKey: `${idempotencyKey}-after-${session.id}`,
        });
    } catch (error) {
      throw stripeFailure('payments.checkout-failed', error, {
        documentId,
        companyUid: document.companyId,
      });
    }
    // Paid already, and the webhook has not recorded it yet: never a second payment.
    if (session.status === 'complete')
      throw new HttpsError('failed-precondition', PAYMENT_MESSAGES.paymentProcessing);
    if (!session.url)
      throw stripeFailure('payments.checkout-without-url', new Error('No URL'), { documentId });
    logInfo('payments.checkout-created', {
      documentId,
      sessionId: session.id,
      amountPence: due.amountPence,
      feePence,
    });
    return { url: session.url };
  },
  // A mangled id or token reads the same as an unknown document.
  { guard: limitTokenAttempts, invalid: () => notFound(), secrets: STRIPE_SECRETS },
);
