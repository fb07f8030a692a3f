import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  FEATURE_SWITCH_REFUSALS,
  PLATFORM_SETTINGS_AUDIT_ACTION,
  PLATFORM_SETTINGS_DEFAULTS,
  PLATFORM_SETTINGS_DOC,
  PLATFORM_SETTINGS_MESSAGES,
  PLATFORM_SETTINGS_TARGET,
  type PlatformSettings,
} from '@fixwell/common/admin/platform-settings';
import { COLLECTIONS, SETTINGS_DOCS } from '@fixwell/common/collections';

import { loadPlatformSettings } from '../lib/platform-settings';
import { maxCompaniesPerQuote } from '../matching/match-quote';
import {
  adminDb,
  callFailure,
  callSignedInAgo,
  expectSignInAgain,
  clearEmulators,
  closeAdmin,
  eventually,
} from '../testing/emulators';
import { signInWithEmailAndPassword } from 'firebase/auth';

import {
  COMPANY_PASSWORD,
  quoteForm,
  seedCompany,
  seedQuoteCatalogue,
} from '../testing/quote-fixtures';
import { testPeople } from '../testing/user-fixtures';

const people = testPeople();

/** The settings in force with nothing saved, as the form shows them (no support email set here). */
const current: PlatformSettings = PLATFORM_SETTINGS_DEFAULTS;
const settingsDoc = async (name: string) =>
  (await adminDb().collection(COLLECTIONS.settings).doc(name).get()).data();
async function audit() {
  const entries = await adminDb()
    .collection(COLLECTIONS.adminAudit)
    .where('target', '==', PLATFORM_SETTINGS_TARGET)
    .get();
  return entries.docs.map((doc) => doc.data());
}

beforeEach(async () => {
  await clearEmulators();
  await people.seed('admin-1', 'admin');
  await people.seed('former-admin', 'admin', { active: false });
  await people.seed('customer-1', 'customer');
  await people.seed('company-1', 'company');
});
afterEach(() => people.closeClients());
afterAll(closeAdmin);

describe('updatePlatformSettings', () => {
  it('saves the cap where matching reads it and the rest in settings/platform, audited before and after', async () => {
    const admin = await people.signedIn('admin-1');
    const next = {
      ...current,
      maxCompaniesPerQuote: 2,
      noFirstMessageCreditHours: 36,
      features: { quoteWidget: true, extraLeads: false },
      supportEmail: 'Help-Desk@Fixwell.test',
    };
    const answer = await admin.call<{ settings: PlatformSettings; changed: string[] }>(
      'updatePlatformSettings',
      next,
    );
    expect(answer.changed.sort()).toEqual(
      [
        'features.extraLeads',
        'maxCompaniesPerQuote',
        'noFirstMessageCreditHours',
        'supportEmail',
      ].sort(),
    );
    expect(answer.settings.supportEmail).toBe('help-desk@fixwell.test');

    expect(await settingsDoc(SETTINGS_DOCS.matching)).toMatchObject({ maxCompaniesPerQuote: 2 });
    expect(await settingsDoc(PLATFORM_SETTINGS_DOC)).toMatchObject({
      noFirstMessageCreditHours: 36,
      unreadCreditHours: 48,
      leadExpiryHours: 72,
      features: { quoteWidget: true, extraLeads: false },
      supportEmail: 'help-desk@fixwell.test',
    });
    expect(await settingsDoc(PLATFORM_SETTINGS_DOC)).not.toHaveProperty('maxCompaniesPerQuote');

    const [entry, ...more] = await audit();
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      action: PLATFORM_SETTINGS_AUDIT_ACTION,
      actor: { uid: 'admin-1', email: people.emailOf('admin-1') },
      before: {
        maxCompaniesPerQuote: 3,
        noFirstMessageCreditHours: 48,
        'features.extraLeads': true,
        supportEmail: '',
      },
      after: {
        maxCompaniesPerQuote: 2,
        noFirstMessageCreditHours: 36,
        'features.extraLeads': false,
        supportEmail: 'help-desk@fixwell.test',
      },
      reason: null,
    });
    expect(Object.keys(entry!.after as object)).toHaveLength(4);
  });

  it('is what matching and the scheduled jobs read next', async () => {
    const admin = await people.signedIn('admin-1');
    await admin.call('updatePlatformSettings', {
      ...current,
      maxCompaniesPerQuote: 5,
      leadExpiryHours: 96,
    });
    expect(await maxCompaniesPerQuote()).toBe(5);
    expect(await loadPlatformSettings()).toMatchObject({
      maxCompaniesPerQuote: 5,
      leadExpiryHours: 96,
    });
  });

  it('writes nothing and audits nothing when nothing changed', async () => {
    const admin = await people.signedIn('admin-1');
    expect(await admin.call('updatePlatformSettings', current)).toEqual({
      settings: current,
      changed: [],
    });
    expect(await settingsDoc(PLATFORM_SETTINGS_DOC)).toBeUndefined();
    expect(await audit()).toHaveLength(0);
  });

  it('asks for a recent sign-in: refused 10 minutes after it, saving nothing; saved within 5', async () => {
    const admin = await people.signedIn('admin-1');
    const next = { ...current, maxCompaniesPerQuote: 2 };
    const stale = await callSignedInAgo(admin, 600, 'updatePlatformSettings', next);
    expectSignInAgain(stale);
    expect(await settingsDoc(SETTINGS_DOCS.matching)).toBeUndefined();
    expect(await settingsDoc(PLATFORM_SETTINGS_DOC)).toBeUndefined();
    expect(await audit()).toHaveLength(0);

    const fresh = await callSignedInAgo(admin, 240, 'updatePlatformSettings', next);
    expect(fresh.status).toBe(200);
    expect(fresh.body.result).toEqual({ settings: next, changed: ['maxCompaniesPerQuote'] });
    expect(await settingsDoc(SETTINGS_DOCS.matching)).toMatchObject({ maxCompaniesPerQuote: 2 });
    expect(await audit()).toHaveLength(1);
  });

  it('refuses a customer, a company, a deactivated admin and a visitor, saving nothing', async () => {
    const attempt = { ...current, maxCompaniesPerQuote: 5, supportEmail: 'attacker@example.com' };
    for (const uid of ['customer-1', 'company-1', 'former-admin']) {
      const client = await people.signedIn(uid);
      expect(await callFailure(client.call('updatePlatformSettings', attempt))).toMatchObject({
        code: 'functions/permission-denied',
        message: PLATFORM_SETTINGS_MESSAGES.notAdmin,
      });
    }
    expect((await callFailure(people.visitor().call('updatePlatformSettings', attempt))).code).toBe(
      'functions/unauthenticated',
    );
    expect(await settingsDoc(SETTINGS_DOCS.matching)).toBeUndefined();
    expect(await settingsDoc(PLATFORM_SETTINGS_DOC)).toBeUndefined();
    expect(await audit()).toHaveLength(0);
  });

  it('answers each bad value with its exact message on its field', async () => {
    const admin = await people.signedIn('admin-1');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ maxCompaniesPerQuote: 0 }, 'maxCompaniesPerQuote', 'Enter a whole number from 1 to 5.'],
      [{ maxCompaniesPerQuote: 6 }, 'maxCompaniesPerQuote', 'Enter a whole number from 1 to 5.'],
      [
        { noFirstMessageCreditHours: 12 },
        'noFirstMessageCreditHours',
        'Enter a whole number of hours from 24 to 168.',
      ],
      [
        { unreadCreditHours: 24.5 },
        'unreadCreditHours',
        'Enter a whole number of hours from 24 to 168.',
      ],
      [
        { leadExpiryHours: 1000 },
        'leadExpiryHours',
        'Enter a whole number of hours from 24 to 168.',
      ],
      [
        { features: { quoteWidget: 'off', extraLeads: true } },
        'features.quoteWidget',
        'Choose on or off.',
      ],
      [
        { supportEmail: 'support at fixwell' },
        'supportEmail',
        PLATFORM_SETTINGS_MESSAGES.supportEmail,
      ],
    ];
    for (const [change, field, message] of cases) {
      expect(
        await callFailure(admin.call('updatePlatformSettings', { ...current, ...change })),
      ).toMatchObject({
        code: 'functions/invalid-argument',
        message,
        details: { fields: { [field]: message } },
      });
    }
    expect(await audit()).toHaveLength(0);
  });
});

