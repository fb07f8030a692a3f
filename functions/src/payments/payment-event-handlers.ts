import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

import { COLLECTIONS } from '@fixwell/common/collections';

import type { CompanyDocument } from '../companies/company-documents';
import { currentStatus } from '../documents/document-decisions';
import {
  documentsCollection,
  businessNameOf,
  factsOf,
  today,
  type StoredDocument,
} from '../documents/document-store';
import { postDocumentEvent, readDocumentConversation } from '../documents/document-conversation';
import { db } from '../lib/admin';
import { readDoc } from '../lib/documents';
import { logInfo, logWarning } from '../lib/log';
import { stripe } from '../lib/stripe';
import type { StripeEventEffect, StripeEventHandlers } from '../lib/stripe-events';
import {
  paymentDecision,
  type ArrivedPayment,
  type PaymentDecision,
  type PaymentPurpose,
} from './document-payment-decisions';
import {
  notify,
  paymentMailFacts,
  queuePaymentMail,
  writeCustomerPaid,
  writeDocumentMoney,
  writePaymentRows,
  writeRefundRows,
  type StoredPayment,
} from './payment-bookkeeping';
import {
  automaticRefundEmail,
  companyRefundEmail,
  paymentReceiptEmail,
} from './payment-mail-templates';
import { formatPounds } from './payment-messages';
import { DOCUMENT_PAYMENT_KIND, payableFacts, paymentsOf, paymentSubject } from './payment-store';

// The platform webhook's handlers for customers' card payments of documents. Each re-retrieves
// the session or charge from Stripe rather than trusting the event's copy, decides from the stored
// document (document-payment-decisions.ts), and answers the effect the webhook applies in the
// transaction that records the event; the effect decides again on what it reads there.

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * What a payment's state (paid, refunded in part or in full) means everywhere, in the webhook's
 * transaction: the document's payments and amount paid, the customer's total, and the payment,
 * fee and refund rows of `transactions`, all from Stripe's current charge.
 */
function writeMoney(
  tx: Transaction,
  fields: {
    event: Stripe.Event;
    documentId: string;
    document: StoredDocument;
    customer: Parameters<typeof writeCustomerPaid>[1];
    businessName: string;
    charge: Stripe.Charge;
    payments: StoredPayment[];
    payment: StoredPayment;
  },
): { amountPaidPence: number } {
  const { event, documentId, document, charge, payment } = fields;
  const money = writeDocumentMoney(tx, documentId, document, fields.payments);
  writeCustomerPaid(tx, fields.customer, money.amountPaidPence - (document.amountPaidPence ?? 0));
  const context = {
    companyId: document.companyId,
    companyName: fields.businessName,
    eventId: event.id,
    documentId,
    document,
  };
  writePaymentRows(tx, context, { ...payment, applicationFeeId: idOf(charge.application_fee) });
  writeRefundRows(tx, context, charge.refunds?.data ?? [], payment.autoRefundReason);
  return money;
}

const documentRef = (id: string) => documentsCollection().doc(id);

/** Where the company reads a document (its preview of the customer's page). */
const companyDocumentLink = (documentId: string) => `/document/${documentId}`;

/** The decision on the document as stored now. */
function decide(document: StoredDocument, payment: ArrivedPayment): PaymentDecision {
  return paymentDecision(
    {
      ...payableFacts(document, currentStatus(factsOf(document), today())),
      paymentIntentIds: paymentsOf(document).map((stored) => stored.paymentIntentId),
    },
    payment,
  );
}

/** What the transaction reads besides the document: its customer record and the company. */
async function readContext(tx: Transaction, document: StoredDocument) {
  const [customer, company] = await tx.getAll(
    db().collection(COLLECTIONS.companyCustomers).doc(document.customer.id),
    db().collection(COLLECTIONS.companies).doc(document.companyId),
  );
  return {
    customer: { id: document.customer.id, exists: customer?.exists === true },
    businessName: businessNameOf(readDoc<Partial<CompanyDocument>>(company)),
  };
}

function cardOf(charge: Stripe.Charge): { brand: string | null; last4: string | null } {
  const card = charge.payment_method_details?.card;
  return { brand: card?.brand ?? null, last4: card?.last4 ?? null };
}

