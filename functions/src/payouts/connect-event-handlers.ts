import { FieldValue, Timestamp } from 'firebase-admin/firestore';

import type { ConnectAccountDocument } from '@fixwell/common/billing/connect-account';
import type { StripeRefsDocument } from '@fixwell/common/billing/stripe-records';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { CompanyDocument } from '@fixwell/common/company';
import type { NotificationType } from '@fixwell/common/notification';

import { db } from '../lib/admin';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo, logWarning } from '../lib/log';
import type { StripeEventHandler, StripeEventHandlers } from '../lib/stripe-events';
import { stripe } from '../lib/stripe';
import { notificationDocument } from '../notifications/notification-document';
import {
  connectAccountFromStripe,
  connectAccountNotices,
  connectNoticeText,
  type ConnectNotice,
} from './connect-account-from-stripe';

// The Connect webhook's handlers (functions/src/http/stripe-webhook.ts applies their effects in
// the transaction that records the event). `connectAccounts/{companyUid}` is written only here.

/** The notification type of each notice. */
const NOTICE_TYPES: Record<ConnectNotice['kind'], NotificationType> = {
  'payouts-enabled': 'payouts-enabled',
  'requirements-past-due': 'payouts-action-needed',
};

/** The payouts-enabled notice has a fixed id, so a company gets it once, however often payouts toggle. */
const payoutsEnabledNoticeId = (companyUid: string) => `payouts-enabled-${companyUid}`;

/**
 * `account.updated`: the account is read again from Stripe rather than taken from the event, so an
 * older event delivered late writes the account as it is now, never as it was.
 */
const accountUpdated: StripeEventHandler = async (event) => {
  if (event.type !== 'account.updated') return null;
  const account = await stripe().accounts.retrieve(event.account ?? event.data.object.id);
  const companyUid = account.metadata?.companyUid;
  if (!companyUid) {
    logWarning('payouts.account-without-company', { accountId: account.id });
    return null;
  }

  return {
    async apply(tx) {
      const database = db();
      const mirrorRef = database.collection(COLLECTIONS.connectAccounts).doc(companyUid);
      const enabledNoticeRef = database
        .collection(COLLECTIONS.notifications)
        .doc(payoutsEnabledNoticeId(companyUid));
      const [companySnapshot, refsSnapshot, mirrorSnapshot, enabledNoticeSnapshot] =
        await tx.getAll(
          database.collection(COLLECTIONS.companies).doc(companyUid),
          database.collection(COLLECTIONS.stripeRefs).doc(companyUid),
          mirrorRef,
          enabledNoticeRef,
        );

      const company = readDoc<Partial<CompanyDocument<Timestamp>>>(companySnapshot);
      if (!company) {
        logWarning('payouts.account-company-missing', { accountId: account.id, companyUid });
        return;
      }
      // An account the company no longer uses (stripeRefs names another) must not replace its own.
      const savedAccountId =
        readDoc<Partial<StripeRefsDocument<Timestamp>>>(refsSnapshot)?.connectAccountId;
      if (savedAccountId && savedAccountId !== account.id) {
        logWarning('payouts.account-not-current', { accountId: account.id, companyUid });
        return;
      }

      const mirrored = connectAccountFromStripe(account, {
        id: companyUid,
        name: company.businessName ?? account.business_profile?.name ?? '',
      });
      tx.set(mirrorRef, {
        ...mirrored,
        stripeCreatedAt: Timestamp.fromMillis(mirrored.stripeCreatedAt),
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies ConnectAccountDocument<WriteTime>);

      const before = readDoc<ConnectAccountDocument<Timestamp>>(mirrorSnapshot);
      for (const notice of connectAccountNotices(before, mirrored)) {
        const fields = {
          type: NOTICE_TYPES[notice.kind],
          ...connectNoticeText(notice),
        };
        if (notice.kind === 'payouts-enabled') {
          if (!enabledNoticeSnapshot?.exists) {
            tx.create(enabledNoticeRef, notificationDocument(companyUid, fields));
          }
        } else {
          tx.create(
            database.collection(COLLECTIONS.notifications).doc(),
            notificationDocument(companyUid, fields),
          );
        }
      }
      logInfo('payouts.account-updated', {
        accountId: account.id,
        companyUid,
        status: mirrored.status,
      });
    },
  };
};

export const connectEventHandlers: StripeEventHandlers = {
  'account.updated': accountUpdated,
};
