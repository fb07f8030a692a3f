import { beforeEach, describe, expect, it } from 'vitest';

import { COLLECTIONS } from '@fixwell/common/collections';
import { districtsWithin } from '@fixwell/common/coverage/district-positions';

import { requestAt, seedCoverageAreas, setCoverageAs } from '../testing/coverage-fixtures';
import { adminDb, mailTo, uniqueEmail } from '../testing/emulators';
import { seedCompany, seedQuoteCatalogue } from '../testing/quote-fixtures';
import { clientPerTest } from '../testing/user-fixtures';

const { client } = clientPerTest();
beforeEach(async () => {
  await Promise.all([seedQuoteCatalogue(), seedCoverageAreas()]);
});

describe('matching by district and radius coverage', () => {
  it('offers a district company requests in its district and not in the next one', async () => {
    const email = await seedCompany('ls6-plumbing', { areas: [] });
    await setCoverageAs(client(), email, ['plumber'], { districts: ['LS6'] });

    expect((await requestAt(client(), 'LS6 2AB')).companies).toEqual(['ls6-plumbing']);
    const next = await requestAt(client(), 'LS7 3AA');
    expect(next.companies).toEqual([]);
    expect((await adminDb().collection(COLLECTIONS.quotes).doc(next.id).get()).get('status')).toBe(
      'no-match',
    );
  });

  it('offers a radius company requests within its radius only', async () => {
    // Based in Bradford: 10 miles reach Leeds, not Manchester.
    expect(districtsWithin('BD1', 10)).toContain('LS6');
    expect(districtsWithin('BD1', 10)).not.toContain('M1');
    const email = await seedCompany('bradford-radius', { areas: [], basePostcode: 'BD1 1AA' });
    await setCoverageAs(client(), email, ['plumber'], { mode: 'radius', radiusMiles: 10 });

    const leeds = await requestAt(client(), 'LS6 2AB');
    expect(leeds.companies).toEqual(['bradford-radius']);
    const lead = await adminDb()
      .collection(COLLECTIONS.leads)
      .doc(`${leeds.id}_bradford-radius`)
      .get();
    // Measured between the districts' positions (the centres of Bradford and Leeds).
    expect(lead.get('distanceMiles')).toBeGreaterThan(5);
    expect(lead.get('distanceMiles')).toBeLessThan(10);
    expect((await requestAt(client(), 'M1 1AE')).companies).toEqual([]);
  });

  it('offers a whole-area company every district of the area, listed or not', async () => {
    const email = await seedCompany('all-leeds', { areas: [] });
    await setCoverageAs(client(), email, ['plumber'], { areas: ['LS'] });

    expect((await requestAt(client(), 'LS6 2AB')).companies).toEqual(['all-leeds']);
    // LS25 is a real district no town in our catalogue lists: the area key still finds it.
    expect((await requestAt(client(), 'LS25 1AA')).companies).toEqual(['all-leeds']);
    expect((await requestAt(client(), 'BD1 1AA')).companies).toEqual([]);
  });

  it('offers a suspended company nothing, not even its own widget requests', async () => {
    await seedCompany('suspended', { slug: 'suspended-plumbing', districts: ['LS6'] });
    await seedCompany('active', { districts: ['LS6'] });
    await adminDb().collection(COLLECTIONS.companies).doc('suspended').update({ suspended: true });

    expect((await requestAt(client(), 'LS6 2AB')).companies).toEqual(['active']);
    expect(
      (await requestAt(client(), 'LS6 2AB', { company: 'suspended-plumbing', source: 'widget' }))
        .companies,
    ).toEqual(['active']);
  });

  it('emails the lead to the lead email the company chose, else its login email', async () => {
    const login = await seedCompany('own-address', { districts: ['LS6'] });
    const leadEmail = uniqueEmail('leads-desk');
    await adminDb().collection(COLLECTIONS.companyPrivate).doc('own-address').update({ leadEmail });
    const plainLogin = await seedCompany('login-address', { districts: ['LS6'] });

    await requestAt(client(), 'LS6 2AB');
    expect((await mailTo(leadEmail)).map((mail) => mail.kind)).toEqual(['new-lead']);
    expect(await mailTo(login)).toEqual([]);
    expect((await mailTo(plainLogin)).map((mail) => mail.kind)).toEqual(['new-lead']);
  });
});