/** The whole payment back to the card, the transfer and the platform fee reversed; once only. */
async function refundMismatch(paymentIntentId: string, documentId: string): Promise<void> {
  await stripe().refunds.create(
    {
      payment_intent: paymentIntentId,
      reverse_transfer: true,
      refund_application_fee: true,
      metadata: { documentId, automatic: 'true' },
    },
    { idempotencyKey: `document-payment-mismatch-${paymentIntentId}` },
  );
  logInfo('payments.refunded-mismatch', { documentId, paymentIntentId });
}

/**
 * checkout.session.completed for a document's payment: record it, or refund it at once when it no
 * longer matches the document (the refund is made before the effect, with an idempotency key, so
 * a retried delivery never refunds twice), or nothing for a payment recorded already.
 */
async function checkoutCompleted(event: Stripe.Event): Promise<StripeEventEffect | null> {
  const sessionId = (event.data.object as { id: string }).id;
  const session = await stripe().checkout.sessions.retrieve(sessionId, {
    expand: ['payment_intent'],
  });
  if (session.mode !== 'payment' || session.metadata?.kind !== DOCUMENT_PAYMENT_KIND) return null;
  if (session.payment_status !== 'paid') return null;
  const intent = session.payment_intent;
  if (!intent || typeof intent === 'string') return null;
  const chargeId = idOf(intent.latest_charge);
  const documentId = session.metadata.documentId ?? '';
  if (!chargeId || !documentId) return null;

  const arrived: ArrivedPayment = {
    paymentIntentId: intent.id,
    amountPence: intent.amount_received || intent.amount,
    purpose: (session.metadata.purpose === 'deposit' ? 'deposit' : 'invoice') as PaymentPurpose,
    documentVersion: Number.parseInt(session.metadata.documentVersion ?? '', 10) || null,
  };
  const stored = readDoc<StoredDocument>(await documentRef(documentId).get());
  if (!stored) {
    // Documents are voided, not deleted; a payment for one that is gone is given back.
    await refundMismatch(intent.id, documentId);
    logWarning('payments.unknown-document-refunded', {
      eventId: event.id,
      documentId,
      paymentIntentId: intent.id,
    });
    return null;
  }
  const decision = decide(stored, arrived);
  if (decision.action === 'replay') return null;
  if (decision.action === 'refund') await refundMismatch(intent.id, documentId);
  // Read after any refund, so the record carries Stripe's state as it now is.
  const charge = await stripe().charges.retrieve(chargeId, { expand: ['refunds'] });
  const autoRefundReason = decision.action === 'refund' ? decision.reason : null;

  return {
    async apply(tx) {
      const document = readDoc<StoredDocument>(await tx.get(documentRef(documentId)));
      if (!document) throw new Error(`Document ${documentId} disappeared during the payment.`);
      const { customer, businessName } = await readContext(tx, document);
      const conversation = await readDocumentConversation(tx, document.leadId);
      const again = decide(document, arrived);
      // Recorded meanwhile by another delivery: nothing more to do.
      if (again.action === 'replay') return;
      // The document moved since the decision (another payment, a void): fail the delivery so
      // Stripe retries it, and it is decided afresh.
      if (again.action !== decision.action)
        throw new Error(
          `Payment ${intent.id} of ${documentId}: ${decision.action} became ${again.action}.`,
        );

      const payment: StoredPayment = {
        paymentIntentId: intent.id,
        checkoutSessionId: session.id,
        amountPence: arrived.amountPence,
        feePence: charge.application_fee_amount ?? intent.application_fee_amount ?? 0,
        refundedPence: autoRefundReason
          ? arrived.amountPence
          : Math.min(arrived.amountPence, charge.amount_refunded),
        purpose: arrived.purpose,
        cardBrand: cardOf(charge).brand,
        cardLast4: cardOf(charge).last4,
        paidAt: Timestamp.fromMillis(charge.created * 1000),
        autoRefundReason,
      };
      const { amountPaidPence } = writeMoney(tx, {
        event,
        documentId,
        document,
        customer,
        businessName,
        charge,
        payments: [...paymentsOf(document), payment],
        payment,
      });

      const subject = paymentSubject(document);
      const mail = paymentMailFacts(documentId, document, businessName, payment);
      const amount = formatPounds(payment.amountPence);
      if (autoRefundReason) {
        notify(tx, document.companyId, {
          type: 'payment-refunded',
          title: `${document.customer.name}'s payment of ${amount} was refunded`,
          body: `It arrived for ${subject.charAt(0).toLowerCase()}${subject.slice(1)} after it could no longer be paid, so it went straight back to their card. ${autoRefundReason}`,
          link: companyDocumentLink(documentId),
        });
        if (document.customer.uid)
          notify(tx, document.customer.uid, {
            type: 'payment-refunded',
            title: `Your payment of ${amount} to ${businessName} was refunded`,
            body: autoRefundReason,
            link: `/document/${documentId}`,
          });
        queuePaymentMail(
          tx,
          document.customer.email,
          automaticRefundEmail(mail, autoRefundReason),
          'document-payment-refund',
        );
      } else {
        postDocumentEvent(
          tx,
          conversation,
          'document-paid',
          `${document.customer.name} paid ${amount} by card on ${subject.charAt(0).toLowerCase()}${subject.slice(1)}.`,
          documentId,
          'customer',
        );
        notify(tx, document.companyId, {
          type: 'document-paid',
          title: `${document.customer.name} paid ${amount} on ${subject.charAt(0).toLowerCase()}${subject.slice(1)}`,
          body:
            document.kind === 'invoice' && amountPaidPence >= document.totals.totalPence
              ? 'The invoice is paid in full. The money reaches your bank with your next payout.'
              : 'The money reaches your bank with your next payout.',
          link: companyDocumentLink(documentId),
        });
        queuePaymentMail(
          tx,
          document.customer.email,
          paymentReceiptEmail(mail),
          'document-payment-receipt',
        );
      }
    },
  };
}

