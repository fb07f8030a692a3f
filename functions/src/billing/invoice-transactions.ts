import type Stripe from 'stripe';

import type { TransactionStatus } from '@fixwell/common/billing/transaction';

// Stripe invoices → `transactions/{stripeObjectId}` rows. Pure: the webhook's handlers re-retrieve
// the invoice, so a row always says what Stripe says now, and a replayed event rewrites the same
// rows (their ids are Stripe's) instead of adding any.

/** The company's subscription the invoice bills, when it bills one. */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const subscription = invoice.parent?.subscription_details?.subscription;
  if (typeof subscription === 'string') return subscription;
  return subscription && typeof subscription === 'object'
    ? (subscription as { id: string }).id
    : null;
}

/** What a row of the invoice says now: paid → succeeded, a failed attempt → failed, else pending. */
export function invoiceTransactionStatus(invoice: Stripe.Invoice): TransactionStatus | null {
  if (invoice.status === 'paid') return 'succeeded';
  if (invoice.status === 'void' || invoice.status === 'uncollectible') return 'failed';
  if (invoice.status === 'open') return (invoice.attempt_count ?? 0) > 0 ? 'failed' : 'pending';
  return null;
}

/** An invoice line billing an invoice item (an extra lead is one), with its amount. */
export interface InvoiceItemLine {
  invoiceItemId: string;
  amountPence: number;
  description: string | null;
  /** Marked an extra lead by its metadata (acceptLead sets `kind: 'extra-lead'`). */
  extraLead: boolean;
  leadId: string | null;
}

export function invoiceItemLines(invoice: Stripe.Invoice): InvoiceItemLine[] {
  return (invoice.lines?.data ?? []).flatMap((line) => {
    const invoiceItemId = line.parent?.invoice_item_details?.invoice_item;
    if (typeof invoiceItemId !== 'string') return [];
    const leadId = line.metadata?.leadId;
    return [
      {
        invoiceItemId,
        amountPence: line.amount,
        description: line.description,
        extraLead: line.metadata?.kind === 'extra-lead',
        leadId: typeof leadId === 'string' ? leadId : null,
      },
    ];
  });
}

export interface SubscriptionPaymentRow {
  status: TransactionStatus;
  /** The subscription's part of the invoice: extra leads have rows of their own. */
  amountPence: number;
  description: string;
  occurredAtMillis: number;
}

/**
 * The 'subscription-payment' row of an invoice, or null when it bills no subscription or has
 * nothing to say yet (a draft). `extraLeadItemIds`: its lines that are extra leads, whose amounts
 * are recorded on their own rows and so left out here.
 */
export function subscriptionPaymentRow(
  invoice: Stripe.Invoice,
  extraLeadItemIds: ReadonlySet<string>,
): SubscriptionPaymentRow | null {
  if (!invoiceSubscriptionId(invoice)) return null;
  const status = invoiceTransactionStatus(invoice);
  if (status === null || status === 'pending') return null;
  const extras = invoiceItemLines(invoice)
    .filter((line) => extraLeadItemIds.has(line.invoiceItemId))
    .reduce((sum, line) => sum + line.amountPence, 0);
  const billed = status === 'succeeded' ? invoice.amount_paid : invoice.amount_due;
  const subscriptionLine = (invoice.lines?.data ?? []).find(
    (line) => !line.parent?.invoice_item_details,
  );
  const paidAt = invoice.status_transitions?.paid_at;
  return {
    status,
    amountPence: Math.max(0, billed - extras),
    description: subscriptionLine?.description ?? invoice.description ?? 'Subscription',
    occurredAtMillis: (status === 'succeeded' && paidAt ? paidAt : invoice.created) * 1000,
  };
}
