import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

import { COLLECTIONS } from '@fixwell/common/collections';
import type { ExtraLeadRefund, LeadDocument } from '@fixwell/common/lead/lead';

import { db } from '../../lib/admin';
import { readDoc } from '../../lib/documents';
import { logError, logInfo } from '../../lib/log';
import { stripe } from '../../lib/stripe';

/** What a refund of an extra lead carries, so the webhook can tell it from a document's refund. */
export const EXTRA_LEAD_REFUND_KIND = 'extra-lead-refund';

type StoredLead = Partial<LeadDocument<Timestamp>>;
type Outcome = Omit<ExtraLeadRefund<unknown>, 'at'>;

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** The PaymentIntent that paid `invoice` (its paid invoice payment), if Stripe says. */
function paidIntentOf(invoice: Stripe.Invoice): string | null {
  const paid = invoice.payments?.data.find((payment) => payment.status === 'paid');
  return paid?.payment.type === 'payment_intent' ? idOf(paid.payment.payment_intent) : null;
}

/**
 * Takes an extra lead's charge back in Stripe: an invoice item not billed yet is deleted (the next
 * invoice leaves it out); one on a paid invoice is refunded to the card that paid, for the item's
 * amount; one on an invoice not paid yet waits for the next run. Idempotent: the refund's key is
 * the lead's, so a run that stops half-way refunds once when it runs again.
 */
async function takeBack(lead: StoredLead, leadId: string): Promise<Outcome> {
  // Stripe refused the item when the lead was accepted: nothing was ever billed.
  if (lead.extraLeadBilling === 'failed') return { status: 'removed', amountPence: 0 };
  const itemId = lead.extraLeadInvoiceItemId;
  if (!itemId) return { status: 'failed', amountPence: 0 };

  let item: Stripe.InvoiceItem;
  try {
    item = await stripe().invoiceItems.retrieve(itemId);
  } catch (error) {
    if ((error as { statusCode?: unknown }).statusCode === 404)
      return { status: 'removed', amountPence: 0 };
    throw error;
  }
  if (item.deleted) return { status: 'removed', amountPence: item.amount };
  const invoiceId = idOf(item.invoice);
  if (!invoiceId) {
    await stripe().invoiceItems.del(item.id);
    return { status: 'removed', amountPence: item.amount };
  }

  const invoice = await stripe().invoices.retrieve(invoiceId, { expand: ['payments'] });
  if (invoice.status === 'void' || invoice.status === 'uncollectible')
    return { status: 'removed', amountPence: item.amount };
  const intent = invoice.status === 'paid' ? paidIntentOf(invoice) : null;
  if (!intent) return { status: 'waiting', amountPence: item.amount };
  const refund = await stripe().refunds.create(
    {
      payment_intent: intent,
      amount: item.amount,
      reason: 'requested_by_customer',
      metadata: {
        kind: EXTRA_LEAD_REFUND_KIND,
        leadId,
        companyUid: String(lead.companyId ?? ''),
        invoiceItemId: item.id,
      },
    },
    { idempotencyKey: `extra-lead-refund-${leadId}` },
  );
  return { status: 'refunded', amountPence: item.amount, refundId: refund.id };
}

/**
 * For a credited-back extra lead (`credit` set, `acceptedAs: 'extra'`), after the credit's
 * transaction: takes its charge back in Stripe and records what happened as `credit.refund`. Does
 * nothing for any other lead, or one whose refund is settled. Stripe failing leaves no record, so
 * the next run of creditUnansweredLeads tries again (it looks for credited extra leads without a
 * settled refund).
 */
export async function refundCreditedExtraLead(
  leadId: string,
): Promise<ExtraLeadRefund<Timestamp> | null> {
  const ref = db().collection(COLLECTIONS.leads).doc(leadId);
  const lead = readDoc<StoredLead>(await ref.get());
  if (!lead?.credit || lead.acceptedAs !== 'extra') return null;
  const settled = lead.credit.refund?.status;
  if (settled && settled !== 'waiting') return null;

  let outcome: Outcome;
  try {
    outcome = await takeBack(lead, leadId);
  } catch (error) {
    logError('lead.extra-lead-refund-failed', error, { leadId });
    return null;
  }
  if (outcome.status === 'failed')
    logError('lead.extra-lead-refund-unknown-item', null, { leadId });
  const refund: ExtraLeadRefund<Timestamp> = { ...outcome, at: Timestamp.now() };
  await ref.update({ 'credit.refund': refund, updatedAt: FieldValue.serverTimestamp() });
  logInfo('lead.extra-lead-refund', { leadId, status: refund.status });
  return refund;
}

/**
 * Credited extra leads whose charge has not been settled: refunds that failed to reach Stripe,
 * and ones waiting for their invoice to be paid. Few at any time; tried on every run.
 */
export async function unsettledExtraLeadRefunds(): Promise<string[]> {
  const leads = db().collection(COLLECTIONS.leads);
  const [waiting, credited] = await Promise.all([
    leads.where('credit.refund.status', '==', 'waiting').get(),
    leads.where('acceptedAs', '==', 'extra').where('credit.allowanceRestored', '==', false).get(),
  ]);
  const ids = new Set(waiting.docs.map((doc) => doc.id));
  for (const doc of credited.docs) if (!doc.get('credit.refund')) ids.add(doc.id);
  return [...ids];
}
