import { signInWithEmailAndPassword } from 'firebase/auth';
import { beforeEach, describe, expect, it } from 'vitest';

import { londonDateOf } from '@fixwell/common/london-time';
import { COLLECTIONS } from '@fixwell/common/collections';
import { COVERAGE_MESSAGES } from '@fixwell/common/coverage/coverage';
import {
  districtsWithin,
  knownDistrictsOfArea,
  townsOf,
} from '@fixwell/common/coverage/district-positions';

import { requestAt, seedCoverageAreas } from '../testing/coverage-fixtures';
import { adminDb, callFailure, eventually } from '../testing/emulators';
import {
  CUSTOMER_PASSWORD,
  seedCompany,
  seedCustomer,
  seedQuoteCatalogue,
} from '../testing/quote-fixtures';
import { clientPerTest } from '../testing/user-fixtures';

const { client, signIn } = clientPerTest();
beforeEach(async () => {
  await Promise.all([seedQuoteCatalogue(), seedCoverageAreas()]);
});

const districts = (picked: Record<string, unknown>) => ({
  mode: 'districts',
  areas: [],
  districts: [],
  radiusMiles: null,
  ...picked,
});

/** Areas whose districts in our catalogue add up to more than the cap of 300. */
const TOO_MANY_AREAS = [
  'BT',
  'B',
  'SE',
  'S',
  'M',
  'NE',
  'BH',
  'SA',
  'G',
  'TS',
  'MK',
  'SW',
  'RG',
  'BS',
].concat(['CV', 'EH', 'BD', 'DN', 'CF', 'LS']);

async function indexOf(key: string): Promise<string[]> {
  const entry = await adminDb().collection(COLLECTIONS.coverageIndex).doc(key).get();
  return (entry.get('companyIds') as string[] | undefined) ?? [];
}

describe('updateCompanyCoverage', () => {
  it('stores trades, coverage, areas, keys and towns, and moves the company in the index', async () => {
    const email = await seedCompany('acme'); // plumber, whole LS area, based in LS1
    expect(await indexOf('plumber|LS')).toEqual(['acme']);
    await signIn(email);

    const result = await client().call('updateCompanyCoverage', {
      trades: ['electrician', 'plumber'],
      coverage: districts({ areas: ['bd'], districts: ['ls6', 'LS7', 'BD1'] }),
    });
    const bradford = knownDistrictsOfArea('BD');
    expect(result).toEqual({ coverageKeys: 6, districtCount: bradford.length + 2 });

    const company = (await adminDb().collection(COLLECTIONS.companies).doc('acme').get()).data();
    expect(company).toMatchObject({
      trades: ['electrician', 'plumber'],
      mainTrade: 'plumber',
      coverage: { mode: 'districts', areas: ['BD'], districts: ['LS6', 'LS7'], radiusMiles: null },
      postcodeAreas: ['BD', 'LS'],
      coverageTowns: townsOf([...bradford, 'LS6', 'LS7']),
    });
    expect([...company!.coverageKeys].sort()).toEqual([
      'electrician|BD',
      'electrician|LS6',
      'electrician|LS7',
      'plumber|BD',
      'plumber|LS6',
      'plumber|LS7',
    ]);
    expect(await indexOf('plumber|LS')).toEqual([]);
    expect(await indexOf('plumber|LS6')).toEqual(['acme']);
    expect(await indexOf('electrician|BD')).toEqual(['acme']);
  });

  it('stores a radius as the districts within it and changes the main trade when dropped', async () => {
    const email = await seedCompany('radius', { basePostcode: 'LS6 2AB' });
    await signIn(email);

    const result = await client().call<{ districtCount: number }>('updateCompanyCoverage', {
      trades: ['electrician'],
      coverage: { mode: 'radius', areas: [], districts: [], radiusMiles: 10 },
    });
    const within = districtsWithin('LS6', 10);
    expect(result.districtCount).toBe(within.length);
    const company = (await adminDb().collection(COLLECTIONS.companies).doc('radius').get()).data();
    expect(company?.mainTrade).toBe('electrician');
    expect(company?.coverage).toMatchObject({ mode: 'radius', areas: [], radiusMiles: 10 });
    expect([...company!.coverage.districts].sort()).toEqual([...within].sort());
    expect(company?.coverageKeys).toContain('electrician|BD1');
    expect(await indexOf('electrician|LS6')).toEqual(['radius']);
  });

  it('refuses bad places and too many districts with a message on the field', async () => {
    const email = await seedCompany('acme');
    await signIn(email);

    const bad = await callFailure(
      client().call('updateCompanyCoverage', {
        trades: ['plumber'],
        coverage: districts({ districts: ['LS6', 'nowhere'] }),
      }),
    );
    expect(bad).toMatchObject({
      code: 'functions/invalid-argument',
      message: COVERAGE_MESSAGES.badDistrict('nowhere'),
      details: { fields: { 'coverage.districts.1': COVERAGE_MESSAGES.badDistrict('nowhere') } },
    });
    const tooMany = await callFailure(
      client().call('updateCompanyCoverage', {
        trades: ['plumber'],
        coverage: districts({ areas: TOO_MANY_AREAS }),
      }),
    );
    expect(tooMany.code).toBe('functions/invalid-argument');
    const count = TOO_MANY_AREAS.reduce((sum, area) => sum + knownDistrictsOfArea(area).length, 0);
    expect(count).toBeGreaterThan(300);
    expect(tooMany.message).toBe(COVERAGE_MESSAGES.tooManyDistricts(count));
    // Nothing changed.
    expect(await indexOf('plumber|LS')).toEqual(['acme']);
  });

  it('refuses a radius when the company has no base postcode', async () => {
    const email = await seedCompany('nowhere');
    await Promise.all([
      adminDb().collection(COLLECTIONS.companies).doc('nowhere').update({ baseDistrict: null }),
      adminDb().collection(COLLECTIONS.companyPrivate).doc('nowhere').delete(),
    ]);
    await signIn(email);
    const failure = await callFailure(
      client().call('updateCompanyCoverage', {
        trades: ['plumber'],
        coverage: { mode: 'radius', areas: [], districts: [], radiusMiles: 5 },
      }),
    );
    expect(failure).toMatchObject({
      code: 'functions/invalid-argument',
      message: COVERAGE_MESSAGES.noBaseDistrict,
      details: { fields: { 'coverage.radiusMiles': COVERAGE_MESSAGES.noBaseDistrict } },
    });
  });

  it('refuses visitors and customers', async () => {
    const input = { trades: ['plumber'], coverage: districts({ districts: ['LS6'] }) };
    expect((await callFailure(client().call('updateCompanyCoverage', input))).code).toBe(
      'functions/unauthenticated',
    );
    const email = await seedCustomer('customer');
    await signInWithEmailAndPassword(client().auth, email, CUSTOMER_PASSWORD);
    expect(await callFailure(client().call('updateCompanyCoverage', input))).toMatchObject({
      code: 'functions/permission-denied',
      message: COVERAGE_MESSAGES.notCompany,
    });
    expect((await callFailure(client().call('estimateCoverageLeads', input))).code).toBe(
      'functions/permission-denied',
    );
  });

  it('refuses a deactivated company', async () => {
    const email = await seedCompany('gone');
    await adminDb().collection(COLLECTIONS.users).doc('gone').update({ active: false });
    await signIn(email);
    expect(
      (
        await callFailure(
          client().call('updateCompanyCoverage', {
            trades: ['plumber'],
            coverage: districts({ districts: ['LS6'] }),
          }),
        )
      ).code,
    ).toBe('functions/permission-denied');
  });
});

