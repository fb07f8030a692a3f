import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

import type { StripeRefsDocument } from '@fixwell/common/billing/stripe-records';
import type { TransactionDocument, TransactionStatus } from '@fixwell/common/billing/transaction';
import { COLLECTIONS, SETTINGS_DOCS } from '@fixwell/common/collections';
import type { CompanyDocument } from '@fixwell/common/company';
import type { LeadAllowanceDocument } from '@fixwell/common/lead/lead';
import {
  BILLING_SETTINGS_DEFAULTS,
  toSubscriptionStatus,
  type SubscriptionDocument,
} from '@fixwell/common/subscription';
import { millisOf } from '@fixwell/common/timestamps';

import { db } from '../lib/admin';
import { planTermsOf } from '../lib/billing-reads';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo, logWarning } from '../lib/log';
import { stripe } from '../lib/stripe';
import type { StripeEventEffect, StripeEventHandlers } from '../lib/stripe-events';
import { graceDaysOf, graceEndsAtMillis } from './grace-period';
import {
  invoiceItemLines,
  invoiceSubscriptionId,
  invoiceTransactionStatus,
  subscriptionPaymentRow,
} from './invoice-transactions';
import { companyUidFor, stripeRefsOf } from './stripe-customer';
import { transactionRef, transactionRow } from './transaction-rows';
import {
  replacesStoredSubscription,
  subscriptionFacts,
  type StripeSubscriptionFacts,
} from './subscription-from-stripe';

// The platform webhook's handlers for subscriptions (functions/src/http/stripe-webhook.ts calls
// them). Each re-retrieves the subscription or invoice from Stripe rather than trusting the
// event's copy, so events arriving late, twice or out of order all leave Stripe's current state;
// then answers the effect the webhook applies in the transaction that records the event.

type StoredSubscription = Partial<SubscriptionDocument<Timestamp>>;

const subscriptionRef = (uid: string) => db().collection(COLLECTIONS.subscriptions).doc(uid);
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);
const at = (millis: number | null) => (millis === null ? null : Timestamp.fromMillis(millis));
const serverNow = () => FieldValue.serverTimestamp();

function unknownCompany(event: Stripe.Event, objectId: string): null {
  logWarning('stripe.event-unknown-company', { eventId: event.id, type: event.type, objectId });
  return null;
}

/** Stripe's subscription, as it is now, with the company it belongs to. */
interface CurrentSubscription {
  uid: string;
  facts: StripeSubscriptionFacts;
  /** When its unpaid invoice was created (the first failed attempt), for the grace period. */
  failedAtMillis: number;
}

async function currentSubscription(
  event: Stripe.Event,
  subscriptionId: string,
  carriedUid?: string | null,
): Promise<CurrentSubscription | null> {
  const subscription = await stripe().subscriptions.retrieve(subscriptionId, {
    expand: ['latest_invoice'],
  });
  const facts = subscriptionFacts(subscription);
  const uid = await companyUidFor(facts.companyUid ?? carriedUid, facts.stripeCustomerId);
  if (!uid) return unknownCompany(event, subscriptionId);
  const latest = subscription.latest_invoice;
  const failedAtMillis =
    latest && typeof latest === 'object' && latest.status === 'open'
      ? latest.created * 1000
      : event.created * 1000;
  return { uid, facts, failedAtMillis };
}

/** What writing `subscriptions/{uid}` reads first (a transaction reads before it writes). */
interface SubscriptionContext {
  /** False once the account is deleted: Stripe's late events must not bring its record back. */
  accountExists: boolean;
  stored: StoredSubscription | undefined;
  companyName: string;
  graceDays: number;
}

async function readSubscriptionContext(tx: Transaction, uid: string): Promise<SubscriptionContext> {
  const [stored, company, settings, profile] = await tx.getAll(
    subscriptionRef(uid),
    db().collection(COLLECTIONS.companies).doc(uid),
    db().collection(COLLECTIONS.settings).doc(SETTINGS_DOCS.billing),
    db().collection(COLLECTIONS.users).doc(uid),
  );
  return {
    accountExists: profile!.exists,
    stored: readDoc<StoredSubscription>(stored),
    companyName: String(readDoc<Partial<CompanyDocument<Timestamp>>>(company)?.businessName ?? ''),
    graceDays: graceDaysOf(
      readDoc<{ pastDueGraceDays?: unknown }>(settings),
      BILLING_SETTINGS_DEFAULTS.pastDueGraceDays,
    ),
  };
}

