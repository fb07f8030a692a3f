import type { PlanBilling } from '@fixwell/common/billing/plans';
import type { Plan } from '@fixwell/common/catalogue/catalogue-schema';
import { COLLECTIONS } from '@fixwell/common/collections';
import { limit, orderBy } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { dbAs, describeEachRole, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const plans = operationsOn(COLLECTIONS.plans);

/** A plan as the seed and savePlan leave it: the catalogue fields and its Stripe Product and Price. */
function storedPlan(changes: Partial<Plan & PlanBilling> = {}) {
  return {
    id: 'starter',
    name: 'Starter',
    monthlyPricePence: 2900,
    leadAllowance: 5,
    extraLeadPricePence: 800,
    features: [
      '5 leads a month in your trades and areas',
      'Public profile with reviews and verification badges',
      'Cancel any time: no contract, no joining fee',
    ],
    recommended: false,
    order: 1,
    stripeProductId: 'prod_starter',
    stripePriceId: 'price_starter_2900',
    archived: false,
    ...changes,
  } satisfies Plan & PlanBilling;
}

/** The pricing pages' query (plansQuery), and a plain list of every plan. */
const PLAN_QUERIES = [[orderBy('order', 'asc')], [limit(20)]];

useRulesEnvironment({
  seedEach: (db) => plans.set(db, 'starter', { ...storedPlan(), source: 'seed' }),
});

describe('plans/{id}', () => {
  describeEachRole(['anonymous', 'owner', 'company', 'admin'], (db) => {
    it('get: allowed (the public pricing pages read plans)', async () => {
      await toAllow(plans.get(db(), 'starter'));
    });
    it('list: allowed, as the pricing pages query', async () => {
      for (const constraints of PLAN_QUERIES) await toAllow(plans.list(db(), ...constraints));
    });
  });

  describeEachRole(['anonymous', 'owner', 'company', 'otherCompany'], (db) => {
    it('create: denied', async () => {
      await toDeny(plans.set(db(), 'cheap', storedPlan({ id: 'cheap', monthlyPricePence: 100 })));
    });
    it('update: denied when lowering the price, raising the allowance or swapping the Stripe Price', async () => {
      await toDeny(plans.update(db(), 'starter', { monthlyPricePence: 100 }));
      await toDeny(plans.update(db(), 'starter', { leadAllowance: 1000 }));
      await toDeny(plans.update(db(), 'starter', { stripePriceId: 'price_attacker' }));
    });
    it('delete: denied', async () => {
      await toDeny(plans.delete(db(), 'starter'));
    });
  });

  // Only savePlan may write a plan: a direct edit would show one price and charge another.
  describe('admin', () => {
    const db = () => dbAs.admin();

    it('create: denied, even marked as an admin edit (plans are created through savePlan)', async () => {
      await toDeny(
        plans.set(db(), 'premium', {
          ...storedPlan({ id: 'premium', name: 'Premium', stripePriceId: null }),
          source: 'admin',
        }),
      );
    });
    it('update: denied, whether a new price, a new Stripe Price or archiving', async () => {
      await toDeny(plans.update(db(), 'starter', { monthlyPricePence: 3500, source: 'admin' }));
      await toDeny(plans.update(db(), 'starter', { stripePriceId: 'price_x', source: 'admin' }));
      await toDeny(plans.update(db(), 'starter', { archived: true, source: 'admin' }));
      await toDeny(plans.update(db(), 'starter', { name: 'Starter plus', source: 'admin' }));
    });
    it('update: denied when overwriting the whole plan', async () => {
      await toDeny(plans.set(db(), 'starter', { ...storedPlan(), source: 'admin' }));
    });
    it('delete: denied (a plan is archived through savePlan, so subscribers keep it)', async () => {
      await toDeny(plans.delete(db(), 'starter'));
    });
  });

  describe('deactivated admin', () => {
    const db = () => dbAs.deactivatedAdmin();

    it('get: allowed like any visitor; update and delete: denied', async () => {
      await toAllow(plans.get(db(), 'starter'));
      await toDeny(plans.update(db(), 'starter', { monthlyPricePence: 3500, source: 'admin' }));
      await toDeny(plans.delete(db(), 'starter'));
    });
  });
});
