import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  CATALOGUE_ADMIN_MESSAGES,
  PRICE_RANGE_ORDER_MESSAGE,
  type CatalogueServiceInput,
  type SaveCatalogueServiceResult,
  type ServiceSuggestionList,
} from '@fixwell/common/admin/catalogue-admin';
import { SEED_SERVICES } from '@fixwell/common/catalogue/catalogue-data';
import { COLLECTIONS } from '@fixwell/common/collections';

import { adminDb, callFailure, clearEmulators, closeAdmin, eventually } from '../testing/emulators';
import { testPeople } from '../testing/user-fixtures';
import { SERVICE_SUGGESTION_PER_IP } from './service-suggestions';

// The catalogue's admin callables on the emulators: services edited and created, suggestions
// sent by visitors, grouped, approved into a service, merged or rejected; audit and email.

const people = testPeople();
const db = () => adminDb();
const plumber = SEED_SERVICES.find((service) => service.slug === 'plumber')!;
const related = plumber.related;

/** A new service built from the plumber's texts, for the create flow. */
const pondCleaning: CatalogueServiceInput = {
  ...plumber,
  slug: 'pond-cleaning',
  name: 'Pond cleaning',
  searchTerm: 'pond cleaners',
  category: 'outdoor-and-garden',
  trades: ['landscaper'],
  keywords: [],
};

const service = async (slug: string) =>
  (await db().collection(COLLECTIONS.services).doc(slug).get()).data();
const audit = async (target: string) =>
  (await db().collection(COLLECTIONS.adminAudit).where('target', '==', target).get()).docs.map(
    (doc) => doc.data(),
  );
const suggestionsStored = async () =>
  (await db().collection(COLLECTIONS.serviceSuggestions).get()).docs.map(
    (doc): Record<string, unknown> => ({ id: doc.id, ...doc.data() }),
  );
const mailTo = async (to: string) =>
  (await db().collection(COLLECTIONS.mail).where('to', '==', to).get()).docs.map((doc) =>
    doc.data(),
  );

beforeEach(async () => {
  await clearEmulators();
  await people.seed('admin-1', 'admin');
  await people.seed('former-admin', 'admin', { active: false });
  await people.seed('customer-1', 'customer');
  await people.seed('company-1', 'company');
  const batch = db().batch();
  for (const seeded of SEED_SERVICES.filter((s) => [plumber.slug, ...related].includes(s.slug)))
    batch.set(db().collection(COLLECTIONS.services).doc(seeded.slug), {
      ...seeded,
      source: 'seed',
      seedHash: 'seed-hash',
    });
  await batch.commit();
});
afterEach(() => people.closeClients());
afterAll(closeAdmin);

