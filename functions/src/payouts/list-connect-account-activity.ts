import type { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import type { ConnectAccountDocument } from '@fixwell/common/billing/connect-account';
import { listConnectAccountActivityCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from '../lib/admin';
import { onCallable } from '../lib/callable';
import { requireActiveRole } from '../lib/callable-guards';
import { readDoc } from '../lib/documents';
import { STRIPE_SECRETS, stripe } from '../lib/stripe';
import { CONNECT_ACTIVITY_LIMIT, payoutMovement, transferMovement } from './connect-activity';
import { savedConnectAccountId } from './connect-account-ref';
import { PAYOUT_MESSAGES, stripeFailure } from './payout-messages';

/** The company's account id: from `stripeRefs`, else from the webhook's copy of the account. */
async function accountIdOf(companyId: string): Promise<string | null> {
  const [saved, mirrored] = await Promise.all([
    savedConnectAccountId(companyId),
    db()
      .collection(COLLECTIONS.connectAccounts)
      .doc(companyId)
      .get()
      .then((snapshot) => readDoc<Partial<ConnectAccountDocument<Timestamp>>>(snapshot)),
  ]);
  return saved ?? (typeof mirrored?.accountId === 'string' ? mirrored.accountId : null);
}

/**
 * The admin's view of a connected account's money: the latest transfers from the platform and
 * payouts to the company's bank, as Stripe lists them (Fixwell keeps no copy of either).
 */
export const listConnectAccountActivity = onCallable(
  listConnectAccountActivityCallable,
  async ({ companyId }, { uid }) => {
    const accountId = await accountIdOf(companyId);
    if (!accountId) throw new HttpsError('not-found', PAYOUT_MESSAGES.noAccount);
    try {
      const [transfers, payouts] = await Promise.all([
        stripe().transfers.list({ destination: accountId, limit: CONNECT_ACTIVITY_LIMIT }),
        stripe().payouts.list({ limit: CONNECT_ACTIVITY_LIMIT }, { stripeAccount: accountId }),
      ]);
      return {
        transfers: transfers.data.map(transferMovement),
        payouts: payouts.data.map(payoutMovement),
      };
    } catch (error) {
      throw stripeFailure('payouts.activity-failed', error, uid);
    }
  },
  {
    auth: 'required',
    secrets: STRIPE_SECRETS,
    guard: ({ uid }) => requireActiveRole(uid, 'admin', PAYOUT_MESSAGES.notAdmin),
  },
);
