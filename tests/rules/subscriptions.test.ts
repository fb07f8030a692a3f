import { COLLECTIONS } from '@fixwell/common/collections';
import type { SubscriptionDocument } from '@fixwell/common/subscription';
import { limit, orderBy, serverTimestamp, Timestamp, where } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import {
  dbAs,
  describeEachRole,
  seed,
  toAllow,
  toDeny,
  useRulesEnvironment,
} from './support/rules-env';

const { owner: customer, company, otherCompany, deactivatedCompany } = PEOPLE;
const subscriptions = operationsOn(COLLECTIONS.subscriptions);

const DAY = 24 * 3600 * 1000;
const daysFromNow = (days: number) => Timestamp.fromMillis(Date.now() + days * DAY);
const NEXT_MONTH = daysFromNow(23);
const NEXT_YEAR = daysFromNow(365);

/** A subscription as the Stripe webhook writes it: `active` on Professional, renewing. */
function storedSubscription(
  companyId: string,
  changes: Partial<SubscriptionDocument<Timestamp>> = {},
) {
  return {
    status: 'active',
    planId: 'professional',
    stripeCustomerId: `cus_${companyId}`,
    stripeSubscriptionId: `sub_${companyId}`,
    stripePriceId: 'price_professional_5900',
    monthlyAmountPence: 5900,
    currentPeriodStart: LAST_WEEK,
    currentPeriodEnd: NEXT_MONTH,
    cancelAtPeriodEnd: false,
    graceEndsAt: null,
    companyName: `${companyId} Ltd`,
    updatedAt: LAST_WEEK,
    ...changes,
  } satisfies SubscriptionDocument<Timestamp>;
}

/** A company whose renewal failed: past_due, in its grace period for two more days. */
const pastDue = (companyId: string) =>
  storedSubscription(companyId, {
    status: 'past_due',
    currentPeriodStart: Timestamp.fromMillis(Date.now() - 40 * DAY),
    currentPeriodEnd: Timestamp.fromMillis(Date.now() - 5 * DAY),
    graceEndsAt: daysFromNow(2),
  });

/** What the admin subscriptions table asks for (status, plan and renewal filters). */
const ADMIN_QUERIES = [
  [where('status', '==', 'past_due'), orderBy('currentPeriodEnd', 'asc'), limit(50)],
  [where('status', '==', 'active'), orderBy('companyName', 'asc'), limit(50)],
  [where('planId', '==', 'professional'), orderBy('companyName', 'asc'), limit(50)],
  [where('cancelAtPeriodEnd', '==', true), orderBy('currentPeriodEnd', 'asc'), limit(50)],
  [orderBy('companyName', 'asc'), limit(50)],
];

useRulesEnvironment({
  seedEach: async (db) => {
    await subscriptions.set(db, company.uid, storedSubscription(company.uid));
    await subscriptions.set(db, otherCompany.uid, pastDue(otherCompany.uid));
    await subscriptions.set(
      db,
      deactivatedCompany.uid,
      storedSubscription(deactivatedCompany.uid, { status: 'canceled', cancelAtPeriodEnd: true }),
    );
  },
});

