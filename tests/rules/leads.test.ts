import { COLLECTIONS } from '@fixwell/common/collections';
import { limit, serverTimestamp, Timestamp, where } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, seed, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const { owner: customer, company, otherCompany, deactivatedCompany } = PEOPLE;
const leads = operationsOn(COLLECTIONS.leads);

/** A lead as the matching function writes it: the job, the outward code, no customer yet. */
function storedLead(companyId: string, changes: Record<string, unknown> = {}) {
  return {
    quoteId: 'q1',
    companyId,
    service: 'plumber',
    serviceName: 'Plumber',
    answers: {},
    timing: 'within-2-days',
    budget: '250-1000',
    description: 'The kitchen tap drips constantly and the washer seems worn.',
    propertyType: 'house',
    postcodeDistrict: 'LS6',
    postcodeArea: 'LS',
    distanceMiles: 1.2,
    routedToCompany: false,
    source: 'web',
    status: 'new',
    extraLeadPricePence: 600,
    customer: null,
    declineReason: null,
    declineNote: null,
    createdAt: LAST_WEEK,
    respondedAt: null,
    updatedAt: LAST_WEEK,
    ...changes,
  };
}

/** Accepted: acceptLead has copied the customer's contact details onto it. */
const acceptedLead = (companyId: string) =>
  storedLead(companyId, {
    status: 'accepted',
    customer: { name: 'Alice', email: customer.email, phone: '07700 900123', postcode: 'LS6 2AB' },
  });

/** The query a company's lead list runs. */
const leadsOf = (uid: string) => [where('companyId', '==', uid), limit(20)];

useRulesEnvironment({
  seedEach: async (db) => {
    await leads.set(db, 'q1_acme', storedLead(company.uid));
    await leads.set(db, 'q2_acme', acceptedLead(company.uid));
    await leads.set(db, 'q1_zenith', storedLead(otherCompany.uid));
    await leads.set(db, 'q1_closed', storedLead(deactivatedCompany.uid));
  },
});

describe('leads/{leadId}', () => {
  describe('company', () => {
    const db = () => dbAs.company();

    it('get: allowed on its own lead, denied on another company’s', async () => {
      await toAllow(leads.get(db(), 'q1_acme'));
      await toDeny(leads.get(db(), 'q1_zenith'));
    });
    it('list: allowed filtered to its own leads, denied for another company’s or unfiltered', async () => {
      await toAllow(leads.list(db(), ...leadsOf(company.uid)));
      await toDeny(leads.list(db(), ...leadsOf(otherCompany.uid)));
      await toDeny(leads.list(db(), limit(20)));
    });
    it('create: denied, even a lead for itself (only matching creates leads)', async () => {
      await toDeny(leads.set(db(), 'q9_acme', storedLead(company.uid)));
    });
    it('update: denied to accept, decline or reveal a lead (only the functions can)', async () => {
      await toDeny(leads.update(db(), 'q1_acme', { status: 'accepted' }));
      await toDeny(
        leads.update(db(), 'q1_acme', {
          status: 'declined',
          declineReason: 'too-busy',
          updatedAt: serverTimestamp(),
        }),
      );
      await toDeny(
        leads.update(db(), 'q1_acme', {
          customer: {
            name: 'x',
            email: 'x@example.co.uk',
            phone: '07700 900000',
            postcode: 'LS6 2AB',
          },
        }),
      );
      await toDeny(leads.update(db(), 'q1_acme', { extraLeadPricePence: 0 }));
      await toDeny(leads.update(db(), 'q2_acme', { status: 'new' }));
    });
    it('delete: denied', async () => {
      await toDeny(leads.delete(db(), 'q1_acme'));
    });
  });

  describe('customer', () => {
    const db = () => dbAs.owner();

    it('get and list: denied', async () => {
      await toDeny(leads.get(db(), 'q1_acme'));
      await toDeny(leads.list(db(), ...leadsOf(customer.uid)));
    });
    it('create: denied', async () => {
      await toDeny(leads.add(db(), storedLead(company.uid)));
    });
  });

  describe('anonymous visitor', () => {
    it('get: denied', async () => {
      await toDeny(leads.get(dbAs.anonymous(), 'q1_acme'));
    });
    it('create: denied', async () => {
      await toDeny(leads.add(dbAs.anonymous(), storedLead(company.uid)));
    });
  });

  describe('deactivated company', () => {
    it('get and list: denied, even on its own leads', async () => {
      const db = dbAs.deactivatedCompany();
      await toDeny(leads.get(db, 'q1_closed'));
      await toDeny(leads.list(db, ...leadsOf(deactivatedCompany.uid)));
    });
  });

  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get and list: every lead, filtered or not', async () => {
      await toAllow(leads.get(db(), 'q1_zenith'));
      await toAllow(leads.list(db(), limit(20)));
      await toAllow(leads.list(db(), where('quoteId', '==', 'q1')));
    });
    it('create and update: denied', async () => {
      await toDeny(leads.set(db(), 'q9_acme', storedLead(company.uid)));
      await toDeny(leads.update(db(), 'q1_acme', { status: 'accepted' }));
    });
  });

  describe('deactivated admin', () => {
    it('get: denied (no admin reach any more)', async () => {
      await toDeny(leads.get(dbAs.deactivatedAdmin(), 'q1_acme'));
    });
  });

  // /company/widgets counts a company's widget leads on the server (getCountFromServer), this
  // month and in all. Counting is a query: the rules must allow it for the company's own leads only.
  describe('count of widget leads', () => {
    const LAST_YEAR = Timestamp.fromDate(new Date(Date.now() - 400 * 24 * 3600 * 1000));
    const MONTH_START = Timestamp.fromDate(
      new Date(new Date().getFullYear(), new Date().getMonth(), 1),
    );
    const widgetLead = (companyId: string, source: string, createdAt: Timestamp) =>
      storedLead(companyId, {
        quoteId: 'q',
        source,
        routedToCompany: source === 'widget',
        createdAt,
        updatedAt: createdAt,
      });
    const widgetLeadsOf = (uid: string) => [
      where('companyId', '==', uid),
      where('source', '==', 'widget'),
    ];
    const sinceMonthStart = (uid: string) => [
      ...widgetLeadsOf(uid),
      where('createdAt', '>=', MONTH_START),
    ];

    beforeEach(async () => {
      const now = Timestamp.now();
      await seed(async (db) => {
        await leads.set(db, 'w1_acme', widgetLead(company.uid, 'widget', now));
        await leads.set(db, 'w2_acme', widgetLead(company.uid, 'widget', LAST_YEAR));
        await leads.set(db, 'web_acme', widgetLead(company.uid, 'web', now));
        await leads.set(db, 'w1_zenith', widgetLead(otherCompany.uid, 'widget', now));
      });
    });

    it('a company counts its own widget leads, this month and in all', async () => {
      const db = dbAs.company();
      expect(await leads.count(db, ...widgetLeadsOf(company.uid))).toBe(2);
      expect(await leads.count(db, ...sinceMonthStart(company.uid))).toBe(1);
    });

    it('nobody else counts a company’s widget leads, except admins', async () => {
      await toDeny(leads.count(dbAs.otherCompany(), ...widgetLeadsOf(company.uid)));
      await toDeny(leads.count(dbAs.owner(), ...sinceMonthStart(company.uid)));
      await toAllow(leads.count(dbAs.admin(), ...widgetLeadsOf(company.uid)));
    });
  });
});