describe('saveCatalogueService', () => {
  it('an admin edits a service: saved as an admin edit, the changed fields audited before and after', async () => {
    const admin = await people.signedIn('admin-1');
    const priceRanges = [
      { ...plumber.priceRanges[0]!, min: 95, max: 240 },
      ...plumber.priceRanges.slice(1),
    ];
    const result = await admin.call<SaveCatalogueServiceResult>('saveCatalogueService', {
      mode: 'update',
      service: { ...plumber, priceRanges, keywords: ['leaking pipe'] },
    });
    expect(result).toEqual({ slug: 'plumber', changed: ['priceRanges', 'keywords'] });
    const stored = await service('plumber');
    expect(stored).toMatchObject({
      priceRanges,
      keywords: ['leaking pipe'],
      keywordKeys: ['leaking pipe'],
      source: 'admin',
    });
    expect(stored?.seedHash).toBeUndefined();
    // Everyone reads services: who edited one stays in the audit log, off the public document.
    expect(stored?.updatedBy).toBeUndefined();
    expect(JSON.stringify(stored)).not.toContain(people.emailOf('admin-1'));
    const [entry] = await audit('services/plumber');
    expect(entry).toMatchObject({
      action: 'service.update',
      actor: { uid: 'admin-1' },
      before: { priceRanges: plumber.priceRanges, keywords: null },
      after: { priceRanges, keywords: ['leaking pipe'] },
    });
    // Saving the same copy again changes and audits nothing.
    expect(
      await admin.call('saveCatalogueService', {
        mode: 'update',
        service: { ...plumber, priceRanges, keywords: ['leaking pipe'] },
      }),
    ).toEqual({ slug: 'plumber', changed: [] });
    expect(await audit('services/plumber')).toHaveLength(1);
  });

  it('answers bad input with a message on each field, and writes nothing', async () => {
    const admin = await people.signedIn('admin-1');
    const failure = await callFailure(
      admin.call('saveCatalogueService', {
        mode: 'update',
        service: {
          ...plumber,
          keywords: [],
          name: 'P',
          priceRanges: [
            { ...plumber.priceRanges[0]!, min: 300, max: 100 },
            ...plumber.priceRanges.slice(1),
          ],
        },
      }),
    );
    expect(failure).toMatchObject({
      code: 'functions/invalid-argument',
      message: CATALOGUE_ADMIN_MESSAGES.invalid,
      details: {
        fields: {
          name: 'Write at least 3 characters.',
          'priceRanges.0.max': PRICE_RANGE_ORDER_MESSAGE,
        },
      },
    });
    expect((await service('plumber'))?.source).toBe('seed');
    expect(await audit('services/plumber')).toEqual([]);
  });

  it('creates a service at a free slug only, with related services that exist; an update needs the service', async () => {
    const admin = await people.signedIn('admin-1');
    expect(
      (
        await callFailure(
          admin.call('saveCatalogueService', {
            mode: 'create',
            service: { ...plumber, keywords: [] },
          }),
        )
      ).details,
    ).toEqual({ fields: { slug: CATALOGUE_ADMIN_MESSAGES.slugTaken } });
    expect(
      (
        await callFailure(
          admin.call('saveCatalogueService', {
            mode: 'create',
            service: { ...pondCleaning, related: ['plumber', 'no-such-service'] },
          }),
        )
      ).details,
    ).toEqual({ fields: { related: CATALOGUE_ADMIN_MESSAGES.unknownRelated } });
    expect(
      await callFailure(
        admin.call('saveCatalogueService', { mode: 'update', service: pondCleaning }),
      ),
    ).toMatchObject({
      code: 'functions/not-found',
      message: CATALOGUE_ADMIN_MESSAGES.serviceNotFound,
    });
    expect(await service('pond-cleaning')).toBeUndefined();
  });

  it('refuses everyone but an active admin, before reading the input', async () => {
    for (const uid of ['former-admin', 'customer-1', 'company-1']) {
      const client = await people.signedIn(uid);
      expect(
        await callFailure(
          client.call('saveCatalogueService', { mode: 'update', service: plumber }),
        ),
      ).toMatchObject({
        code: 'functions/permission-denied',
        message: CATALOGUE_ADMIN_MESSAGES.adminsOnly,
      });
    }
    expect((await callFailure(people.visitor().call('saveCatalogueService', {}))).code).toBe(
      'functions/unauthenticated',
    );
    expect((await service('plumber'))?.source).toBe('seed');
  });

  it('an edited service is submitted to IndexNow by the services trigger', async () => {
    const admin = await people.signedIn('admin-1');
    await admin.call('saveCatalogueService', {
      mode: 'update',
      service: { ...plumber, name: 'Plumbers', keywords: [] },
    });
    const rows = await eventually(async () => {
      const found = (await db().collection(COLLECTIONS.indexNowSubmissions).get()).docs
        .map((doc) => doc.data())
        .filter((row) => row.trigger === 'service' && row.source === 'services/plumber');
      return found.length ? found : undefined;
    }, 'the service’s IndexNow submission');
    expect(rows[0]!.urls).toContain('http://localhost:5173/services/plumber');
  });
});

