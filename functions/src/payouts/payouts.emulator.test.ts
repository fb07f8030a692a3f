import { signInWithEmailAndPassword } from 'firebase/auth';
import type { DocumentData } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { ConnectMoneyMovement, StripeRedirect } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';

import {
  adminDb,
  callFailure,
  clearEmulators,
  closeAdmin,
  eventually,
  signUpCustomer,
  uniqueEmail,
  webClient,
  type WebClient,
} from '../testing/emulators';
import { COMPANY_PASSWORD, seedCompany } from '../testing/quote-fixtures';
import { signInAsAdmin } from '../testing/billing-fixtures';
import { CONNECT_WEBHOOK_URL, standIn, standInStripe } from '../testing/stripe-stand-in';
import { PAYOUT_MESSAGES } from './payout-messages';

const COMPANY_ID = 'payouts-co';
let client: WebClient;

beforeEach(async () => {
  await clearEmulators();
  await standIn.reset();
  client = webClient();
});
afterEach(async () => {
  await client.close();
});
afterAll(closeAdmin);

async function signInAsCompany(id = COMPANY_ID): Promise<string> {
  const email = await seedCompany(id, { slug: `${id}-leeds` });
  await signInWithEmailAndPassword(client.auth, email, COMPANY_PASSWORD);
  return email;
}

const startOnboarding = () => client.call<StripeRedirect>('startConnectOnboarding');
const dashboardLink = () => client.call<StripeRedirect>('createConnectDashboardLink');
const activity = (data: unknown) =>
  client.call<{ transfers: ConnectMoneyMovement[]; payouts: ConnectMoneyMovement[] }>(
    'listConnectAccountActivity',
    data,
  );

const savedAccountId = async (uid = COMPANY_ID) =>
  (await adminDb().collection(COLLECTIONS.stripeRefs).doc(uid).get()).get('connectAccountId') as
    string | undefined;

const mirror = (uid = COMPANY_ID) => adminDb().collection(COLLECTIONS.connectAccounts).doc(uid);

/** `connectAccounts/{uid}` once the webhook has written it in a state `accept` accepts. */
function mirrorWhen(accept: (data: DocumentData) => boolean, what: string, uid = COMPANY_ID) {
  return eventually(async () => {
    const data = (await mirror(uid).get()).data();
    return data && accept(data) ? data : undefined;
  }, what);
}

async function payoutNotifications(uid = COMPANY_ID) {
  const snapshot = await adminDb()
    .collection(COLLECTIONS.notifications)
    .where('userId', '==', uid)
    .get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

describe('startConnectOnboarding', () => {
  it('creates a prefilled Express account, saves it and answers an onboarding link', async () => {
    const email = await signInAsCompany();

    const { url } = await startOnboarding();

    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:12111\/connect\/onboarding\/[^/]+$/);
    const accountId = await savedAccountId();
    expect(accountId).toMatch(/^acct_/);
    const account = await standInStripe().accounts.retrieve(accountId!);
    expect(account).toMatchObject({
      type: 'express',
      country: 'GB',
      email,
      metadata: { companyUid: COMPANY_ID },
      business_profile: {
        name: `Company ${COMPANY_ID}`,
        mcc: '1520',
        url: `http://localhost:5173/company/profile/${COMPANY_ID}-leeds`,
        product_description: 'Plumber work for homeowners, booked through Fixwell.',
      },
    });

    // Stripe's account.updated for the new account reaches the Connect webhook.
    const mirrored = await mirrorWhen(() => true, 'the new account to be mirrored');
    expect(mirrored).toMatchObject({
      accountId,
      companyId: COMPANY_ID,
      companyName: `Company ${COMPANY_ID}`,
      status: 'onboarding',
      detailsSubmitted: false,
      chargesEnabled: false,
      payoutsEnabled: false,
    });
    expect(mirrored.requirementsDue).toContain('external_account');
    expect(mirrored.stripeCreatedAt.toMillis()).toBe((account.created ?? 0) * 1000);
  });

  it('reuses the account the second time, with a fresh link', async () => {
    await signInAsCompany();
    const first = await startOnboarding();
    const accountId = await savedAccountId();

    const second = await startOnboarding();

    expect(second.url).not.toBe(first.url);
    expect(await savedAccountId()).toBe(accountId);
    // Stripe announces every new account: only one was created.
    const accounts = new Set(
      (await standIn.events({ type: 'account.updated' })).map((event) => event.account),
    );
    expect([...accounts]).toEqual([accountId]);
  });

  it('refuses anyone but a company, and anonymous callers', async () => {
    expect(await callFailure(startOnboarding())).toMatchObject({
      code: 'functions/unauthenticated',
    });

    await signUpCustomer(client, uniqueEmail('customer'));
    expect(await callFailure(startOnboarding())).toMatchObject({
      code: 'functions/permission-denied',
      message: PAYOUT_MESSAGES.notCompany,
    });
    await client.auth.signOut();

    await signInAsAdmin(client);
    expect(await callFailure(startOnboarding())).toMatchObject({
      code: 'functions/permission-denied',
    });
    expect(await savedAccountId('admin-1')).toBeUndefined();
  });

  it('refuses input, as it takes none', async () => {
    await signInAsCompany();
    expect(
      await callFailure(client.call('startConnectOnboarding', { country: 'US' })),
    ).toMatchObject({ code: 'functions/invalid-argument' });
    expect(await savedAccountId()).toBeUndefined();
  });
});

