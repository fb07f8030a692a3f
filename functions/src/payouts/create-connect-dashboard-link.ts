import { HttpsError } from 'firebase-functions/https';

import { createConnectDashboardLinkCallable } from '@fixwell/common/callables';

import { onCallable } from '../lib/callable';
import { requireActiveRole } from '../lib/callable-guards';
import { STRIPE_SECRETS, stripe } from '../lib/stripe';
import { savedConnectAccountId } from './connect-account-ref';
import { PAYOUT_MESSAGES, stripeFailure } from './payout-messages';

/**
 * "Open Stripe dashboard": a one-time login link to the company's Express dashboard. Stripe gives
 * one only once the company has submitted its details, so that is checked on Stripe's account
 * itself, not on the copy the webhook keeps (which may be a moment behind).
 */
export const createConnectDashboardLink = onCallable(
  createConnectDashboardLinkCallable,
  async (_input, { uid }) => {
    const accountId = await savedConnectAccountId(uid);
    if (!accountId) throw new HttpsError('failed-precondition', PAYOUT_MESSAGES.finishSetup);
    let detailsSubmitted: boolean;
    try {
      detailsSubmitted = (await stripe().accounts.retrieve(accountId)).details_submitted === true;
    } catch (error) {
      throw stripeFailure('payouts.account-retrieve-failed', error, uid);
    }
    if (!detailsSubmitted) throw new HttpsError('failed-precondition', PAYOUT_MESSAGES.finishSetup);
    try {
      const link = await stripe().accounts.createLoginLink(accountId);
      return { url: link.url };
    } catch (error) {
      throw stripeFailure('payouts.login-link-failed', error, uid);
    }
  },
  {
    auth: 'required',
    secrets: STRIPE_SECRETS,
    guard: ({ uid }) => requireActiveRole(uid, 'company', PAYOUT_MESSAGES.notCompany),
  },
);
