import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { CatalogueServiceInput } from '@fixwell/common/admin/catalogue-admin';
import { SEED_SERVICES } from '@fixwell/common/catalogue/catalogue-data';
import { SERVICE_INDEX_ID, type ServiceIndexEntry } from '@fixwell/common/catalogue/service-index';
import { COLLECTIONS } from '@fixwell/common/collections';
import { QUOTE_MESSAGES } from '@fixwell/common/quote/quote-request';

import {
  adminDb,
  API_URL,
  callFailure,
  clearEmulators,
  closeAdmin,
  eventually,
} from '../testing/emulators';
import { quoteForm } from '../testing/quote-fixtures';
import { testPeople } from '../testing/user-fixtures';

// Hiding and adding services in the console without a deploy (issue 16 §2): the live service
// index follows every write to `services`; a hidden service leaves the sitemap and takes no new
// quote requests; a new one enters the sitemap with a page in every town.

const people = testPeople();
const db = () => adminDb();
const plumber = SEED_SERVICES.find((service) => service.slug === 'plumber')!;
const seeded = SEED_SERVICES.filter((s) => [plumber.slug, ...plumber.related].includes(s.slug));

const pondCleaning: CatalogueServiceInput = {
  ...plumber,
  slug: 'pond-cleaning',
  name: 'Pond cleaning',
  searchTerm: 'pond cleaners',
  category: 'outdoor-and-garden',
  emergency: false,
  trades: ['landscaper'],
  keywords: [],
};

const indexRef = () => db().collection(COLLECTIONS.catalogueIndexes).doc(SERVICE_INDEX_ID);

/** The index once `check` holds for it (the trigger runs after each write). */
async function indexWhere(
  check: (entries: ServiceIndexEntry[]) => boolean,
  what: string,
): Promise<ServiceIndexEntry[]> {
  return eventually(async () => {
    const entries = (await indexRef().get()).data()?.services as ServiceIndexEntry[] | undefined;
    return entries && check(entries) ? entries : undefined;
  }, what);
}

const entryOf = (entries: ServiceIndexEntry[], slug: string) =>
  entries.find((entry) => entry.slug === slug);

const sitemap = async () => (await fetch(`${API_URL}/sitemap.xml`)).text();

beforeEach(async () => {
  await clearEmulators();
  await people.seed('admin-1', 'admin');
  await db().collection(COLLECTIONS.postcodeAreas).doc('LS').set({ code: 'LS', name: 'Leeds' });
  const batch = db().batch();
  for (const service of seeded)
    batch.set(db().collection(COLLECTIONS.services).doc(service.slug), {
      ...service,
      source: 'seed',
    });
  await batch.commit();
});
afterEach(() => people.closeClients());
afterAll(closeAdmin);

describe('the live service index', () => {
  it('lists every service’s summary, and follows an edit and a deletion', async () => {
    const entries = await indexWhere(
      (list) => list.length === seeded.length,
      'the index of the seeded services',
    );
    expect(entryOf(entries, 'plumber')).toEqual({
      slug: 'plumber',
      name: plumber.name,
      searchTerm: plumber.searchTerm,
      category: plumber.category,
      summary: plumber.summary,
      emergency: plumber.emergency,
      related: plumber.related,
      trades: plumber.trades,
    });

    const admin = await people.signedIn('admin-1');
    await admin.call('saveCatalogueService', {
      mode: 'update',
      service: { ...plumber, name: 'Plumbers and drains', keywords: [] },
    });
    await indexWhere(
      (list) => entryOf(list, 'plumber')?.name === 'Plumbers and drains',
      'the renamed service in the index',
    );

    const removed = plumber.related[0]!;
    await db().collection(COLLECTIONS.services).doc(removed).delete();
    await indexWhere((list) => !entryOf(list, removed), 'the deleted service gone');
  });

  it('a hidden service is marked, leaves the sitemap and takes no new quote requests', async () => {
    await indexWhere((list) => list.length === seeded.length, 'the first index');
    const admin = await people.signedIn('admin-1');
    await admin.call('saveCatalogueService', {
      mode: 'update',
      service: { ...plumber, keywords: [], hidden: true },
    });
    expect((await db().collection(COLLECTIONS.services).doc('plumber').get()).get('hidden')).toBe(
      true,
    );
    await indexWhere((list) => entryOf(list, 'plumber')?.hidden === true, 'plumber hidden');

    const xml = await sitemap();
    expect(xml).not.toContain('/services/plumber</loc>');
    expect(xml).not.toContain('/services/plumber/');
    expect(xml).not.toContain('/emergency/plumber</loc>');
    expect(xml).toContain(`/services/${plumber.related[0]}</loc>`);

    const visitor = people.visitor();
    const refused = await callFailure(visitor.call('submitQuoteRequest', quoteForm()));
    expect(refused.code).toBe('functions/invalid-argument');
    expect(refused.details).toMatchObject({ fields: { service: QUOTE_MESSAGES.serviceHidden } });
    expect((await db().collection(COLLECTIONS.quotes).get()).size).toBe(0);

    // Shown again: listed and quoted as before.
    await admin.call('saveCatalogueService', {
      mode: 'update',
      service: { ...plumber, keywords: [], hidden: false },
    });
    await indexWhere((list) => entryOf(list, 'plumber')?.hidden === undefined, 'plumber shown');
    expect(await sitemap()).toContain('/services/plumber</loc>');
  });

  it('a service added in the console enters the sitemap, with a page in every town', async () => {
    const admin = await people.signedIn('admin-1');
    await admin.call('saveCatalogueService', { mode: 'create', service: pondCleaning });
    await indexWhere((list) => Boolean(entryOf(list, 'pond-cleaning')), 'the new service');
    const xml = await sitemap();
    expect(xml).toContain('/services/pond-cleaning</loc>');
    expect(xml).toContain('/services/pond-cleaning/leeds</loc>');
    expect(xml).toContain('/services/pond-cleaning/cardiff</loc>');
    expect(xml).not.toContain('/emergency/pond-cleaning</loc>');
  });
});