describe('account.updated through the Connect webhook', () => {
  it('mirrors a completed onboarding as enabled and tells the company once', async () => {
    await signInAsCompany();
    const { url } = await startOnboarding();
    await mirrorWhen(() => true, 'the new account');

    await standIn.submitOnboarding(url, true);

    const mirrored = await mirrorWhen((data) => data.status === 'enabled', 'payouts enabled');
    expect(mirrored).toMatchObject({
      detailsSubmitted: true,
      chargesEnabled: true,
      payoutsEnabled: true,
      requirementsDue: [],
      requirementsPastDue: [],
    });
    const notices = await payoutNotifications();
    expect(notices).toEqual([
      expect.objectContaining({
        id: `payouts-enabled-${COMPANY_ID}`,
        title: 'Payouts are set up',
        link: '/company/stripe-connect/success',
        readAt: null,
      }),
    ]);

    // The same event again changes nothing and sends no second notice.
    const [latest] = (await standIn.events({ type: 'account.updated' })).slice(-1);
    expect((await standIn.deliver(latest!.id)).status).toBe(200);
    expect(await payoutNotifications()).toHaveLength(1);
  });

  it('mirrors "Save and finish later" with the requirements still due', async () => {
    await signInAsCompany();
    const { url } = await startOnboarding();
    await mirrorWhen(() => true, 'the new account');

    await standIn.submitOnboarding(url, false);

    const mirrored = await mirrorWhen(
      (data) => data.detailsSubmitted === true,
      'details submitted',
    );
    expect(mirrored).toMatchObject({
      status: 'restricted',
      chargesEnabled: false,
      payoutsEnabled: false,
    });
    expect(mirrored.requirementsDue).toContain('external_account');
    expect(await payoutNotifications()).toEqual([]);
  });

  it('never rolls back to an older state when an older event arrives after a newer one', async () => {
    await signInAsCompany();
    const { url } = await startOnboarding();
    await mirrorWhen(() => true, 'the new account');
    await standIn.submitOnboarding(url, true);
    await mirrorWhen((data) => data.status === 'enabled', 'payouts enabled');
    const accountId = await savedAccountId();
    const events = (await standIn.events({ type: 'account.updated' })).filter(
      (event) => event.account === accountId,
    );
    expect(events.length).toBeGreaterThanOrEqual(2);
    const oldest = events[0]!;

    // The account's first event (not yet set up) delivered now, as if it had been delayed.
    await adminDb().collection(COLLECTIONS.stripeEvents).doc(oldest.id).delete();
    const answer = await standIn.deliver(oldest.id);

    expect(answer.status).toBe(200);
    expect((await adminDb().collection(COLLECTIONS.stripeEvents).doc(oldest.id).get()).exists).toBe(
      true,
    );
    expect((await mirror().get()).data()).toMatchObject({
      status: 'enabled',
      payoutsEnabled: true,
    });
  });

  it('refuses a bad or missing signature on the Connect endpoint and writes nothing', async () => {
    await signInAsCompany();
    await startOnboarding();
    await mirrorWhen(() => true, 'the new account');
    const [event] = await standIn.events({ type: 'account.updated' });
    await Promise.all([
      adminDb().collection(COLLECTIONS.stripeEvents).doc(event!.id).delete(),
      mirror().delete(),
    ]);

    expect((await standIn.deliver(event!.id, { signature: 'bad' })).status).toBe(400);
    expect((await standIn.deliver(event!.id, { signature: 'missing' })).status).toBe(400);
    const forged = await fetch(CONNECT_WEBHOOK_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=forged' },
      body: JSON.stringify({ id: event!.id, type: 'account.updated' }),
    });
    expect(forged.status).toBe(400);

    expect((await mirror().get()).exists).toBe(false);
    expect((await adminDb().collection(COLLECTIONS.stripeEvents).doc(event!.id).get()).exists).toBe(
      false,
    );
  });
});

