import { COLLECTIONS } from '@fixwell/common/collections';
import { limit, serverTimestamp, where } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const { owner: customer, otherCustomer, company, admin, deactivated } = PEOPLE;
const quotes = operationsOn(COLLECTIONS.quotes);

/** A quote as the submitQuoteRequest function stores it. */
function storedQuote(customerId: string | null): Record<string, unknown> {
  return {
    service: 'plumber',
    serviceName: 'Plumber',
    answers: {},
    timing: 'within-2-days',
    budget: '250-1000',
    description: 'The kitchen tap drips constantly and the washer seems worn.',
    postcode: 'LS6 2AB',
    postcodeArea: 'LS',
    postcodeDistrict: 'LS6',
    propertyType: 'house',
    contact: { name: 'Alice Example', email: 'alice@example.co.uk', phone: '07700 900123' },
    customerId,
    company: null,
    source: 'web',
    status: 'received',
    timeline: [{ status: 'received', at: LAST_WEEK }],
    matches: [],
    trackingTokenHash: 'a'.repeat(64),
    dedupeKey: 'b'.repeat(64),
    createdAt: LAST_WEEK,
    updatedAt: LAST_WEEK,
  };
}

/** The query a customer's quote list runs. */
const quotesOf = (uid: string) => [where('customerId', '==', uid), limit(20)];

useRulesEnvironment({
  seedEach: async (db) => {
    await quotes.set(db, 'alices', storedQuote(customer.uid));
    await quotes.set(db, 'bobs', storedQuote(otherCustomer.uid));
    await quotes.set(db, 'frozens', storedQuote(deactivated.uid));
    await quotes.set(db, 'guests', storedQuote(null));
  },
});

describe('quotes/{quoteId}', () => {
  describe('anonymous visitor', () => {
    const db = () => dbAs.anonymous();

    it('cannot get a guest quote or any other', async () => {
      await toDeny(quotes.get(db(), 'guests'));
      await toDeny(quotes.get(db(), 'alices'));
    });

    it('cannot list quotes', async () => {
      await toDeny(quotes.list(db(), limit(20)));
      await toDeny(quotes.list(db(), where('customerId', '==', null)));
    });

    it('cannot create a quote directly', async () => {
      await toDeny(quotes.add(db(), { ...storedQuote(null), createdAt: serverTimestamp() }));
    });
  });

  describe('customer', () => {
    const db = () => dbAs.owner();

    it('gets their own quote', async () => {
      await toAllow(quotes.get(db(), 'alices'));
    });

    it("cannot get another customer's quote or a guest's", async () => {
      await toDeny(quotes.get(db(), 'bobs'));
      await toDeny(quotes.get(db(), 'guests'));
    });

    it('lists their own quotes with the customerId filter, and nothing wider', async () => {
      await toAllow(quotes.list(db(), ...quotesOf(customer.uid)));
      await toDeny(quotes.list(db(), ...quotesOf(otherCustomer.uid)));
      await toDeny(quotes.list(db(), limit(20)));
    });

    it('cannot create a quote directly, even one linked to themself', async () => {
      await toDeny(
        quotes.set(db(), 'forged', { ...storedQuote(customer.uid), createdAt: serverTimestamp() }),
      );
    });

    it('cannot change the status, the matches or the owner of their quote', async () => {
      await toDeny(quotes.update(db(), 'alices', { status: 'closed' }));
      await toDeny(quotes.update(db(), 'alices', { matches: [{ companyId: 'acme' }] }));
      await toDeny(quotes.update(db(), 'alices', { customerId: otherCustomer.uid }));
      await toDeny(quotes.update(db(), 'bobs', { customerId: customer.uid }));
    });

    it('cannot delete their quote', async () => {
      await toDeny(quotes.delete(db(), 'alices'));
    });
  });

  describe('deactivated customer', () => {
    it('no longer reads their quotes', async () => {
      const db = dbAs.deactivated();
      await toDeny(quotes.get(db, 'frozens'));
      await toDeny(quotes.list(db, ...quotesOf(deactivated.uid)));
    });
  });

  describe('company', () => {
    const db = () => dbAs.company();

    it('cannot read quotes (leads show them what they may see)', async () => {
      await toDeny(quotes.get(db(), 'alices'));
      await toDeny(quotes.list(db(), limit(20)));
    });

    it('cannot claim or change a quote', async () => {
      await toDeny(
        quotes.update(db(), 'alices', {
          status: 'accepted',
          matches: [{ companyId: company.uid, status: 'accepted' }],
        }),
      );
    });
  });

  describe('admin', () => {
    const db = () => dbAs.admin();

    it('gets and lists every quote', async () => {
      await toAllow(quotes.get(db(), 'guests'));
      await toAllow(quotes.get(db(), 'alices'));
      await toAllow(quotes.list(db(), limit(20)));
    });

    it('cannot create, update or delete a quote from the client', async () => {
      await toDeny(quotes.set(db(), 'forged', storedQuote(null)));
      await toDeny(quotes.update(db(), 'alices', { status: 'closed' }));
      await toDeny(quotes.update(db(), 'alices', { customerId: admin.uid }));
      await toDeny(quotes.delete(db(), 'alices'));
    });
  });

  describe('deactivated admin', () => {
    it('keeps no admin reach', async () => {
      const db = dbAs.deactivatedAdmin();
      await toDeny(quotes.get(db, 'alices'));
      await toDeny(quotes.list(db, limit(20)));
    });
  });
});