/** Writes the full document from Stripe's state, unless it would replace a newer subscription. */
function writeSubscription(
  tx: Transaction,
  current: CurrentSubscription,
  context: SubscriptionContext,
): boolean {
  const { uid, facts } = current;
  if (!context.accountExists) {
    // deleteMyAccount cancelled it and deleted the record; the cancellation's event comes after.
    logInfo('stripe.subscription-account-deleted', {
      companyUid: uid,
      subscriptionId: facts.stripeSubscriptionId,
    });
    return false;
  }
  const stored = context.stored;
  const storedFacts = stored
    ? {
        stripeSubscriptionId:
          typeof stored.stripeSubscriptionId === 'string' ? stored.stripeSubscriptionId : null,
        status: toSubscriptionStatus(stored.status),
        currentPeriodEndMillis: millisOf(stored.currentPeriodEnd),
      }
    : null;
  if (!replacesStoredSubscription(storedFacts, facts)) {
    logInfo('stripe.subscription-superseded', {
      companyUid: uid,
      subscriptionId: facts.stripeSubscriptionId,
    });
    return false;
  }
  const graceEnd = graceEndsAtMillis({
    status: facts.status,
    stripeSubscriptionId: facts.stripeSubscriptionId,
    stored: storedFacts && {
      status: storedFacts.status,
      stripeSubscriptionId: storedFacts.stripeSubscriptionId,
      graceEndsAtMillis: millisOf(stored?.graceEndsAt),
    },
    failedAtMillis: current.failedAtMillis,
    graceDays: context.graceDays,
  });
  tx.set(subscriptionRef(uid), {
    status: facts.status,
    planId: facts.planId,
    stripeCustomerId: facts.stripeCustomerId || null,
    stripeSubscriptionId: facts.stripeSubscriptionId,
    stripePriceId: facts.stripePriceId,
    monthlyAmountPence: facts.monthlyAmountPence,
    currentPeriodStart: at(facts.currentPeriodStartMillis),
    currentPeriodEnd: at(facts.currentPeriodEndMillis),
    cancelAtPeriodEnd: facts.cancelAtPeriodEnd,
    graceEndsAt: at(graceEnd),
    companyName: context.companyName,
    updatedAt: serverNow(),
  } satisfies SubscriptionDocument<WriteTime>);
  return true;
}

/** customer.subscription.created|updated|deleted and checkout.session.completed. */
function subscriptionEffect(
  current: CurrentSubscription,
  /** checkout.session.completed: the customer to keep for the company, if it has none yet. */
  customerId: string | null = null,
): StripeEventEffect {
  return {
    async apply(tx) {
      const refs = customerId ? await tx.get(stripeRefsOf(current.uid)) : undefined;
      const context = await readSubscriptionContext(tx, current.uid);
      writeSubscription(tx, current, context);
      const saved = readDoc<Partial<StripeRefsDocument<Timestamp>>>(refs)?.customerId;
      if (customerId && !saved)
        tx.set(
          stripeRefsOf(current.uid),
          { customerId, updatedAt: serverNow() } satisfies Partial<StripeRefsDocument<WriteTime>>,
          { merge: true },
        );
    },
  };
}

/**
 * invoice.paid and invoice.payment_failed: the subscription as it is now, the invoice's
 * transaction rows (its subscription payment and any extra leads on it), and for a paid invoice
 * of the current period, the lead allowance starting again.
 */
async function invoiceEffect(event: Stripe.Event): Promise<StripeEventEffect | null> {
  const invoiceId = (event.data.object as { id: string }).id;
  const invoice = await stripe().invoices.retrieve(invoiceId);
  const subscriptionId = invoiceSubscriptionId(invoice);
  const carried = invoice.parent?.subscription_details?.metadata?.companyUid ?? null;
  const current = subscriptionId ? await currentSubscription(event, subscriptionId, carried) : null;
  const uid = current?.uid ?? (await companyUidFor(carried, idOf(invoice.customer)));
  if (!uid) return unknownCompany(event, invoiceId);
  const lines = invoiceItemLines(invoice);
  const status: TransactionStatus | null = invoiceTransactionStatus(invoice);

  return {
    async apply(tx) {
      const context = current ? await readSubscriptionContext(tx, uid) : null;
      const [allowanceSnapshot, planSnapshot, ...lineRows] = await tx.getAll(
        db().collection(COLLECTIONS.leadAllowances).doc(uid),
        db()
          .collection(COLLECTIONS.plans)
          .doc(current?.facts.planId ?? '_none'),
        ...lines.map((line) => transactionRef(line.invoiceItemId)),
      );
      // Extra leads: marked so by their metadata, or already recorded by invoiceitem.created.
      const extraLeads = lines.filter(
        (line, index) =>
          line.extraLead ||
          readDoc<Partial<TransactionDocument<Timestamp>>>(lineRows[index])?.type === 'extra-lead',
      );
      const companyName =
        context?.companyName ??
        String(
          readDoc<Partial<CompanyDocument<Timestamp>>>(
            await tx.get(db().collection(COLLECTIONS.companies).doc(uid)),
          )?.businessName ?? '',
        );

      const written = current && context ? writeSubscription(tx, current, context) : false;

      const payment = subscriptionPaymentRow(
        invoice,
        new Set(extraLeads.map((line) => line.invoiceItemId)),
      );
      if (payment) {
        tx.set(
          transactionRef(invoice.id),
          transactionRow({
            type: 'subscription-payment',
            status: payment.status,
            companyId: uid,
            companyName,
            amountPence: payment.amountPence,
            description: payment.description,
            stripeObjectId: invoice.id,
            stripeEventId: event.id,
            occurredAt: Timestamp.fromMillis(payment.occurredAtMillis),
          }),
        );
      }
      if (status === 'succeeded' || status === 'failed') {
        for (const line of extraLeads) {
          tx.set(
            transactionRef(line.invoiceItemId),
            transactionRow({
              type: 'extra-lead',
              status,
              companyId: uid,
              companyName,
              amountPence: line.amountPence,
              description: line.description ?? 'Extra lead',
              stripeObjectId: line.invoiceItemId,
              stripeEventId: event.id,
              occurredAt: Timestamp.fromMillis(
                ((status === 'succeeded' && invoice.status_transitions?.paid_at) ||
                  invoice.created) * 1000,
              ),
            }),
          );
        }
      }

      // The allowance starts again with each paid period: once, when the period is new to it.
      const periodEnd = current?.facts.currentPeriodEndMillis ?? null;
      const stored = readDoc<Partial<LeadAllowanceDocument<Timestamp>>>(allowanceSnapshot);
      const storedEnd = millisOf(stored?.periodEnd);
      if (
        written &&
        status === 'succeeded' &&
        periodEnd !== null &&
        (storedEnd === null || storedEnd < periodEnd)
      ) {
        tx.set(
          db().collection(COLLECTIONS.leadAllowances).doc(uid),
          {
            planId: current?.facts.planId ?? null,
            allowance: planTermsOf(planSnapshot).allowance,
            used: 0,
            extraUsed: 0,
            extraSpentPence: 0,
            periodEnd: Timestamp.fromMillis(periodEnd),
            updatedAt: serverNow(),
          } satisfies LeadAllowanceDocument<WriteTime>,
          { merge: true },
        );
      }
    },
  };
}

