import { SEED_SERVICES } from '@fixwell/common/catalogue/catalogue-data';
import { SERVICE_INDEX_ID } from '@fixwell/common/catalogue/service-index';
import { COLLECTIONS } from '@fixwell/common/collections';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { REGION } from '../lib/region';

import { adminDb, clearEmulators, closeAdmin, eventually, PROJECT_ID } from '../testing/emulators';

// Admin edits to services reach their pages without a deploy: renderPublicPage (the web build's
// server bundle in functions/lib/ssr, `npm run build -w web -- --mode emulator`) draws a service
// added after the build, and an edited one with its new texts, from Firestore; the live service
// index lists the new service on /services and turns a hidden one's pages into 404s.

const RENDER_URL = `http://127.0.0.1:5001/${PROJECT_ID}/${REGION}/renderPublicPage`;
const plumber = SEED_SERVICES.find((service) => service.slug === 'plumber')!;
const pond = {
  ...plumber,
  slug: 'pond-cleaning',
  name: 'Pond cleaning',
  searchTerm: 'pond cleaners',
  summary: 'Garden ponds emptied, cleaned, planted back and refilled by local pond specialists.',
  emergency: false,
  priceRanges: [
    { job: 'Small pond clean', min: 150, max: 325, unit: 'job' as const },
    ...plumber.priceRanges.slice(1),
  ],
  source: 'admin',
};

beforeEach(async () => {
  await clearEmulators();
  const batch = adminDb().batch();
  for (const service of SEED_SERVICES)
    batch.set(adminDb().collection(COLLECTIONS.services).doc(service.slug), {
      ...service,
      source: 'seed',
    });
  batch.set(adminDb().collection(COLLECTIONS.services).doc(pond.slug), pond);
  await batch.commit();
});
afterAll(closeAdmin);

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('service pages rendered on request', () => {
  it('draws a service added after the build, with its prices', async () => {
    const response = await fetch(`${RENDER_URL}/services/${pond.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(headOf(html)).toContain(
      '<title data-prerendered-head>Pond cleaners near you: compare free quotes',
    );
    expect(headOf(html)).toContain(pond.summary);
    expect(html).toContain('£150 to £325');
    expect(html).not.toContain('noindex');
  });

  it('shows an edited service’s new texts in its head tags', async () => {
    await adminDb()
      .collection(COLLECTIONS.services)
      .doc('plumber')
      .update({ searchTerm: 'heating plumbers', source: 'admin' });
    const html = await (await fetch(`${RENDER_URL}/services/plumber`)).text();
    expect(headOf(html)).toContain('<title data-prerendered-head>Heating plumbers near you');
  });

  it('lists a new service on /services, and answers 404 for a hidden one, once the index has it', async () => {
    await adminDb()
      .collection(COLLECTIONS.services)
      .doc('plumber')
      .update({ hidden: true, source: 'admin' });
    await eventually(async () => {
      const entries = (
        await adminDb().collection(COLLECTIONS.catalogueIndexes).doc(SERVICE_INDEX_ID).get()
      ).get('services') as { slug: string; hidden?: boolean }[] | undefined;
      const complete = entries?.length === SEED_SERVICES.length + 1;
      return complete && entries?.find((entry) => entry.slug === 'plumber')?.hidden
        ? true
        : undefined;
    }, 'the index of every service, the plumber hidden');

    const listing = await fetch(`${RENDER_URL}/services`);
    expect(listing.status).toBe(200);
    const html = await listing.text();
    expect(html).toContain('href="/services/pond-cleaning"');
    expect(html).toContain('href="/services/boiler-repair"');
    expect(html).not.toContain('href="/services/plumber"');

    for (const path of ['/services/plumber', '/services/plumber/leeds', '/emergency/plumber']) {
      expect((await fetch(`${RENDER_URL}${path}`)).status, path).toBe(404);
    }
  });

  it('still answers 404 for a service that does not exist', async () => {
    const response = await fetch(`${RENDER_URL}/services/astrologer`);
    expect(response.status).toBe(404);
  });
});
