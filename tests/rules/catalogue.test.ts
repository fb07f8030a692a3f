import { CATALOGUE_COLLECTIONS, COLLECTIONS } from '@fixwell/common/collections';
import { collection, doc, getDocs, setDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { PEOPLE } from './support/fixtures';
import { dbAs, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const { company } = PEOPLE;

/**
 * Plans, articles and services are public like the catalogue but written only by functions:
 * savePlan (their Stripe prices must follow, tests/rules/plans.test.ts), publishBlogPost (the HTML
 * is rendered and sanitised on the server, tests/rules/blog.test.ts and below) and
 * saveCatalogueService (validated against the catalogue's schema and audited, below).
 */
const FUNCTIONS_ONLY: readonly string[] = [
  COLLECTIONS.plans,
  COLLECTIONS.articles,
  COLLECTIONS.services,
];
type AdminEdited = Exclude<
  (typeof CATALOGUE_COLLECTIONS)[number],
  typeof COLLECTIONS.plans | typeof COLLECTIONS.articles | typeof COLLECTIONS.services
>;
const ADMIN_EDITED = CATALOGUE_COLLECTIONS.filter(
  (name): name is AdminEdited => !FUNCTIONS_ONLY.includes(name),
);

/** One seeded document per admin-edited collection; a new catalogue collection must add its own. */
const CATALOGUE: Record<AdminEdited, { id: string; data: object }> = {
  [COLLECTIONS.locations]: { id: 'leeds', data: { name: 'Leeds', nation: 'England' } },
  [COLLECTIONS.postcodeAreas]: { id: 'LS', data: { name: 'Leeds', latitude: 53.8 } },
};

const reviews = operationsOn(COLLECTIONS.reviews);
const articles = operationsOn(COLLECTIONS.articles);
const services = operationsOn(COLLECTIONS.services);

useRulesEnvironment({
  seedEach: async (db) => {
    for (const name of ADMIN_EDITED) {
      const { id, data } = CATALOGUE[name];
      await operationsOn(name).set(db, id, { ...data, source: 'seed' });
    }
    await services.set(db, 'plumber', {
      name: 'Plumber',
      category: 'plumbing-and-heating',
      source: 'seed',
    });
    await articles.set(db, 'bleed-a-radiator', {
      title: 'How to bleed a radiator',
      section: 'how-to',
      source: 'seed',
    });
    await reviews.set(db, 'r1', {
      companyId: company.uid,
      rating: 5,
      body: 'Great',
      status: 'published',
    });
  },
});

for (const name of ADMIN_EDITED) {
  const entries = operationsOn(name);
  const { id } = CATALOGUE[name];

  describe(`${name}/{id}`, () => {
    it('anyone, signed in or not, reads a document and lists the collection', async () => {
      for (const db of [dbAs.anonymous(), dbAs.owner(), dbAs.company()]) {
        await toAllow(entries.get(db, id));
        await toAllow(entries.list(db));
      }
    });

    it('a signed-out visitor, a customer and a company cannot create, change or delete', async () => {
      for (const db of [dbAs.anonymous(), dbAs.owner(), dbAs.company()]) {
        await toDeny(entries.set(db, 'new-one', { name: 'x', source: 'admin' }));
        await toDeny(entries.update(db, id, { name: 'Changed', source: 'admin' }));
        await toDeny(entries.delete(db, id));
      }
    });

    it('an admin creates, edits (marking it as an admin edit) and deletes', async () => {
      const db = dbAs.admin();
      await toAllow(entries.set(db, 'new-one', { name: 'New', source: 'admin' }));
      await toAllow(entries.update(db, id, { name: 'Edited', source: 'admin' }));
      await toAllow(entries.delete(db, id));
    });

    it('an admin edit that does not mark itself would be overwritten by the seed: denied', async () => {
      await toDeny(entries.update(dbAs.admin(), id, { name: 'Edited' }));
      await toDeny(entries.update(dbAs.admin(), id, { name: 'Edited', source: 'seed' }));
    });

    it('a deactivated admin has no admin powers', async () => {
      await toDeny(entries.update(dbAs.deactivatedAdmin(), id, { name: 'x', source: 'admin' }));
      await toDeny(entries.delete(dbAs.deactivatedAdmin(), id));
    });
  });
}

describe('services/{slug}', () => {
  it('anyone, signed in or not, reads a service and lists them', async () => {
    for (const db of [dbAs.anonymous(), dbAs.owner(), dbAs.company(), dbAs.admin()]) {
      await toAllow(services.get(db, 'plumber'));
      await toAllow(services.list(db));
    }
  });

  it('nobody writes one from a client, not even an admin: edits go through saveCatalogueService', async () => {
    for (const db of [
      dbAs.anonymous(),
      dbAs.owner(),
      dbAs.company(),
      dbAs.admin(),
      dbAs.deactivatedAdmin(),
    ]) {
      await toDeny(services.set(db, 'pond-cleaning', { name: 'Pond cleaning', source: 'admin' }));
      await toDeny(services.update(db, 'plumber', { name: 'Edited', source: 'admin' }));
      await toDeny(services.update(db, 'plumber', { trades: ['plumber'], source: 'admin' }));
      await toDeny(services.delete(db, 'plumber'));
    }
  });
});

describe('articles/{slug}', () => {
  it('anyone, signed in or not, reads an article and lists them', async () => {
    for (const db of [dbAs.anonymous(), dbAs.owner(), dbAs.company(), dbAs.admin()]) {
      await toAllow(articles.get(db, 'bleed-a-radiator'));
      await toAllow(articles.list(db, where('section', '==', 'how-to')));
    }
  });

  it('nobody writes one from a client, not even an admin: published HTML is sanitised on the server', async () => {
    for (const db of [dbAs.anonymous(), dbAs.owner(), dbAs.company(), dbAs.admin()]) {
      await toDeny(
        articles.set(db, 'new-post', {
          title: 'x',
          bodyHtml: '<img src=x onerror=alert(1)>',
          source: 'admin',
        }),
      );
      await toDeny(articles.update(db, 'bleed-a-radiator', { title: 'Edited', source: 'admin' }));
      await toDeny(articles.delete(db, 'bleed-a-radiator'));
    }
  });
});

describe('reviews/{reviewId}', () => {
  it('everyone reads published reviews, including queries by company (hidden ones: reviews.test.ts)', async () => {
    await toAllow(reviews.get(dbAs.anonymous(), 'r1'));
    await toAllow(
      reviews.list(
        dbAs.anonymous(),
        where('companyId', '==', company.uid),
        where('status', '==', 'published'),
      ),
    );
  });

  it('nobody writes a review from a client, not even an admin or the company reviewed', async () => {
    for (const db of [dbAs.owner(), dbAs.company(), dbAs.admin()]) {
      await toDeny(reviews.set(db, 'fake', { companyId: company.uid, rating: 5, body: 'Me' }));
      await toDeny(reviews.update(db, 'r1', { rating: 1 }));
      await toDeny(reviews.delete(db, 'r1'));
    }
    await toDeny(reviews.set(dbAs.anonymous(), 'fake', { rating: 5 }));
  });
});

describe('collections that are not part of the catalogue', () => {
  // Names no collection has: the catalogue rule matches any top-level collection by name.
  it('the catalogue rule does not open other collections', async () => {
    await toDeny(getDocs(collection(dbAs.anonymous(), 'servicesPrivate')));
    await toDeny(setDoc(doc(dbAs.admin(), 'anything', 'x'), { source: 'admin' }));
  });
});