/**
 * charge.refunded for a document's payment (a refund by the company, or an automatic one): the
 * payment's refunded amount as Stripe holds it now, the document's money from all its payments,
 * one row per refund, and the customer's total paid by the difference. A payment the checkout
 * event has not recorded yet fails the delivery, to be retried once it has.
 */
async function chargeRefunded(event: Stripe.Event): Promise<StripeEventEffect | null> {
  const chargeId = (event.data.object as { id: string }).id;
  const charge = await stripe().charges.retrieve(chargeId, {
    expand: ['refunds', 'payment_intent'],
  });
  const intent = charge.payment_intent;
  if (!intent || typeof intent === 'string' || intent.metadata?.kind !== DOCUMENT_PAYMENT_KIND)
    return null;
  const documentId = intent.metadata.documentId ?? '';
  if (!documentId) return null;

  return {
    async apply(tx) {
      const document = readDoc<StoredDocument>(await tx.get(documentRef(documentId)));
      if (!document) {
        logWarning('payments.refund-unknown-document', { eventId: event.id, documentId });
        return;
      }
      const { customer, businessName } = await readContext(tx, document);
      const payments = paymentsOf(document);
      const index = payments.findIndex((payment) => payment.paymentIntentId === intent.id);
      if (index < 0)
        throw new Error(`Payment ${intent.id} of ${documentId} is not recorded yet; retry later.`);
      const before = payments[index]!;
      const refundedPence = Math.max(
        before.refundedPence,
        Math.min(before.amountPence, charge.amount_refunded),
      );
      const payment: StoredPayment = { ...before, refundedPence };
      const next = payments.map((stored, at) => (at === index ? payment : stored));
      writeMoney(tx, {
        event,
        documentId,
        document,
        customer,
        businessName,
        charge,
        payments: next,
        payment,
      });

      const newlyRefunded = refundedPence - before.refundedPence;
      if (newlyRefunded <= 0) return;
      const full = refundedPence >= payment.amountPence;
      const amount = formatPounds(newlyRefunded);
      const mail = paymentMailFacts(documentId, document, businessName, payment);
      queuePaymentMail(
        tx,
        document.customer.email,
        companyRefundEmail(mail, { amountPence: newlyRefunded, full }),
        'document-payment-refund',
      );
      if (document.customer.uid)
        notify(tx, document.customer.uid, {
          type: 'payment-refunded',
          title: `${businessName} refunded ${amount} to your card`,
          body: `For ${paymentSubject(document)}. Refunds usually reach your account within 5 to 10 working days.`,
          link: `/document/${documentId}`,
        });
      logInfo('payments.refund-recorded', {
        documentId,
        paymentIntentId: intent.id,
        refundedPence,
      });
    },
  };
}

/** The platform endpoint's handlers for document payments (merged with billing's). */
export const documentPaymentEventHandlers: StripeEventHandlers = {
  'checkout.session.completed': checkoutCompleted,
  'charge.refunded': chargeRefunded,
};
