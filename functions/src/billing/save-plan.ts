import { HttpsError } from 'firebase-functions/https';
import type Stripe from 'stripe';

import type { PlanBilling, PlanEdit } from '@fixwell/common/billing/plans';
import { savePlanCallable } from '@fixwell/common/callables';
import type { Plan } from '@fixwell/common/catalogue/catalogue-schema';
import { COLLECTIONS } from '@fixwell/common/collections';

import { recordAdminAction } from '../lib/admin-audit';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { requireActiveRole } from '../lib/callable-guards';
import { readDoc } from '../lib/documents';
import { logInfo } from '../lib/log';
import { requireRecentSignIn } from '../lib/recent-sign-in';
import { stripe, STRIPE_SECRETS } from '../lib/stripe';
import { readUserProfile } from '../lib/user-profiles';
import { BILLING_MESSAGES, firstIssue, stripeCallFailed } from './billing-messages';
import { needsNewPrice, planDocument, planIdFromName } from './plan-pricing';

type StoredPlan = Partial<Plan & PlanBilling> & { source?: unknown };

/** Subscriptions still billed in these statuses are moved to a plan's new price. */
const REPRICED_STATUSES = ['active', 'trialing', 'past_due'] as const;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The plan's Stripe Product (created on its first save, renamed with it). */
async function productFor(id: string, edit: PlanEdit, stored: StoredPlan | undefined) {
  const existing = text(stored?.stripeProductId);
  if (!existing) {
    const product = await stripe().products.create(
      { name: `Fixwell ${edit.name}`, metadata: { planId: id } },
      { idempotencyKey: `plan-product-${id}` },
    );
    return product.id;
  }
  if (stored?.name !== edit.name)
    await stripe().products.update(existing, { name: `Fixwell ${edit.name}` });
  return existing;
}

/**
 * Moves every live subscription billed at an older price of the product to `priceId`, with no
 * proration: the current period stays as paid, the next renewal is at the new price. Runs on
 * every save, so a save that stopped halfway is finished by the next.
 */
async function repriceSubscriptions(productId: string, priceId: string): Promise<number> {
  let moved = 0;
  const older: string[] = [];
  for await (const price of stripe().prices.list({ product: productId, limit: 100 }))
    if (price.id !== priceId) older.push(price.id);
  for (const oldPrice of older) {
    for (const status of REPRICED_STATUSES) {
      const subscriptions: Stripe.Subscription[] = [];
      for await (const subscription of stripe().subscriptions.list({
        price: oldPrice,
        status,
        limit: 100,
      }))
        subscriptions.push(subscription);
      for (const subscription of subscriptions) {
        const item = subscription.items.data.find((entry) => entry.price.id === oldPrice);
        if (!item) continue;
        await stripe().subscriptions.update(
          subscription.id,
          { items: [{ id: item.id, price: priceId }], proration_behavior: 'none' },
          { idempotencyKey: `reprice-${subscription.id}-${priceId}` },
        );
        moved += 1;
      }
    }
  }
  return moved;
}

/**
 * An admin creates or edits a plan. A new monthly price is a new Stripe Price (Stripe prices
 * cannot change): new subscriptions use it at once, and existing ones move to it from their next
 * renewal, never retroactively. Old prices stay active for anyone still on them. It changes what
 * companies are charged, so it needs a sign-in within the last 5 minutes.
 */
export const savePlan = onCallable(
  savePlanCallable,
  async (edit, { uid, request }) => {
    requireRecentSignIn(request.auth?.token.auth_time);
    const id = edit.id ?? planIdFromName(edit.name);
    const planRef = db().collection(COLLECTIONS.plans).doc(id);
    const stored = readDoc<StoredPlan>(await planRef.get());
    if (!edit.id && stored) throw new HttpsError('already-exists', BILLING_MESSAGES.planNameTaken);

    let stripeProductId: string;
    let stripePriceId: string;
    try {
      stripeProductId = await productFor(id, edit, stored);
      const storedPricing = stored
        ? {
            monthlyPricePence:
              typeof stored.monthlyPricePence === 'number' ? stored.monthlyPricePence : null,
            stripeProductId: text(stored.stripeProductId),
            stripePriceId: text(stored.stripePriceId),
          }
        : null;
      stripePriceId =
        !needsNewPrice(storedPricing, edit) && storedPricing?.stripePriceId
          ? storedPricing.stripePriceId
          : (
              await stripe().prices.create(
                {
                  product: stripeProductId,
                  currency: 'gbp',
                  unit_amount: edit.monthlyPricePence,
                  recurring: { interval: 'month' },
                  metadata: { planId: id },
                },
                { idempotencyKey: `plan-price-${id}-${edit.monthlyPricePence}` },
              )
            ).id;
    } catch (error) {
      throw stripeCallFailed('billing.save-plan-stripe-failed', error, { planId: id });
    }

    const profile = await readUserProfile(uid);
    const after = planDocument(id, edit, { stripeProductId, stripePriceId });
    await runTransaction(async (tx) => {
      const before = readDoc<StoredPlan>(await tx.get(planRef));
      tx.set(planRef, after);
      recordAdminAction(tx, {
        action: before ? 'plan.updated' : 'plan.created',
        actor: { uid, email: profile?.email ?? '' },
        target: `${COLLECTIONS.plans}/${id}`,
        before: before ? { ...before } : null,
        after: { ...after },
        reason: null,
      });
    });

    let repricedSubscriptions: number;
    try {
      repricedSubscriptions = await repriceSubscriptions(stripeProductId, stripePriceId);
    } catch (error) {
      throw stripeCallFailed('billing.reprice-failed', error, { planId: id });
    }
    logInfo('billing.plan-saved', { planId: id, stripePriceId, repricedSubscriptions });
    return { id, stripePriceId, repricedSubscriptions };
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'admin', BILLING_MESSAGES.notAdmin),
    invalid: firstIssue,
    secrets: STRIPE_SECRETS,
  },
);