describe('createConnectDashboardLink', () => {
  it('answers an Express dashboard login link once details are submitted', async () => {
    await signInAsCompany();
    expect(await callFailure(dashboardLink())).toMatchObject({
      code: 'functions/failed-precondition',
      message: PAYOUT_MESSAGES.finishSetup,
    });

    const { url } = await startOnboarding();
    expect(await callFailure(dashboardLink())).toMatchObject({
      code: 'functions/failed-precondition',
      message: PAYOUT_MESSAGES.finishSetup,
    });

    await standIn.submitOnboarding(url, true);
    const link = await dashboardLink();
    expect(link.url).toMatch(/^http:\/\/127\.0\.0\.1:12111\/express\/[^/]+$/);
  });

  it('refuses anyone but a company, anonymous callers and input', async () => {
    expect(await callFailure(dashboardLink())).toMatchObject({
      code: 'functions/unauthenticated',
    });
    await signUpCustomer(client, uniqueEmail('customer'));
    expect(await callFailure(dashboardLink())).toMatchObject({
      code: 'functions/permission-denied',
    });
    await client.auth.signOut();
    await signInAsAdmin(client);
    expect(await callFailure(dashboardLink())).toMatchObject({
      code: 'functions/permission-denied',
    });
    await client.auth.signOut();
    await signInAsCompany();
    expect(
      await callFailure(client.call('createConnectDashboardLink', { accountId: 'acct_other' })),
    ).toMatchObject({ code: 'functions/invalid-argument' });
  });
});

describe('listConnectAccountActivity', () => {
  it("lists a company's transfers and payouts for an admin", async () => {
    await signInAsCompany();
    const { url } = await startOnboarding();
    await standIn.submitOnboarding(url, true);
    await client.auth.signOut();
    await signInAsAdmin(client);

    const answer = await activity({ companyId: COMPANY_ID });

    // A new account has moved no money yet; the shapes are unit-tested in connect-activity.test.ts.
    expect(answer).toEqual({ transfers: [], payouts: [] });
  });

  it('answers not-found for a company without an account', async () => {
    await seedCompany('no-payouts');
    await signInAsAdmin(client);
    expect(await callFailure(activity({ companyId: 'no-payouts' }))).toMatchObject({
      code: 'functions/not-found',
      message: PAYOUT_MESSAGES.noAccount,
    });
  });

  it('refuses anyone but an admin before reading the input, and bad input', async () => {
    expect(await callFailure(activity({ companyId: COMPANY_ID }))).toMatchObject({
      code: 'functions/unauthenticated',
    });
    await signInAsCompany();
    expect(await callFailure(activity({ companyId: COMPANY_ID }))).toMatchObject({
      code: 'functions/permission-denied',
      message: PAYOUT_MESSAGES.notAdmin,
    });
    // The role is checked first: a company sending nonsense is still told it may not.
    expect(await callFailure(activity({}))).toMatchObject({
      code: 'functions/permission-denied',
    });
    await client.auth.signOut();
    await signUpCustomer(client, uniqueEmail('customer'));
    expect(await callFailure(activity({ companyId: COMPANY_ID }))).toMatchObject({
      code: 'functions/permission-denied',
    });
    await client.auth.signOut();
    await signInAsAdmin(client);
    expect(await callFailure(activity({}))).toMatchObject({
      code: 'functions/invalid-argument',
    });
  });
});
