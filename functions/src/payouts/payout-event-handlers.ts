import { FieldValue, Timestamp } from 'firebase-admin/firestore';

import type { TransactionDocument } from '@fixwell/common/billing/transaction';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { CompanyDocument } from '@fixwell/common/company';

import { db } from '../lib/admin';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo, logWarning } from '../lib/log';
import { stripe } from '../lib/stripe';
import type { StripeEventHandler, StripeEventHandlers } from '../lib/stripe-events';
import { notificationDocument } from '../notifications/notification-document';
import { companyUidOfAccount } from './connect-account-company';
import { payoutNotice, payoutRow } from './payout-transactions';

// The Connect webhook's handlers for payouts from connected accounts to companies' banks
// (functions/src/http/stripe-webhook.ts applies their effects in the transaction that records the
// event). Every payout event is handled the same way: the payout is read again from Stripe on the
// connected account, and `transactions/{po_…}` is written as Stripe holds it now, so events that
// arrive twice, late or out of order (paid before created) all leave the same row.

const payoutEvent: StripeEventHandler = async (event) => {
  if (!event.type.startsWith('payout.')) return null;
  const payoutId = (event.data.object as { id: string }).id;
  const accountId = event.account;
  if (!accountId) {
    // A payout of the platform's own balance: not a company's money, nothing to record here.
    logWarning('payouts.payout-without-account', { eventId: event.id, payoutId });
    return null;
  }
  const [payout, companyUid] = await Promise.all([
    stripe().payouts.retrieve(payoutId, {}, { stripeAccount: accountId }),
    companyUidOfAccount(accountId),
  ]);
  if (!companyUid) {
    logWarning('payouts.payout-unknown-company', { eventId: event.id, payoutId, accountId });
    return null;
  }
  const row = payoutRow(payout);
  const notice = payoutNotice(payout);

  return {
    async apply(tx) {
      const database = db();
      const noticeRef = notice
        ? database.collection(COLLECTIONS.notifications).doc(notice.id)
        : undefined;
      const [companySnapshot, noticeSnapshot] = await tx.getAll(
        database.collection(COLLECTIONS.companies).doc(companyUid),
        ...(noticeRef ? [noticeRef] : []),
      );
      const company = readDoc<Partial<CompanyDocument<Timestamp>>>(companySnapshot);

      tx.set(database.collection(COLLECTIONS.transactions).doc(payout.id), {
        type: 'payout',
        status: row.status,
        companyId: companyUid,
        companyName: String(company?.businessName ?? ''),
        amountPence: row.amountPence,
        currency: 'gbp',
        description: row.description,
        stripeObjectId: payout.id,
        stripeEventId: event.id,
        occurredAt: Timestamp.fromMillis(row.occurredAtMillis),
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies TransactionDocument<WriteTime>);

      // Once per payout and outcome: the notice's id is the payout's, so a replay finds it.
      if (notice && noticeRef && !noticeSnapshot?.exists) {
        tx.create(
          noticeRef,
          notificationDocument(companyUid, {
            type: notice.type,
            title: notice.title,
            body: notice.body,
            link: notice.link,
          }),
        );
      }
      logInfo('payouts.payout-recorded', {
        payoutId: payout.id,
        companyUid,
        status: row.status,
      });
    },
  };
};

export const payoutEventHandlers: StripeEventHandlers = {
  'payout.created': payoutEvent,
  'payout.updated': payoutEvent,
  'payout.paid': payoutEvent,
  'payout.failed': payoutEvent,
  'payout.canceled': payoutEvent,
};