describe('feature switches', () => {
  it('quoteWidget off: requests from company widgets are refused, the website’s still go through', async () => {
    await seedQuoteCatalogue();
    const admin = await people.signedIn('admin-1');
    await admin.call('updatePlatformSettings', {
      ...current,
      features: { quoteWidget: false, extraLeads: true },
    });
    const visitor = people.visitor();
    expect(
      await callFailure(visitor.call('submitQuoteRequest', quoteForm({ source: 'widget' }))),
    ).toMatchObject({
      code: 'functions/failed-precondition',
      message: FEATURE_SWITCH_REFUSALS.quoteWidget,
    });
    expect(await visitor.call('submitQuoteRequest', quoteForm({ source: 'web' }))).toMatchObject({
      id: expect.any(String),
    });
  });

  it('extraLeads off: no lead beyond the allowance is sold, whatever the company chose', async () => {
    await seedQuoteCatalogue();
    const companyEmail = await seedCompany('busy', { used: 5 });
    // The company has switched extra leads on for itself.
    await adminDb()
      .collection(COLLECTIONS.leadAllowances)
      .doc('busy')
      .set({ extraLeadsEnabled: true, extraLeadsCapPence: 5000 }, { merge: true });
    const admin = await people.signedIn('admin-1');
    await admin.call('updatePlatformSettings', {
      ...current,
      features: { quoteWidget: true, extraLeads: false },
    });
    const { id } = await people.visitor().call<{ id: string }>('submitQuoteRequest', quoteForm());
    const leadId = `${id}_busy`;
    await eventually(async () => {
      const lead = await adminDb().collection(COLLECTIONS.leads).doc(leadId).get();
      return lead.exists ? true : undefined;
    }, 'the lead');

    const company = people.visitor();
    await signInWithEmailAndPassword(company.auth, companyEmail, COMPANY_PASSWORD);
    expect(
      await callFailure(company.call('acceptLead', { leadId, extraLeadPricePence: 800 })),
    ).toMatchObject({
      code: 'functions/resource-exhausted',
      message: FEATURE_SWITCH_REFUSALS.extraLeads,
    });
    const lead = (await adminDb().collection(COLLECTIONS.leads).doc(leadId).get()).data();
    expect(lead).toMatchObject({ status: 'new', customer: null });
  });
});
