import type { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import type { PlanBilling } from '@fixwell/common/billing/plans';
import { createSubscriptionCheckoutCallable } from '@fixwell/common/callables';
import type { Plan } from '@fixwell/common/catalogue/catalogue-schema';
import { COLLECTIONS } from '@fixwell/common/collections';
import { subscriptionAccess, type SubscriptionDocument } from '@fixwell/common/subscription';

import { db } from '../lib/admin';
import { onCallable } from '../lib/callable';
import { requireActiveRole } from '../lib/callable-guards';
import { readDoc } from '../lib/documents';
import { logInfo } from '../lib/log';
import { returnOrigin, stripe, STRIPE_SECRETS } from '../lib/stripe';
import { BILLING_MESSAGES, stripeCallFailed } from './billing-messages';
import { companyCustomerId } from './stripe-customer';

/** The Price a new subscription to this plan is created at, or null when it cannot be sold. */
export function sellablePriceId(plan: Partial<Plan & PlanBilling> | undefined): string | null {
  if (!plan || plan.archived === true) return null;
  return typeof plan.stripePriceId === 'string' && plan.stripePriceId !== ''
    ? plan.stripePriceId
    : null;
}

/**
 * "Choose plan" on /company/billing: a Stripe Checkout session in subscription mode for the
 * company's own customer (created once, reused), at the plan's price as Firestore holds it. The
 * webhook writes the subscription once it is paid; the browser comes back to /company/billing.
 */
export const createSubscriptionCheckout = onCallable(
  createSubscriptionCheckoutCallable,
  async ({ planId }, { uid, request }) => {
    const [planSnapshot, subscriptionSnapshot] = await Promise.all([
      db().collection(COLLECTIONS.plans).doc(planId).get(),
      db().collection(COLLECTIONS.subscriptions).doc(uid).get(),
    ]);
    const price = sellablePriceId(readDoc<Partial<Plan & PlanBilling>>(planSnapshot));
    if (!price) throw new HttpsError('failed-precondition', BILLING_MESSAGES.planUnavailable);
    const subscription = readDoc<Partial<SubscriptionDocument<Timestamp>>>(subscriptionSnapshot);
    if (subscription && subscriptionAccess(subscription as { status: unknown }, Date.now()).active)
      throw new HttpsError('already-exists', BILLING_MESSAGES.alreadySubscribed);

    const origin = returnOrigin(request);
    const minute = Math.floor(Date.now() / 60_000);
    try {
      const customer = await companyCustomerId(uid);
      const session = await stripe().checkout.sessions.create(
        {
          mode: 'subscription',
          customer,
          client_reference_id: uid,
          line_items: [{ price, quantity: 1 }],
          metadata: { companyUid: uid, planId },
          subscription_data: { metadata: { companyUid: uid, planId } },
          locale: 'en-GB',
          success_url: `${origin}/company/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${origin}/company/billing?checkout=cancelled`,
        },
        { idempotencyKey: `checkout-${uid}-${planId}-${minute}` },
      );
      if (!session.url) throw new Error('Checkout session without a URL');
      logInfo('billing.checkout-created', { companyUid: uid, planId, sessionId: session.id });
      return { url: session.url };
    } catch (error) {
      throw stripeCallFailed('billing.checkout-failed', error, { companyUid: uid, planId });
    }
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'company', BILLING_MESSAGES.notCompany),
    invalid: BILLING_MESSAGES.planUnavailable,
    secrets: STRIPE_SECRETS,
  },
);