/** checkout.session.completed: the new subscription, and the customer kept for the company. */
async function checkoutCompleted(event: Stripe.Event): Promise<StripeEventEffect | null> {
  const sessionId = (event.data.object as { id: string }).id;
  const session = await stripe().checkout.sessions.retrieve(sessionId);
  if (session.mode !== 'subscription') return null;
  const subscriptionId = idOf(session.subscription);
  const carried = session.client_reference_id ?? session.metadata?.companyUid ?? null;
  if (!subscriptionId) return null;
  const current = await currentSubscription(event, subscriptionId, carried);
  return current ? subscriptionEffect(current, idOf(session.customer)) : null;
}

async function subscriptionChanged(event: Stripe.Event): Promise<StripeEventEffect | null> {
  const subscriptionId = (event.data.object as { id: string }).id;
  const current = await currentSubscription(event, subscriptionId);
  return current ? subscriptionEffect(current) : null;
}

/**
 * invoiceitem.created for an extra lead (acceptLead creates them): a 'pending' row until the
 * invoice that bills it is paid (invoiceEffect then marks it). The item is re-read from Stripe; one
 * deleted since is no charge. The row only moves forward: pending is written only when there is
 * no row yet, so a late or replayed event cannot undo a payment.
 */
async function invoiceItemCreated(event: Stripe.Event): Promise<StripeEventEffect | null> {
  const itemId = (event.data.object as { id: string }).id;
  let item: Stripe.InvoiceItem;
  try {
    item = await stripe().invoiceItems.retrieve(itemId);
  } catch (error) {
    if ((error as { statusCode?: unknown }).statusCode === 404) return null;
    throw error;
  }
  if (item.deleted || item.metadata?.kind !== 'extra-lead') return null;
  const uid = await companyUidFor(item.metadata?.companyUid, idOf(item.customer));
  if (!uid) return unknownCompany(event, item.id);
  const leadId = item.metadata?.leadId;
  return {
    async apply(tx) {
      const [existing, company] = await tx.getAll(
        transactionRef(item.id),
        db().collection(COLLECTIONS.companies).doc(uid),
      );
      if (existing?.exists) return;
      tx.create(
        transactionRef(item.id),
        transactionRow({
          type: 'extra-lead',
          status: 'pending',
          companyId: uid,
          companyName: String(
            readDoc<Partial<CompanyDocument<Timestamp>>>(company)?.businessName ?? '',
          ),
          amountPence: item.amount,
          description: item.description ?? (leadId ? `Extra lead ${leadId}` : 'Extra lead'),
          stripeObjectId: item.id,
          stripeEventId: event.id,
          occurredAt: Timestamp.fromMillis(item.date * 1000),
        }),
      );
    },
  };
}

/** The platform endpoint's handlers: every other event type is acknowledged and ignored. */
export const billingEventHandlers: StripeEventHandlers = {
  'checkout.session.completed': checkoutCompleted,
  'customer.subscription.created': subscriptionChanged,
  'customer.subscription.updated': subscriptionChanged,
  'customer.subscription.deleted': subscriptionChanged,
  'invoice.paid': invoiceEffect,
  'invoice.payment_failed': invoiceEffect,
  'invoiceitem.created': invoiceItemCreated,
};