describe('service suggestions', () => {
  it('a visitor suggests a service: stored with the district, a keyed IP hash and no honeypot', async () => {
    const visitor = people.visitor();
    expect(
      await visitor.call('submitServiceSuggestion', {
        text: 'Pond cleaning',
        postcode: 'ls6 2ab',
        email: 'Pond@Example.com',
      }),
    ).toEqual({ received: true });
    await visitor.call('submitServiceSuggestion', { text: 'my ponds cleaning', postcode: '' });
    // A bot filling the honeypot is thanked and nothing is stored.
    await visitor.call('submitServiceSuggestion', { text: 'Cheap pills', website: 'spam.example' });
    const stored = (await suggestionsStored()).sort(
      (a, b) => Number(a.similarBefore) - Number(b.similarBefore),
    );
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({
      text: 'Pond cleaning',
      key: 'cleaning pond',
      district: 'LS6',
      email: 'pond@example.com',
      status: 'new',
      serviceSlug: null,
    });
    expect(stored[0]!.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[1]).toMatchObject({
      key: 'cleaning pond',
      district: null,
      email: null,
      similarBefore: 1,
    });
  });

  it('answers bad input on its fields', async () => {
    const failure = await callFailure(
      people
        .visitor()
        .call('submitServiceSuggestion', { text: 'x', email: 'nope', postcode: 'zz' }),
    );
    expect(failure).toMatchObject({
      code: 'functions/invalid-argument',
      details: {
        fields: {
          text: CATALOGUE_ADMIN_MESSAGES.suggestionTextShort,
          email: CATALOGUE_ADMIN_MESSAGES.suggestionEmail,
          postcode: CATALOGUE_ADMIN_MESSAGES.suggestionPostcode,
        },
      },
    });
    expect(await suggestionsStored()).toEqual([]);
  });

  it(`allows ${SERVICE_SUGGESTION_PER_IP.limit} suggestions an hour from one IP address and refuses the next`, async () => {
    const visitor = people.visitor();
    for (let i = 1; i <= SERVICE_SUGGESTION_PER_IP.limit; i += 1)
      await visitor.call('submitServiceSuggestion', { text: `Odd job number ${i}` });
    expect(
      await callFailure(visitor.call('submitServiceSuggestion', { text: 'One more odd job' })),
    ).toMatchObject({
      code: 'functions/resource-exhausted',
      message: CATALOGUE_ADMIN_MESSAGES.suggestionRateLimited,
    });
    expect(await suggestionsStored()).toHaveLength(SERVICE_SUGGESTION_PER_IP.limit);
  });

  async function threeSuggestions() {
    const visitor = people.visitor();
    await visitor.call('submitServiceSuggestion', {
      text: 'Pond cleaning',
      email: 'a@example.com',
      postcode: 'LS6',
    });
    await visitor.call('submitServiceSuggestion', { text: 'Cleaning ponds', postcode: 'M1 1AE' });
    await visitor.call('submitServiceSuggestion', {
      text: 'Hot tub repair',
      email: 'b@example.com',
    });
    const admin = await people.signedIn('admin-1');
    const list = await admin.call<ServiceSuggestionList>('listServiceSuggestions', {
      status: 'new',
    });
    return { admin, list };
  }

  it('lists the inbox to admins only, similar ones grouped, largest group first', async () => {
    const { list } = await threeSuggestions();
    expect(list.truncated).toBe(false);
    expect(list.groups.map((group) => group.suggestions.length)).toEqual([2, 1]);
    expect(list.groups[0]).toMatchObject({ key: 'cleaning pond', districts: ['M1', 'LS6'] });
    expect(list.groups[0]!.suggestions[1]).toMatchObject({ text: 'Pond cleaning', hasEmail: true });
    expect(JSON.stringify(list)).not.toContain('a@example.com');
    for (const uid of ['former-admin', 'customer-1', 'company-1']) {
      const client = await people.signedIn(uid);
      expect((await callFailure(client.call('listServiceSuggestions', {}))).code).toBe(
        'functions/permission-denied',
      );
    }
  });

  it('approving into a new service creates it and marks the group approved, audited and emailed', async () => {
    const { admin, list } = await threeSuggestions();
    const ids = list.groups[0]!.suggestions.map((s) => s.id);
    await admin.call('saveCatalogueService', {
      mode: 'create',
      service: pondCleaning,
      suggestionIds: ids,
    });
    expect(await service('pond-cleaning')).toMatchObject({
      name: 'Pond cleaning',
      source: 'admin',
    });
    expect((await audit('services/pond-cleaning'))[0]).toMatchObject({
      action: 'service.create',
      before: null,
    });
    for (const id of ids) {
      const stored = (await db().collection(COLLECTIONS.serviceSuggestions).doc(id).get()).data();
      expect(stored).toMatchObject({
        status: 'approved',
        serviceSlug: 'pond-cleaning',
        resolvedBy: { uid: 'admin-1' },
      });
      expect((await audit(`serviceSuggestions/${id}`))[0]).toMatchObject({
        action: 'service-suggestion.approve',
      });
    }
    const [mail] = await mailTo('a@example.com');
    expect(mail).toMatchObject({ kind: 'service-suggestion-reply' });
    expect(mail!.message.subject).toBe('You can now get quotes: Pond cleaning');
    expect(mail!.message.text).toContain('http://localhost:5173/quote?service=pond-cleaning');
    // The inbox no longer shows them, and they cannot be approved twice.
    const after = await admin.call<ServiceSuggestionList>('listServiceSuggestions', {
      status: 'new',
    });
    expect(after.groups.map((group) => group.key)).toEqual(['hot repair tub']);
    expect(
      await callFailure(admin.call('resolveServiceSuggestions', { ids, action: 'reject' })),
    ).toMatchObject({
      code: 'functions/failed-precondition',
      message: CATALOGUE_ADMIN_MESSAGES.suggestionResolved,
    });
  });

  it('merging adds the wording to the service’s keywords; rejecting tells the sender', async () => {
    const { admin, list } = await threeSuggestions();
    const [ponds, tub] = list.groups;
    expect(
      await admin.call('resolveServiceSuggestions', {
        ids: ponds!.suggestions.map((s) => s.id),
        action: 'merge',
        serviceSlug: 'plumber',
        keyword: 'pond cleaning',
      }),
    ).toEqual({ resolved: 2, emailed: 1 });
    expect(await service('plumber')).toMatchObject({
      keywords: ['pond cleaning'],
      keywordKeys: ['pond cleaning'],
      source: 'admin',
    });
    expect((await audit('services/plumber'))[0]).toMatchObject({
      action: 'service.update',
      before: { keywords: [] },
      after: { keywords: ['pond cleaning'] },
    });
    expect((await mailTo('a@example.com'))[0]!.message.subject).toBe(
      'You can now get quotes: Plumber',
    );

    expect(
      await admin.call('resolveServiceSuggestions', {
        ids: tub!.suggestions.map((s) => s.id),
        action: 'reject',
      }),
    ).toEqual({ resolved: 1, emailed: 1 });
    const rejected = await admin.call<ServiceSuggestionList>('listServiceSuggestions', {
      status: 'rejected',
    });
    expect(rejected.groups[0]).toMatchObject({ key: 'hot repair tub' });
    expect((await mailTo('b@example.com'))[0]!.message.subject).toBe(
      'About the service you suggested',
    );
    expect((await audit(`serviceSuggestions/${tub!.suggestions[0]!.id}`))[0]).toMatchObject({
      action: 'service-suggestion.reject',
    });
  });

  it('a merge needs an existing service; unknown suggestions are not found', async () => {
    const { admin, list } = await threeSuggestions();
    const ids = list.groups[0]!.suggestions.map((s) => s.id);
    expect(
      (await callFailure(admin.call('resolveServiceSuggestions', { ids, action: 'merge' })))
        .details,
    ).toEqual({ fields: { serviceSlug: CATALOGUE_ADMIN_MESSAGES.mergeNeedsService } });
    expect(
      (
        await callFailure(
          admin.call('resolveServiceSuggestions', { ids, action: 'merge', serviceSlug: 'nope' }),
        )
      ).details,
    ).toEqual({ fields: { serviceSlug: CATALOGUE_ADMIN_MESSAGES.serviceNotFound } });
    expect(
      await callFailure(
        admin.call('resolveServiceSuggestions', { ids: ['missing'], action: 'reject' }),
      ),
    ).toMatchObject({ code: 'functions/not-found' });
    const customer = await people.signedIn('customer-1');
    expect(
      (await callFailure(customer.call('resolveServiceSuggestions', { ids, action: 'reject' })))
        .code,
    ).toBe('functions/permission-denied');
  });
});