describe('estimateCoverageLeads', () => {
  it('counts the last 90 days of requests for the trades in the places, with the towns', async () => {
    await seedCompany('other', { districts: ['LS6'] });
    await requestAt(client(), 'LS6 2AB');
    await requestAt(client(), 'LS6 3BB');
    await requestAt(client(), 'BD1 1AA');
    // Matching counts demand just after its transaction: wait for the last request's count.
    const month = londonDateOf(Date.now()).slice(0, 7);
    await eventually(async () => {
      const counted = await adminDb()
        .collection(COLLECTIONS.coverageDemand)
        .doc(`${month}_plumber`)
        .get();
      return counted.get('places.BD1') ? true : undefined;
    }, 'the demand count');
    // An old month's requests are outside the window.
    await adminDb()
      .collection(COLLECTIONS.coverageDemand)
      .doc('2025-01_plumber')
      .set({ month: '2025-01', trade: 'plumber', places: { LS6: { d10: 7 } } });

    const email = await seedCompany('estimator');
    await signIn(email);
    const estimate = (coverage: Record<string, unknown>, trades = ['plumber']) =>
      client().call('estimateCoverageLeads', { trades, coverage });

    expect(await estimate(districts({ districts: ['LS6'] }))).toEqual({
      districtCount: 1,
      towns: ['Leeds'],
      moreTowns: 0,
      requestsLast90Days: 2,
    });
    expect(await estimate(districts({ areas: ['LS', 'BD'] }))).toMatchObject({
      districtCount: knownDistrictsOfArea('LS').length + knownDistrictsOfArea('BD').length,
      requestsLast90Days: 3,
    });
    expect(await estimate(districts({ districts: ['LS7'] }))).toMatchObject({
      requestsLast90Days: 0,
    });
    expect(await estimate(districts({ districts: ['LS6'] }), ['electrician'])).toMatchObject({
      requestsLast90Days: 0,
    });
    // A 10-mile radius round the company's base (LS1) reaches Bradford.
    expect(
      await estimate({ mode: 'radius', areas: [], districts: [], radiusMiles: 10 }),
    ).toMatchObject({ districtCount: districtsWithin('LS1', 10).length, requestsLast90Days: 3 });
  });
});
