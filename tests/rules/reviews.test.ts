import { COLLECTIONS } from '@fixwell/common/collections';
import { limit, orderBy, serverTimestamp, where } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const { owner: customer, otherCustomer, company, otherCompany } = PEOPLE;
const reviews = operationsOn(COLLECTIONS.reviews);
const invitations = operationsOn(COLLECTIONS.reviewInvitations);
const reports = operationsOn(COLLECTIONS.reviewReports);

const LEAD = 'q1_acme';
const HIDDEN_LEAD = 'q2_acme';

/** A review as submitReview writes it (and the moderation leaves it). */
function storedReview(status: 'published' | 'hidden'): Record<string, unknown> {
  return {
    companyId: company.uid,
    companyName: 'acme Ltd',
    leadId: status === 'published' ? LEAD : HIDDEN_LEAD,
    customerId: customer.uid,
    authorName: 'Alice A.',
    ratings: { quality: 5, value: 4, reliability: 4 },
    rating: 4.3,
    body: 'Turned up on time and fixed the leak properly, left everything clean.',
    serviceName: 'Plumber',
    verifiedJob: true,
    status,
    hidden: status === 'hidden' ? { reason: 'personal-data', at: LAST_WEEK } : null,
    reply: null,
    reportCount: 0,
    createdAt: LAST_WEEK,
    updatedAt: LAST_WEEK,
  };
}

const invitation = (leadId: string, customerId: string) => ({
  leadId,
  quoteId: leadId.split('_')[0],
  companyId: company.uid,
  customerId,
  companyName: 'acme Ltd',
  companySlug: 'acme-ls1',
  serviceName: 'Plumber',
  reason: 'invoice-paid',
  createdAt: LAST_WEEK,
  reviewedAt: null,
});

/** What a customer might try to write without a job, or with ratings of their own choosing. */
const forgedReview = (leadId: string) => ({
  ...storedReview('published'),
  leadId,
  rating: 5,
  ratings: { quality: 5, value: 5, reliability: 5 },
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});

/** The public profile's query; a company's, a customer's and the moderation queue's. */
const publicQuery = [
  where('companyId', '==', company.uid),
  where('status', '==', 'published'),
  orderBy('createdAt', 'desc'),
  limit(20),
];
const companyQuery = [
  where('companyId', '==', company.uid),
  orderBy('createdAt', 'desc'),
  limit(20),
];
const customerQuery = [where('customerId', '==', customer.uid), limit(20)];
const queueQuery = [orderBy('reportCount', 'desc'), orderBy('createdAt', 'desc'), limit(20)];

useRulesEnvironment({
  seedEach: async (db) => {
    await reviews.set(db, LEAD, storedReview('published'));
    await reviews.set(db, HIDDEN_LEAD, storedReview('hidden'));
    await invitations.set(db, 'q3_acme', invitation('q3_acme', customer.uid));
    await invitations.set(db, 'q4_acme', invitation('q4_acme', otherCustomer.uid));
    await reports.set(db, 'report-1', {
      reviewId: LEAD,
      companyId: company.uid,
      reporterId: company.uid,
      note: 'Not our customer.',
      createdAt: LAST_WEEK,
    });
  },
});

