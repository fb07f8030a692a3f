import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';

import {
  anonymous,
  LAST_WEEK,
  PEOPLE,
  seed,
  seedPeople,
  signedInAs,
  toAllow,
  toDeny,
  useRulesEnvironment,
} from './support/rules-env';

useRulesEnvironment();

const { owner: customer, otherCustomer, company, admin, deactivated, deactivatedAdmin } = PEOPLE;

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

const quoteRef = (db: Firestore, id: string) => doc(db, 'quotes', id);
const quotes = (db: Firestore) => collection(db, 'quotes');
const mine = (db: Firestore, uid: string) =>
  query(quotes(db), where('customerId', '==', uid), limit(20));

beforeEach(async () => {
  await seedPeople();
  await seed(async (db) => {
    await setDoc(quoteRef(db, 'alices'), storedQuote(customer.uid));
    await setDoc(quoteRef(db, 'bobs'), storedQuote(otherCustomer.uid));
    await setDoc(quoteRef(db, 'frozens'), storedQuote(deactivated.uid));
    await setDoc(quoteRef(db, 'guests'), storedQuote(null));
  });
});

describe('quotes/{quoteId}', () => {
  describe('anonymous visitor', () => {
    it('cannot get a guest quote or any other', async () => {
      await toDeny(getDoc(quoteRef(anonymous(), 'guests')));
      await toDeny(getDoc(quoteRef(anonymous(), 'alices')));
    });

    it('cannot list quotes', async () => {
      await toDeny(getDocs(query(quotes(anonymous()), limit(20))));
      await toDeny(getDocs(query(quotes(anonymous()), where('customerId', '==', null))));
    });

    it('cannot create a quote directly', async () => {
      await toDeny(
        addDoc(quotes(anonymous()), { ...storedQuote(null), createdAt: serverTimestamp() }),
      );
    });
  });

  describe('customer', () => {
    it('gets their own quote', async () => {
      await toAllow(getDoc(quoteRef(signedInAs(customer), 'alices')));
    });

    it("cannot get another customer's quote or a guest's", async () => {
      await toDeny(getDoc(quoteRef(signedInAs(customer), 'bobs')));
      await toDeny(getDoc(quoteRef(signedInAs(customer), 'guests')));
    });

    it('lists their own quotes with the customerId filter, and nothing wider', async () => {
      await toAllow(getDocs(mine(signedInAs(customer), customer.uid)));
      await toDeny(getDocs(mine(signedInAs(customer), otherCustomer.uid)));
      await toDeny(getDocs(query(quotes(signedInAs(customer)), limit(20))));
    });

    it('cannot create a quote directly, even one linked to themself', async () => {
      await toDeny(
        setDoc(quoteRef(signedInAs(customer), 'forged'), {
          ...storedQuote(customer.uid),
          createdAt: serverTimestamp(),
        }),
      );
    });

    it('cannot change the status, the matches or the owner of their quote', async () => {
      const db = signedInAs(customer);
      await toDeny(updateDoc(quoteRef(db, 'alices'), { status: 'closed' }));
      await toDeny(updateDoc(quoteRef(db, 'alices'), { matches: [{ companyId: 'acme' }] }));
      await toDeny(updateDoc(quoteRef(db, 'alices'), { customerId: otherCustomer.uid }));
      await toDeny(updateDoc(quoteRef(db, 'bobs'), { customerId: customer.uid }));
    });

    it('cannot delete their quote', async () => {
      await toDeny(deleteDoc(quoteRef(signedInAs(customer), 'alices')));
    });
  });

  describe('deactivated customer', () => {
    it('no longer reads their quotes', async () => {
      await toDeny(getDoc(quoteRef(signedInAs(deactivated), 'frozens')));
      await toDeny(getDocs(mine(signedInAs(deactivated), deactivated.uid)));
    });
  });

  describe('company', () => {
    it('cannot read quotes (leads show them what they may see)', async () => {
      await toDeny(getDoc(quoteRef(signedInAs(company), 'alices')));
      await toDeny(getDocs(query(quotes(signedInAs(company)), limit(20))));
    });

    it('cannot claim or change a quote', async () => {
      await toDeny(
        updateDoc(quoteRef(signedInAs(company), 'alices'), {
          status: 'accepted',
          matches: [{ companyId: company.uid, status: 'accepted' }],
        }),
      );
    });
  });

  describe('admin', () => {
    it('gets and lists every quote', async () => {
      await toAllow(getDoc(quoteRef(signedInAs(admin), 'guests')));
      await toAllow(getDoc(quoteRef(signedInAs(admin), 'alices')));
      await toAllow(getDocs(query(quotes(signedInAs(admin)), limit(20))));
    });

    it('cannot create, update or delete a quote from the client', async () => {
      const db = signedInAs(admin);
      await toDeny(setDoc(quoteRef(db, 'forged'), storedQuote(null)));
      await toDeny(updateDoc(quoteRef(db, 'alices'), { status: 'closed' }));
      await toDeny(updateDoc(quoteRef(db, 'alices'), { customerId: admin.uid }));
      await toDeny(deleteDoc(quoteRef(db, 'alices')));
    });
  });

  describe('deactivated admin', () => {
    it('keeps no admin reach', async () => {
      await toDeny(getDoc(quoteRef(signedInAs(deactivatedAdmin), 'alices')));
      await toDeny(getDocs(query(quotes(signedInAs(deactivatedAdmin)), limit(20))));
    });
  });
});
