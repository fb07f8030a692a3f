import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

import type { TransactionDocument, TransactionStatus } from '@fixwell/common/billing/transaction';
import { COLLECTIONS } from '@fixwell/common/collections';
import type {
  CompanyCustomerRecord,
  DocumentPaymentRecord,
  DocumentRecord,
} from '@fixwell/common/documents/document';
import type { NotificationType } from '@fixwell/common/notification';

import { type StoredDocument } from '../documents/document-store';
import { londonDateOf } from '@fixwell/common/london-time';
import { db } from '../lib/admin';
import { appUrl } from '../lib/app-url';
import type { WriteTime } from '../lib/documents';
import { formatDay } from '../mail/document-mail-templates';
import { mailDocument, type MailKind } from '../mail/queue-mail';
import type { MailMessage } from '../mail/mail-templates';
import { notificationDocument } from '../notifications/notification-document';
import { documentMoney } from './document-payment-decisions';
import { cardLabel, type PaymentMail } from './payment-mail-templates';
import { moneyFacts, paymentSubject } from './payment-store';

// The writes of a payment event, in the webhook's transaction: the document's payments and money,
// the `transactions` rows keyed by Stripe ids, the customer's total paid, and the notices. Each is
// derived from Stripe's current state and the stored document, so a replay writes the same again.

const serverNow = () => FieldValue.serverTimestamp();
const transactionRef = (id: string) => db().collection(COLLECTIONS.transactions).doc(id);

export type StoredPayment = DocumentPaymentRecord<Timestamp>;

/** The document's new payments, status, amount paid and paid date, written in `tx`. */
export function writeDocumentMoney(
  tx: Transaction,
  documentId: string,
  document: StoredDocument,
  payments: StoredPayment[],
): { amountPaidPence: number } {
  const money = documentMoney(
    moneyFacts(document),
    payments.map((payment) => ({
      amountPence: payment.amountPence,
      refundedPence: payment.refundedPence,
      paidAtMillis: payment.paidAt.toMillis(),
    })),
    londonDateOf(Date.now()),
  );
  tx.update(db().collection(COLLECTIONS.documents).doc(documentId), {
    payments,
    amountPaidPence: money.amountPaidPence,
    paidAt: money.paidAtMillis === null ? null : Timestamp.fromMillis(money.paidAtMillis),
    status: money.status,
    updatedAt: serverNow(),
  } satisfies Partial<DocumentRecord<WriteTime>>);
  return { amountPaidPence: money.amountPaidPence };
}

/** `companyCustomers/{id}`: the total paid moves by `deltaPence`; a deleted customer stays deleted. */
export function writeCustomerPaid(
  tx: Transaction,
  customer: { id: string; exists: boolean },
  deltaPence: number,
): void {
  if (!customer.exists) return;
  const changes: Partial<Record<keyof CompanyCustomerRecord<WriteTime>, unknown>> = {
    lastContactAt: serverNow(),
  };
  if (deltaPence !== 0) changes.paidPence = FieldValue.increment(deltaPence);
  tx.update(db().collection(COLLECTIONS.companyCustomers).doc(customer.id), changes);
}

/** Who a payment's rows are for, and the event writing them. */
export interface PaymentRowContext {
  companyId: string;
  companyName: string;
  eventId: string;
  documentId: string;
  document: StoredDocument;
}

/** The rows of one payment: the card payment (`pi_…`) and the platform fee taken from it (`fee_…`). */
export function writePaymentRows(
  tx: Transaction,
  context: PaymentRowContext,
  payment: StoredPayment & { applicationFeeId: string | null },
): void {
  const status: TransactionStatus =
    payment.refundedPence >= payment.amountPence ? 'refunded' : 'succeeded';
  const subject = paymentSubject(context.document);
  const common = {
    status,
    companyId: context.companyId,
    companyName: context.companyName,
    documentId: context.documentId,
    currency: 'gbp' as const,
    stripeEventId: context.eventId,
    occurredAt: payment.paidAt,
    updatedAt: serverNow(),
  };
  tx.set(transactionRef(payment.paymentIntentId), {
    ...common,
    type: 'document-payment',
    amountPence: payment.amountPence,
    description: `${subject}, paid by ${context.document.customer.name}`,
    stripeObjectId: payment.paymentIntentId,
  } satisfies TransactionDocument<WriteTime>);
  if (payment.applicationFeeId && payment.feePence > 0)
    tx.set(transactionRef(payment.applicationFeeId), {
      ...common,
      type: 'application-fee',
      amountPence: payment.feePence,
      description: `Platform fee on ${subject.charAt(0).toLowerCase()}${subject.slice(1)}`,
      stripeObjectId: payment.applicationFeeId,
    } satisfies TransactionDocument<WriteTime>);
}

const REFUND_STATUS: Record<string, TransactionStatus> = {
  succeeded: 'succeeded',
  pending: 'pending',
  requires_action: 'pending',
  failed: 'failed',
  canceled: 'failed',
};

/** One `re_…` row per refund of the charge, as Stripe holds it now. */
export function writeRefundRows(
  tx: Transaction,
  context: PaymentRowContext,
  refunds: readonly Stripe.Refund[],
  autoRefundReason: string | null,
): void {
  const subject = paymentSubject(context.document);
  for (const refund of refunds) {
    const reason = refund.metadata?.reason || autoRefundReason;
    tx.set(transactionRef(refund.id), {
      type: 'refund',
      status: REFUND_STATUS[refund.status ?? ''] ?? 'pending',
      companyId: context.companyId,
      companyName: context.companyName,
      documentId: context.documentId,
      amountPence: refund.amount,
      currency: 'gbp',
      description: `Refund on ${subject.charAt(0).toLowerCase()}${subject.slice(1)}${reason ? `: ${reason}` : ''}`,
      stripeObjectId: refund.id,
      stripeEventId: context.eventId,
      occurredAt: Timestamp.fromMillis(refund.created * 1000),
      updatedAt: serverNow(),
    } satisfies TransactionDocument<WriteTime>);
  }
}

export function notify(
  tx: Transaction,
  userId: string,
  fields: { type: NotificationType; title: string; body: string; link: string },
): void {
  tx.create(db().collection(COLLECTIONS.notifications).doc(), notificationDocument(userId, fields));
}

/** Queues one of the customer's emails about a payment (receipt, refund), in the transaction. */
export function queuePaymentMail(
  tx: Transaction,
  to: string,
  message: MailMessage,
  kind: Extract<MailKind, 'document-payment-receipt' | 'document-payment-refund'>,
): void {
  if (!to) return;
  tx.create(db().collection(COLLECTIONS.mail).doc(), mailDocument(to, message, kind));
}

/** What the customer's payment emails say about one payment. */
export function paymentMailFacts(
  documentId: string,
  document: StoredDocument,
  businessName: string,
  payment: StoredPayment,
): PaymentMail {
  return {
    customerName: document.customer.name,
    businessName,
    subject: paymentSubject(document),
    amountPence: payment.amountPence,
    card: cardLabel(payment.cardBrand, payment.cardLast4),
    paidOn: formatDay(londonDateOf(payment.paidAt.toMillis())),
    paymentIntentId: payment.paymentIntentId,
    link: document.customer.uid ? `${appUrl()}/document/${documentId}` : null,
  };
}
