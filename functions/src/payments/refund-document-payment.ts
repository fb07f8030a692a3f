import { HttpsError } from 'firebase-functions/https';
import type Stripe from 'stripe';

import { refundDocumentPaymentCallable } from '@fixwell/common/callables';

import {
  documentsCollection,
  invalidInput,
  notFound,
  refusalError,
  type StoredDocument,
} from '../documents/document-store';
import { onCallable } from '../lib/callable';
import { requireActiveRole } from '../lib/callable-guards';
import { readDoc } from '../lib/documents';
import { sha256 } from '../lib/hash';
import { logInfo } from '../lib/log';
import { stripe, STRIPE_SECRETS } from '../lib/stripe';
import { refundAmount } from './document-payment-decisions';
import { PAYMENT_MESSAGES, stripeFailure } from './payment-messages';
import { paymentsOf } from './payment-store';

/** Stripe's refusals that mean the payment has less left than we knew (a refund still on its way). */
const NOTHING_LEFT_CODES = new Set(['amount_too_large', 'charge_already_refunded']);

/**
 * The company refunds all or part of one card payment of its own document, with a reason. Only
 * Stripe is changed here: the `charge.refunded` webhook records the refund on the document, in
 * `transactions` and on the customer, from Stripe's state, so a refund is counted once however
 * it was made.
 */
export const refundDocumentPayment = onCallable(
  refundDocumentPaymentCallable,
  async ({ documentId, paymentIntentId, amountPence, reason }, { uid }) => {
    const document = readDoc<StoredDocument>(await documentsCollection().doc(documentId).get());
    if (!document || document.companyId !== uid) throw notFound();
    const payment = paymentsOf(document).find(
      (stored) => stored.paymentIntentId === paymentIntentId,
    );
    const decided = refundAmount(payment, amountPence);
    if ('code' in decided) throw refusalError(decided);

    const params: Stripe.RefundCreateParams = {
      payment_intent: paymentIntentId,
      amount: decided.amountPence,
      reverse_transfer: true,
      refund_application_fee: true,
      metadata: { documentId, reason },
    };
    // A double click makes one refund; a second refund once the first is recorded is a new one.
    const idempotencyKey = `document-refund-${paymentIntentId}-${payment?.refundedPence ?? 0}-${sha256(JSON.stringify(params)).slice(0, 16)}`;
    let refund: Stripe.Refund;
    try {
      refund = await stripe().refunds.create(params, { idempotencyKey });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && NOTHING_LEFT_CODES.has(code))
        throw new HttpsError('failed-precondition', PAYMENT_MESSAGES.refundInProgress);
      throw stripeFailure('payments.refund-failed', error, { documentId, paymentIntentId });
    }
    logInfo('payments.refund-created', {
      documentId,
      paymentIntentId,
      refundId: refund.id,
      amountPence: refund.amount,
    });
    return { refundId: refund.id, amountPence: refund.amount };
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'company', PAYMENT_MESSAGES.companyOnly),
    invalid: invalidInput,
    secrets: STRIPE_SECRETS,
  },
);
