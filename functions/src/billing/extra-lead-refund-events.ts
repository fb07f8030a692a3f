import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

import type { TransactionDocument } from '@fixwell/common/billing/transaction';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { CompanyDocument } from '@fixwell/common/company';

import { EXTRA_LEAD_REFUND_KIND } from '../leads/first-reply/refund-extra-lead';
import { db } from '../lib/admin';
import { readDoc } from '../lib/documents';
import { stripe } from '../lib/stripe';
import type { StripeEventEffect, StripeEventHandlers } from '../lib/stripe-events';
import { transactionRef, transactionRow } from './transaction-rows';

// The platform webhook's side of an extra lead credited back (refund-extra-lead.ts takes its
// charge back): the extra lead's `transactions` row says what became of it, and a refund gets its
// own row. Rows only move forward, so a late or replayed event changes nothing already settled.

type StoredRow = Partial<TransactionDocument<Timestamp>>;

const companyRef = (uid: string) => db().collection(COLLECTIONS.companies).doc(uid);
const nameOf = (company: FirebaseFirestore.DocumentSnapshot | undefined) =>
  String(readDoc<Partial<CompanyDocument<Timestamp>>>(company)?.businessName ?? '');

/**
 * invoiceitem.deleted for an extra lead: taken off before any invoice billed it, so its pending
 * row is cancelled. Stripe no longer serves a deleted item, so the event's copy is what there is.
 */
async function invoiceItemDeleted(event: Stripe.Event): Promise<StripeEventEffect | null> {
  const item = event.data.object as Stripe.InvoiceItem;
  const uid = item.metadata?.companyUid;
  if (item.metadata?.kind !== 'extra-lead' || !uid) return null;
  return {
    async apply(tx) {
      const [row, company] = await tx.getAll(transactionRef(item.id), companyRef(uid));
      const stored = readDoc<StoredRow>(row);
      if (stored && stored.status !== 'pending') return;
      tx.set(
        transactionRef(item.id),
        transactionRow({
          type: 'extra-lead',
          status: 'cancelled',
          companyId: uid,
          companyName: stored?.companyName ?? nameOf(company),
          amountPence: item.amount,
          description: item.description ?? 'Extra lead',
          stripeObjectId: item.id,
          stripeEventId: event.id,
          occurredAt: stored?.occurredAt ?? Timestamp.fromMillis(item.date * 1000),
        }),
      );
    },
  };
}

/**
 * charge.refunded with refunds of credited extra leads (told by their metadata): each refund's
 * row, and the extra lead's row marked refunded. The charge is re-read with its refunds.
 */
async function extraLeadRefunded(event: Stripe.Event): Promise<StripeEventEffect | null> {
  const chargeId = (event.data.object as { id: string }).id;
  const charge = await stripe().charges.retrieve(chargeId, { expand: ['refunds'] });
  const refunds = (charge.refunds?.data ?? []).filter(
    (refund) =>
      refund.metadata?.kind === EXTRA_LEAD_REFUND_KIND &&
      refund.metadata.companyUid &&
      refund.status === 'succeeded',
  );
  if (refunds.length === 0) return null;
  return {
    async apply(tx) {
      const reads = await Promise.all(
        refunds.map(async (refund) => {
          const itemId = refund.metadata?.invoiceItemId ?? '';
          const [item, company] = await tx.getAll(
            transactionRef(itemId || '_none'),
            companyRef(refund.metadata!.companyUid!),
          );
          return { refund, itemId, item: readDoc<StoredRow>(item), company };
        }),
      );
      for (const { refund, itemId, item, company } of reads) {
        const companyId = refund.metadata!.companyUid!;
        tx.set(
          transactionRef(refund.id),
          transactionRow({
            type: 'refund',
            status: 'succeeded',
            companyId,
            companyName: item?.companyName ?? nameOf(company),
            amountPence: refund.amount,
            description: 'Extra lead credited back (first-reply promise)',
            stripeObjectId: refund.id,
            stripeEventId: event.id,
            occurredAt: Timestamp.fromMillis(refund.created * 1000),
          }),
        );
        if (itemId && item && item.status !== 'refunded')
          tx.update(transactionRef(itemId), {
            status: 'refunded',
            stripeEventId: event.id,
            updatedAt: FieldValue.serverTimestamp(),
          });
      }
    },
  };
}

export const extraLeadRefundEventHandlers: StripeEventHandlers = {
  'invoiceitem.deleted': invoiceItemDeleted,
  'charge.refunded': extraLeadRefunded,
};