describe('reviews/{leadId}', () => {
  describe('anonymous visitor', () => {
    const db = () => dbAs.anonymous();

    it('get and list: published reviews, by id and by the public query', async () => {
      await toAllow(reviews.get(db(), LEAD));
      await toAllow(reviews.list(db(), ...publicQuery));
    });
    it('get and list: a hidden review is denied by id and by a query without the filter', async () => {
      await toDeny(reviews.get(db(), HIDDEN_LEAD));
      await toDeny(reviews.list(db(), ...companyQuery));
      await toDeny(reviews.list(db(), where('status', '==', 'hidden'), limit(20)));
    });
    it('create, update, delete: denied', async () => {
      await toDeny(reviews.set(db(), 'q9_acme', forgedReview('q9_acme')));
      await toDeny(reviews.update(db(), LEAD, { rating: 1 }));
      await toDeny(reviews.delete(db(), LEAD));
    });
  });

  describe('customer (the author)', () => {
    const db = () => dbAs.owner();

    it('get and list: their own reviews, hidden ones included', async () => {
      await toAllow(reviews.get(db(), HIDDEN_LEAD));
      await toAllow(reviews.list(db(), ...customerQuery));
    });
    it('create: denied without a job, for a job they were invited to, and twice', async () => {
      await toDeny(reviews.set(db(), 'no-job', forgedReview('no-job')));
      await toDeny(reviews.set(db(), 'q3_acme', forgedReview('q3_acme')));
      await toDeny(reviews.set(db(), LEAD, forgedReview(LEAD)));
    });
    it('update: denied, for the text, the ratings or the status', async () => {
      await toDeny(reviews.update(db(), LEAD, { body: 'Changed my mind entirely about them.' }));
      await toDeny(reviews.update(db(), LEAD, { rating: 5, 'ratings.quality': 5 }));
      await toDeny(reviews.update(db(), HIDDEN_LEAD, { status: 'published', hidden: null }));
    });
    it('delete: denied', async () => {
      await toDeny(reviews.delete(db(), LEAD));
    });
  });

  describe('other customer', () => {
    const db = () => dbAs.otherCustomer();

    it('get: published only; list: only with the published filter', async () => {
      await toAllow(reviews.get(db(), LEAD));
      await toDeny(reviews.get(db(), HIDDEN_LEAD));
      await toAllow(reviews.list(db(), ...publicQuery));
      await toDeny(reviews.list(db(), ...customerQuery));
    });
    it('create: denied', async () => {
      await toDeny(reviews.set(db(), 'q8_acme', forgedReview('q8_acme')));
    });
  });

  describe('company (reviewed)', () => {
    const db = () => dbAs.company();

    it('get and list: all its reviews, hidden ones included', async () => {
      await toAllow(reviews.get(db(), HIDDEN_LEAD));
      await toAllow(reviews.list(db(), ...companyQuery));
    });
    it('update: denied for replies, ratings, status and report counts (callables only)', async () => {
      await toDeny(
        reviews.update(db(), LEAD, { reply: { body: 'Thanks!', at: serverTimestamp() } }),
      );
      await toDeny(reviews.update(db(), LEAD, { rating: 5 }));
      await toDeny(reviews.update(db(), HIDDEN_LEAD, { status: 'published' }));
      await toDeny(reviews.update(db(), LEAD, { status: 'hidden' }));
    });
    it('create and delete: denied (no self-reviews, no removing bad ones)', async () => {
      await toDeny(reviews.set(db(), 'self', { ...forgedReview('self'), customerId: company.uid }));
      await toDeny(reviews.delete(db(), LEAD));
    });
  });

  describe('other company', () => {
    const db = () => dbAs.otherCompany();

    it("get: a competitor's hidden review is denied, the published one allowed", async () => {
      await toAllow(reviews.get(db(), LEAD));
      await toDeny(reviews.get(db(), HIDDEN_LEAD));
      await toDeny(reviews.list(db(), ...companyQuery));
    });
    it('update and delete: denied', async () => {
      await toDeny(reviews.update(db(), LEAD, { rating: 1 }));
      await toDeny(reviews.delete(db(), LEAD));
      await toDeny(
        reviews.set(db(), 'fake', { ...forgedReview('fake'), companyId: otherCompany.uid }),
      );
    });
  });

  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get and list: every review, for the moderation queue', async () => {
      await toAllow(reviews.get(db(), HIDDEN_LEAD));
      await toAllow(reviews.list(db(), ...queueQuery));
      await toAllow(reviews.list(db(), where('status', '==', 'hidden'), ...queueQuery));
    });
    it('update: denied (moderation goes through moderateReview, which records it)', async () => {
      await toDeny(reviews.update(db(), LEAD, { status: 'hidden' }));
      await toDeny(reviews.delete(db(), LEAD));
    });
  });

  describe('deactivated admin', () => {
    const db = () => dbAs.deactivatedAdmin();

    it('get and list: no reach into hidden reviews', async () => {
      await toDeny(reviews.get(db(), HIDDEN_LEAD));
      await toDeny(reviews.list(db(), ...queueQuery));
    });
  });
});

describe('reviewInvitations/{leadId}', () => {
  const ownQuery = (uid: string) => [where('customerId', '==', uid), limit(20)];

  it('anonymous visitor: denied', async () => {
    await toDeny(invitations.get(dbAs.anonymous(), 'q3_acme'));
    await toDeny(invitations.list(dbAs.anonymous(), ...ownQuery(customer.uid)));
  });
  it('customer: reads their own, by id and by query; never another’s', async () => {
    await toAllow(invitations.get(dbAs.owner(), 'q3_acme'));
    await toAllow(invitations.list(dbAs.owner(), ...ownQuery(customer.uid)));
    await toDeny(invitations.get(dbAs.owner(), 'q4_acme'));
    await toDeny(invitations.list(dbAs.owner(), ...ownQuery(otherCustomer.uid)));
    await toDeny(invitations.list(dbAs.owner()));
  });
  it('customer: cannot invite themselves, mark one reviewed or delete one', async () => {
    await toDeny(invitations.set(dbAs.owner(), 'q5_acme', invitation('q5_acme', customer.uid)));
    await toDeny(invitations.update(dbAs.owner(), 'q3_acme', { reviewedAt: serverTimestamp() }));
    await toDeny(invitations.delete(dbAs.owner(), 'q3_acme'));
  });
  it('company: denied, even for invitations about its own jobs', async () => {
    await toDeny(invitations.get(dbAs.company(), 'q3_acme'));
    await toDeny(invitations.set(dbAs.company(), 'q6_acme', invitation('q6_acme', company.uid)));
  });
  it('admin: reads all, writes none', async () => {
    await toAllow(invitations.get(dbAs.admin(), 'q4_acme'));
    await toAllow(invitations.list(dbAs.admin()));
    await toDeny(invitations.update(dbAs.admin(), 'q4_acme', { reviewedAt: serverTimestamp() }));
  });
});

describe('reviewReports/{id}', () => {
  const report = {
    reviewId: LEAD,
    companyId: company.uid,
    reporterId: company.uid,
    note: 'Please hide it.',
    createdAt: serverTimestamp(),
  };

  it('company: cannot read or write reports, even its own', async () => {
    await toDeny(reports.get(dbAs.company(), 'report-1'));
    await toDeny(reports.add(dbAs.company(), report));
  });
  it('customer and visitor: denied', async () => {
    await toDeny(reports.get(dbAs.owner(), 'report-1'));
    await toDeny(reports.list(dbAs.anonymous()));
  });
  it('admin: reads, never writes', async () => {
    await toAllow(reports.get(dbAs.admin(), 'report-1'));
    await toAllow(reports.list(dbAs.admin()));
    await toDeny(reports.add(dbAs.admin(), report));
    await toDeny(reports.delete(dbAs.admin(), 'report-1'));
  });
});