describe('subscriptions/{companyId}', () => {
  describe('anonymous visitor', () => {
    const db = () => dbAs.anonymous();

    it('get and list: denied', async () => {
      await toDeny(subscriptions.get(db(), company.uid));
      await toDeny(subscriptions.list(db(), limit(50)));
    });
    it('create, update, delete: denied', async () => {
      await toDeny(subscriptions.set(db(), 'someone', storedSubscription('someone')));
      await toDeny(subscriptions.update(db(), company.uid, { status: 'canceled' }));
      await toDeny(subscriptions.delete(db(), company.uid));
    });
  });

  describe('subscribed company (owner)', () => {
    const db = () => dbAs.company();

    it('get: allowed on its own subscription', async () => {
      await toAllow(subscriptions.get(db(), company.uid));
    });
    it('list: denied, even filtered to its own document (it reads it by id)', async () => {
      await toDeny(subscriptions.list(db(), limit(50)));
      await toDeny(subscriptions.list(db(), where('companyName', '==', `${company.uid} Ltd`)));
    });
    it('update: denied when extending its period, changing its plan or its price', async () => {
      await toDeny(subscriptions.update(db(), company.uid, { currentPeriodEnd: NEXT_YEAR }));
      await toDeny(subscriptions.update(db(), company.uid, { planId: 'business' }));
      await toDeny(
        subscriptions.update(db(), company.uid, {
          stripePriceId: 'price_starter_2900',
          monthlyAmountPence: 100,
        }),
      );
    });
    it('update: denied when withdrawing its cancellation or keeping access after the period', async () => {
      await seed((admin) =>
        subscriptions.set(
          admin,
          company.uid,
          storedSubscription(company.uid, { cancelAtPeriodEnd: true }),
        ),
      );
      await toDeny(subscriptions.update(db(), company.uid, { cancelAtPeriodEnd: false }));
      await toDeny(subscriptions.update(db(), company.uid, { graceEndsAt: NEXT_YEAR }));
    });
    it('update: denied when overwriting the whole document, even with what is stored', async () => {
      await toDeny(subscriptions.set(db(), company.uid, storedSubscription(company.uid)));
    });
    it('delete: denied', async () => {
      await toDeny(subscriptions.delete(db(), company.uid));
    });
  });

  describe('other company (past due, in its grace period)', () => {
    const db = () => dbAs.otherCompany();

    it('get: allowed on its own subscription, denied on another company’s', async () => {
      await toAllow(subscriptions.get(db(), otherCompany.uid));
      await toDeny(subscriptions.get(db(), company.uid));
    });
    it('update: denied when setting itself active', async () => {
      await toDeny(
        subscriptions.update(db(), otherCompany.uid, {
          status: 'active',
          graceEndsAt: null,
          updatedAt: serverTimestamp(),
        }),
      );
      await toDeny(subscriptions.update(db(), otherCompany.uid, { status: 'trialing' }));
    });
    it('update: denied when extending its grace period or its billing period', async () => {
      await toDeny(subscriptions.update(db(), otherCompany.uid, { graceEndsAt: NEXT_YEAR }));
      await toDeny(subscriptions.update(db(), otherCompany.uid, { currentPeriodEnd: NEXT_MONTH }));
    });
    it('update: denied on another company’s subscription (cancelling it, moving its plan)', async () => {
      await toDeny(subscriptions.update(db(), company.uid, { cancelAtPeriodEnd: true }));
      await toDeny(subscriptions.update(db(), company.uid, { planId: 'starter' }));
    });
    it('create: denied, even its own subscription once it has none', async () => {
      await seed((admin) => subscriptions.delete(admin, otherCompany.uid));
      await toDeny(subscriptions.set(db(), otherCompany.uid, storedSubscription(otherCompany.uid)));
    });
    it('delete: denied on its own and another company’s', async () => {
      await toDeny(subscriptions.delete(db(), otherCompany.uid));
      await toDeny(subscriptions.delete(db(), company.uid));
    });
  });

  describe('deactivated company', () => {
    const db = () => dbAs.deactivatedCompany();

    it('get: allowed on its own subscription (the billing page explains why access stopped)', async () => {
      await toAllow(subscriptions.get(db(), deactivatedCompany.uid));
    });
    it('update: denied when reactivating itself', async () => {
      await toDeny(
        subscriptions.update(db(), deactivatedCompany.uid, {
          status: 'active',
          cancelAtPeriodEnd: false,
        }),
      );
    });
  });

  describe('customer', () => {
    const db = () => dbAs.owner();

    it('get and list: denied on companies’ subscriptions', async () => {
      await toDeny(subscriptions.get(db(), company.uid));
      await toDeny(subscriptions.list(db(), limit(50)));
    });
    it('create: denied, even for its own uid', async () => {
      await toDeny(subscriptions.set(db(), customer.uid, storedSubscription(customer.uid)));
    });
  });

  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get: allowed on any company’s subscription', async () => {
      await toAllow(subscriptions.get(db(), company.uid));
      await toAllow(subscriptions.get(db(), otherCompany.uid));
    });
    it('list: allowed, with each filter of the subscriptions table', async () => {
      for (const constraints of ADMIN_QUERIES)
        await toAllow(subscriptions.list(db(), ...constraints));
    });
    it('create: denied (billing state is written by the Stripe webhook only)', async () => {
      await toDeny(subscriptions.set(db(), 'new-co', storedSubscription('new-co')));
    });
    it('update: denied, even to help a company out of past due', async () => {
      await toDeny(subscriptions.update(db(), otherCompany.uid, { status: 'active' }));
      await toDeny(subscriptions.update(db(), otherCompany.uid, { graceEndsAt: NEXT_YEAR }));
      await toDeny(subscriptions.update(db(), company.uid, { planId: 'business' }));
    });
    it('delete: denied', async () => {
      await toDeny(subscriptions.delete(db(), company.uid));
    });
  });

  describeEachRole(['deactivatedAdmin'], (db) => {
    it('get and list: denied (no admin powers left)', async () => {
      await toDeny(subscriptions.get(db(), company.uid));
      await toDeny(subscriptions.list(db(), limit(50)));
    });
  });
});
