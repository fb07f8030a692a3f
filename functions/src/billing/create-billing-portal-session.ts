import { HttpsError } from 'firebase-functions/https';

import { createBillingPortalSessionCallable } from '@fixwell/common/callables';

import { onCallable } from '../lib/callable';
import { requireActiveRole } from '../lib/callable-guards';
import { logInfo } from '../lib/log';
import { returnOrigin, stripe, STRIPE_SECRETS } from '../lib/stripe';
import { BILLING_MESSAGES, stripeCallFailed } from './billing-messages';
import { savedCustomerId } from './stripe-customer';

/** "Manage billing": Stripe's Billing portal for the company's own customer. */
export const createBillingPortalSession = onCallable(
  createBillingPortalSessionCallable,
  async (_input, { uid, request }) => {
    const customer = await savedCustomerId(uid);
    if (!customer) throw new HttpsError('failed-precondition', BILLING_MESSAGES.noCustomer);
    try {
      const session = await stripe().billingPortal.sessions.create({
        customer,
        return_url: `${returnOrigin(request)}/company/billing`,
      });
      logInfo('billing.portal-created', { companyUid: uid });
      return { url: session.url };
    } catch (error) {
      throw stripeCallFailed('billing.portal-failed', error, { companyUid: uid });
    }
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'company', BILLING_MESSAGES.notCompany),
    secrets: STRIPE_SECRETS,
  },
);
