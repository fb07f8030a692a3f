import type { ConnectAccountDocument } from '@fixwell/common/billing/connect-account';
import { COLLECTIONS } from '@fixwell/common/collections';
import { limit, orderBy, where, type Timestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, describeEachRole, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const { owner: customer, company, otherCompany, deactivatedCompany } = PEOPLE;
const accounts = operationsOn(COLLECTIONS.connectAccounts);

/** An Express account as the Connect webhook mirrors it: onboarding finished, payouts enabled. */
function storedAccount(
  companyId: string,
  changes: Partial<ConnectAccountDocument<Timestamp>> = {},
) {
  return {
    accountId: `acct_${companyId}`,
    companyId,
    companyName: `${companyId} Ltd`,
    status: 'enabled',
    detailsSubmitted: true,
    chargesEnabled: true,
    payoutsEnabled: true,
    requirementsDue: [],
    requirementsPastDue: [],
    disabledReason: null,
    stripeCreatedAt: LAST_WEEK,
    updatedAt: LAST_WEEK,
    ...changes,
  } satisfies ConnectAccountDocument<Timestamp>;
}

/** Onboarding left half done ("Save and finish later"): Stripe still wants a bank account. */
const restricted = (companyId: string) =>
  storedAccount(companyId, {
    status: 'restricted',
    chargesEnabled: false,
    payoutsEnabled: false,
    requirementsDue: ['external_account'],
    disabledReason: 'requirements.past_due',
  });

/** What /admin/stripe-accounts asks for: every account, or one status, newest first. */
const ADMIN_QUERIES = [
  [orderBy('stripeCreatedAt', 'desc'), limit(50)],
  [where('status', '==', 'restricted'), orderBy('stripeCreatedAt', 'desc'), limit(50)],
];

useRulesEnvironment({
  seedEach: async (db) => {
    await accounts.set(db, company.uid, storedAccount(company.uid));
    await accounts.set(db, deactivatedCompany.uid, restricted(deactivatedCompany.uid));
    // A company an admin has since made a customer: its old account is still stored.
    await accounts.set(db, customer.uid, restricted(customer.uid));
    // otherCompany has not set up payouts: it has no account.
  },
});

describe('connectAccounts/{companyId}', () => {
  describe('company (owner, payouts enabled)', () => {
    const db = () => dbAs.company();

    it('get: allowed on its own account (the onboarding pages watch it)', async () => {
      await toAllow(accounts.get(db(), company.uid));
    });
    it('get: denied on another company’s account', async () => {
      await toDeny(accounts.get(db(), deactivatedCompany.uid));
    });
    it('list: denied, even filtered to its own account', async () => {
      await toDeny(accounts.list(db(), limit(50)));
      await toDeny(accounts.list(db(), where('companyId', '==', company.uid), limit(1)));
    });
    it('update: denied, whether its flags, status, requirements or the account id', async () => {
      await toDeny(accounts.update(db(), company.uid, { payoutsEnabled: false }));
      await toDeny(accounts.update(db(), company.uid, { requirementsDue: [] }));
      await toDeny(accounts.update(db(), company.uid, { accountId: 'acct_attacker' }));
    });
    it('delete: denied', async () => {
      await toDeny(accounts.delete(db(), company.uid));
    });
  });

  describe('other company (no account yet)', () => {
    const db = () => dbAs.otherCompany();

    it('get: allowed on its own (missing) account, denied on another company’s', async () => {
      await toAllow(accounts.get(db(), otherCompany.uid));
      await toDeny(accounts.get(db(), company.uid));
    });
    it('create: denied, even an enabled account for itself', async () => {
      await toDeny(accounts.set(db(), otherCompany.uid, storedAccount(otherCompany.uid)));
    });
    it('update: denied on another company’s account (taking over its payouts)', async () => {
      await toDeny(accounts.update(db(), company.uid, { accountId: `acct_${otherCompany.uid}` }));
    });
  });

  describe('deactivated company (onboarding unfinished)', () => {
    const db = () => dbAs.deactivatedCompany();

    it('get: denied, even on its own account', async () => {
      await toDeny(accounts.get(db(), deactivatedCompany.uid));
    });
    it('update: denied when enabling its own payouts', async () => {
      await toDeny(
        accounts.update(db(), deactivatedCompany.uid, {
          status: 'enabled',
          chargesEnabled: true,
          payoutsEnabled: true,
          requirementsDue: [],
          disabledReason: null,
        }),
      );
    });
  });

  describe('customer', () => {
    const db = () => dbAs.owner();

    it('get: denied, even on an account stored under its own uid', async () => {
      await toDeny(accounts.get(db(), customer.uid));
      await toDeny(accounts.get(db(), company.uid));
    });
    it('list: denied', async () => {
      await toDeny(accounts.list(db(), limit(50)));
    });
  });

  describe('anonymous visitor', () => {
    const db = () => dbAs.anonymous();

    it('get and list: denied', async () => {
      await toDeny(accounts.get(db(), company.uid));
      await toDeny(accounts.list(db(), limit(50)));
    });
    it('create: denied', async () => {
      await toDeny(accounts.set(db(), 'someone', storedAccount('someone')));
    });
  });

  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get: allowed on any account', async () => {
      await toAllow(accounts.get(db(), company.uid));
      await toAllow(accounts.get(db(), deactivatedCompany.uid));
    });
    it('list: allowed, as /admin/stripe-accounts queries', async () => {
      for (const constraints of ADMIN_QUERIES) await toAllow(accounts.list(db(), ...constraints));
    });
    it('create, update, delete: denied (the Connect webhook writes accounts)', async () => {
      await toDeny(accounts.set(db(), otherCompany.uid, storedAccount(otherCompany.uid)));
      await toDeny(accounts.update(db(), deactivatedCompany.uid, { status: 'enabled' }));
      await toDeny(accounts.delete(db(), company.uid));
    });
  });

  describeEachRole(['deactivatedAdmin'], (db) => {
    it('get and list: denied (no admin powers left)', async () => {
      await toDeny(accounts.get(db(), company.uid));
      for (const constraints of ADMIN_QUERIES) await toDeny(accounts.list(db(), ...constraints));
    });
  });
});
