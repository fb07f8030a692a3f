import type { Timestamp } from 'firebase-admin/firestore';

import type { ConnectAccountDocument } from '@fixwell/common/billing/connect-account';
import {
  PAYOUTS_PAYMENTS_LIMIT,
  type PayoutsOverview,
} from '@fixwell/common/billing/payouts-overview';
import type { TransactionDocument } from '@fixwell/common/billing/transaction';
import { getPayoutsOverviewCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { DocumentRecord } from '@fixwell/common/documents/document';

import { db } from '../lib/admin';
import { onCallable } from '../lib/callable';
import { requireActiveRole } from '../lib/callable-guards';
import { readDoc } from '../lib/documents';
import { STRIPE_SECRETS, stripe } from '../lib/stripe';
import { gbpBalance } from './connect-balance';
import { CONNECT_ACTIVITY_LIMIT, payoutMovement } from './connect-activity';
import { savedConnectAccountId } from './connect-account-ref';
import { PAYOUT_MESSAGES, stripeFailure } from './payout-messages';
import { payoutsPayments, payoutsTotals, type DocumentWithPayments } from './payouts-payments';

const NOTHING_YET: Pick<
  PayoutsOverview,
  'availablePence' | 'pendingPence' | 'payouts' | 'payments' | 'totals'
> = {
  availablePence: 0,
  pendingPence: 0,
  payouts: [],
  payments: [],
  totals: { paidPence: 0, feePence: 0, refundedPence: 0, netPence: 0 },
};

/**
 * The company's card payments, newest first. Each document's `payments[]` entry is written by the
 * same webhook transaction as its `transactions/{pi_…}` row, under the same Stripe id, but it
 * holds on one entry what the page shows together (the amount, the fee, what was refunded since,
 * the document's number and customer), where `transactions` splits them into `pi_`, `fee_` and
 * `re_` rows. So the payments are read from the documents, found two ways, both bounded:
 * - the documents paid most recently (`paidAt` is the latest payment the customer still has not
 *   had back; a document never paid sorts last, with nothing to list);
 * - the documents named by the latest `document-payment` rows, which also finds a payment
 *   refunded in full (its document's `paidAt` is null again) once the company has many documents.
 */
async function readPayments(companyId: string) {
  const [recentlyPaid, paymentRows] = await Promise.all([
    db()
      .collection(COLLECTIONS.documents)
      .where('companyId', '==', companyId)
      .orderBy('paidAt', 'desc')
      .limit(PAYOUTS_PAYMENTS_LIMIT)
      .get(),
    db()
      .collection(COLLECTIONS.transactions)
      .where('companyId', '==', companyId)
      .where('type', '==', 'document-payment')
      .orderBy('occurredAt', 'desc')
      .limit(PAYOUTS_PAYMENTS_LIMIT)
      .get(),
  ]);
  const found = new Set(recentlyPaid.docs.map((doc) => doc.id));
  const named = [
    ...new Set(
      paymentRows.docs.flatMap((row) => {
        const documentId = readDoc<Partial<TransactionDocument<Timestamp>>>(row)?.documentId;
        return typeof documentId === 'string' && documentId !== '' && !found.has(documentId)
          ? [documentId]
          : [];
      }),
    ),
  ];
  const namedDocuments = named.length
    ? await db().getAll(...named.map((id) => db().collection(COLLECTIONS.documents).doc(id)))
    : [];

  const documents = [...recentlyPaid.docs, ...namedDocuments].flatMap(
    (snapshot): DocumentWithPayments<Timestamp>[] => {
      const document = readDoc<Partial<DocumentRecord<Timestamp>>>(snapshot);
      const payments = document?.payments ?? [];
      // A row naming another company's document must never show it here.
      if (document?.companyId !== companyId || payments.length === 0) return [];
      return [
        {
          id: snapshot.id,
          number: document.number ?? null,
          customerName: document.customer?.name ?? '',
          payments,
        },
      ];
    },
  );
  return payoutsPayments(documents, (time) => time.toDate().toISOString());
}

/**
 * `/company/payouts`: the signed-in company's Stripe balance and payouts, read from its connected
 * account as Stripe holds them now, and its card payments with Fixwell's fee and what it keeps.
 * A company that has not submitted its details to Stripe has nothing to read there yet: it is
 * answered `connected: false` without calling Stripe, and the page links to the set-up.
 */
export const getPayoutsOverview = onCallable(
  getPayoutsOverviewCallable,
  async (_input, { uid }): Promise<PayoutsOverview> => {
    const [accountId, mirror] = await Promise.all([
      savedConnectAccountId(uid),
      db()
        .collection(COLLECTIONS.connectAccounts)
        .doc(uid)
        .get()
        .then((snapshot) => readDoc<Partial<ConnectAccountDocument<Timestamp>>>(snapshot)),
    ]);
    const status = mirror?.status ?? null;
    const payoutsEnabled = mirror?.payoutsEnabled === true;
    // The mirror of another account (one the company no longer uses) says nothing about this one.
    const current = accountId !== null && (!mirror?.accountId || mirror.accountId === accountId);
    if (!accountId || !current || mirror?.detailsSubmitted !== true) {
      return { connected: false, status, payoutsEnabled, ...NOTHING_YET };
    }

    const [balance, payouts, payments] = await Promise.all([
      stripe()
        .balance.retrieve({}, { stripeAccount: accountId })
        .catch((error: unknown) => {
          throw stripeFailure('payouts.balance-failed', error, uid);
        }),
      stripe()
        .payouts.list({ limit: CONNECT_ACTIVITY_LIMIT }, { stripeAccount: accountId })
        .catch((error: unknown) => {
          throw stripeFailure('payouts.list-failed', error, uid);
        }),
      readPayments(uid),
    ]);
    return {
      connected: true,
      status,
      payoutsEnabled,
      ...gbpBalance(balance),
      payouts: payouts.data.map(payoutMovement),
      payments,
      totals: payoutsTotals(payments),
    };
  },
  {
    auth: 'required',
    secrets: STRIPE_SECRETS,
    guard: ({ uid }) => requireActiveRole(uid, 'company', PAYOUT_MESSAGES.companyOnly),
  },
);
