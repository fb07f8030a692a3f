import { signInWithEmailAndPassword } from 'firebase/auth';
import type { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import { FEE_DEFAULTS } from '@fixwell/common/billing/fees';
import { COLLECTIONS, SETTINGS_DOCS } from '@fixwell/common/collections';

import {
  adminDb,
  callFailure,
  callSignedInAgo,
  expectSignInAgain,
  clearEmulators,
  closeAdmin,
  signUpCustomer,
  uniqueEmail,
  webClient,
  type WebClient,
} from '../testing/emulators';
import { signInAsAdmin } from '../testing/billing-fixtures';
import { COMPANY_PASSWORD, seedCompany } from '../testing/quote-fixtures';
import { FEE_MESSAGES } from './fee-schedule-change';
import { londonMidnightMillis, londonDateOf } from '@fixwell/common/london-time';

const DAY = 24 * 60 * 60 * 1000;
let client: WebClient;

beforeEach(async () => {
  await clearEmulators();
  client = webClient();
});
afterEach(async () => {
  await client.close();
});
afterAll(closeAdmin);

/** A London date `days` from today. */
const londonDate = (days: number) => londonDateOf(Date.now() + days * DAY);

const fee = (overrides: Record<string, unknown> = {}) => ({
  percentBasisPoints: 300,
  fixedPence: 25,
  minimumPence: 75,
  effectiveFrom: londonDate(0),
  ...overrides,
});

const update = (data: unknown) => client.call<{ saved: true }>('updateFeeSettings', data);

const feeSettings = async () =>
  (await adminDb().collection(COLLECTIONS.settings).doc(SETTINGS_DOCS.fees).get()).data();

async function feeAudit() {
  const snapshot = await adminDb()
    .collection(COLLECTIONS.adminAudit)
    .where('target', '==', 'settings/fees')
    .get();
  return snapshot.docs
    .map((doc) => doc.data())
    .sort((a, b) => (a.at as Timestamp).toMillis() - (b.at as Timestamp).toMillis());
}

describe('updateFeeSettings', () => {
  it('appends the schedule from London midnight, with who changed it, and audits it', async () => {
    const adminEmail = await signInAsAdmin(client);
    const today = londonDate(0);

    expect(await update(fee())).toEqual({ saved: true });

    const settings = await feeSettings();
    expect(settings?.schedules).toHaveLength(1);
    const [schedule] = settings!.schedules;
    expect(schedule).toMatchObject({
      percentBasisPoints: 300,
      fixedPence: 25,
      minimumPence: 75,
      changedBy: { uid: 'admin-1', email: adminEmail },
    });
    expect(schedule.effectiveFrom.toMillis()).toBe(londonMidnightMillis(today));
    expect(Math.abs(schedule.changedAt.toMillis() - Date.now())).toBeLessThan(60_000);
    expect(settings?.updatedAt).toBeDefined();

    expect(await feeAudit()).toEqual([
      expect.objectContaining({
        action: 'fees.update',
        actor: { uid: 'admin-1', email: adminEmail },
        target: 'settings/fees',
        before: { ...FEE_DEFAULTS, effectiveFrom: null },
        after: { percentBasisPoints: 300, fixedPence: 25, minimumPence: 75, effectiveFrom: today },
        reason: null,
      }),
    ]);
  });

  it('replaces a change planned for the same day, and audits the fee in force as before', async () => {
    await signInAsAdmin(client);
    const today = londonDate(0);
    const nextWeek = londonDate(7);
    await update(fee());
    await update(fee({ percentBasisPoints: 350, effectiveFrom: nextWeek }));

    await update(fee({ percentBasisPoints: 325, effectiveFrom: nextWeek }));

    const schedules = (await feeSettings())?.schedules as Array<Record<string, unknown>>;
    expect(schedules.map((schedule) => schedule.percentBasisPoints)).toEqual([300, 325]);
    const audit = await feeAudit();
    expect(audit).toHaveLength(3);
    expect(audit[2]).toMatchObject({
      before: { percentBasisPoints: 300, fixedPence: 25, minimumPence: 75, effectiveFrom: today },
      after: { percentBasisPoints: 325, effectiveFrom: nextWeek },
    });
  });

  it('refuses a date that has passed, on the field, and saves nothing', async () => {
    await signInAsAdmin(client);
    expect(await callFailure(update(fee({ effectiveFrom: londonDate(-1) })))).toEqual({
      code: 'functions/invalid-argument',
      message: FEE_MESSAGES.invalid,
      details: { fields: { effectiveFrom: FEE_MESSAGES.effectiveFromPast } },
    });
    expect(await feeSettings()).toBeUndefined();
    expect(await feeAudit()).toEqual([]);
  });

  it('asks for a recent sign-in: refused 10 minutes after it, saving nothing; saved within 5', async () => {
    await signInAsAdmin(client);
    const stale = await callSignedInAgo(client, 600, 'updateFeeSettings', fee());
    expectSignInAgain(stale);
    expect(await feeSettings()).toBeUndefined();
    expect(await feeAudit()).toEqual([]);

    const fresh = await callSignedInAgo(client, 240, 'updateFeeSettings', fee());
    expect(fresh.body.result).toEqual({ saved: true });
    expect((await feeSettings())?.schedules).toHaveLength(1);
  });

  it('refuses out-of-range values with the form’s messages', async () => {
    await signInAsAdmin(client);
    expect(
      await callFailure(update(fee({ percentBasisPoints: -1, fixedPence: 12.5 }))),
    ).toMatchObject({
      code: 'functions/invalid-argument',
      details: {
        fields: {
          percentBasisPoints: 'The percentage cannot be negative.',
          fixedPence: 'Enter the fixed amount in whole pence.',
        },
      },
    });
    expect(await callFailure(update(fee({ effectiveFrom: '31/12/2026' })))).toMatchObject({
      code: 'functions/invalid-argument',
      details: { fields: { effectiveFrom: 'Enter the date it applies from.' } },
    });
    expect(await feeSettings()).toBeUndefined();
  });

  it('refuses anyone but an admin, before reading the input', async () => {
    expect(await callFailure(update(fee()))).toMatchObject({ code: 'functions/unauthenticated' });

    const email = await seedCompany('fees-company');
    await signInWithEmailAndPassword(client.auth, email, COMPANY_PASSWORD);
    expect(await callFailure(update(fee()))).toMatchObject({
      code: 'functions/permission-denied',
      message: FEE_MESSAGES.notAdmin,
    });
    expect(await callFailure(update({ percentBasisPoints: 'lots' }))).toMatchObject({
      code: 'functions/permission-denied',
    });
    await client.auth.signOut();

    await signUpCustomer(client, uniqueEmail('customer'));
    expect(await callFailure(update(fee()))).toMatchObject({
      code: 'functions/permission-denied',
    });
    expect(await feeSettings()).toBeUndefined();
  });
});
