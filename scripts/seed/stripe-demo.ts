// The demo's money side, put in place through the product's own path rather than written directly:
// the seed signs in as the demo admin and companies on the Auth emulator, calls the real callables
// on the Functions emulator, finishes Stripe's hosted pages through the local Stripe stand-in's
// control API (scripts/stripe-stand-in), and waits for the webhook to write the documents. So the
// demo's plans have Stripe Products and Prices, `company@` is subscribed to Professional with
// payouts enabled, and `pastdue@`'s renewal has failed, exactly as a person in the browser would
// have left them.
//
// Re-runnable: everything the stand-in already holds is kept; a document pointing at a Stripe
// object the stand-in no longer knows (its state file was wiped, the emulators' data was not) is
// cleared and done again.
import { existsSync, readFileSync } from 'node:fs';

import type { Firestore } from 'firebase-admin/firestore';
import Stripe from 'stripe';

import { SEED_PLANS } from '@fixwell/common/catalogue/catalogue-data';
import { planEditSchema, type PlanEdit } from '@fixwell/common/billing/plans';
import { COLLECTIONS } from '@fixwell/common/collections';
import { millisOf } from '@fixwell/common/timestamps';
import { subscriptionAccess } from '@fixwell/common/subscription';

import { REGION } from '../../functions/src/lib/region';
import { hashOf } from './catalogue';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? 'demo-fixwell';
// The stand-in's local values, as scripts/lib/stripe-local.mjs has them (not imported: it loads
// esbuild, which this bundle cannot contain).
const STAND_IN_URL = process.env.STRIPE_LOCAL_API_URL ?? 'http://127.0.0.1:12111';
const LOCAL_SECRET_KEY = 'sk_test_local_fixwell';
const LOCAL_KEY_PREFIX = 'sk_test_local';
const FUNCTIONS_ORIGIN = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? 'http://127.0.0.1:5001';
/** Stripe's test card that pays. */
const CARD_PAYS = '4242424242424242';
/** How long the Functions emulator may take to load the functions after it reports running. */
const FUNCTIONS_TIMEOUT_MS = 180_000;
/** How long the webhook may take to write what a finished Stripe page caused. */
const WEBHOOK_TIMEOUT_MS = 60_000;

export interface StripeDemoAccount {
  uid: string;
  email: string;
  password: string;
}

export interface StripeDemoAccounts {
  admin: StripeDemoAccount;
  /** Subscribed to Professional, payouts enabled. */
  company: StripeDemoAccount;
  /** Subscribed to Starter, then its first renewal failed: past due, inside its grace period. */
  pastDue: StripeDemoAccount;
  /** Neither: no subscription document, no Connect account. */
  newco: StripeDemoAccount;
}

// ---- the stand-in, the Auth emulator and the callables -------------------------------------

/**
 * Whether the emulated functions call the stand-in: `functions/.secret.local` is absent (the
 * scripts write the local values) or holds a local key. Only the key's prefix is looked at. With a
 * developer's own test key (README "Real Stripe") the hosted pages are Stripe's, which a script
 * cannot finish, so the demo's money side is left to be made in the browser.
 */
function functionsUseStandIn(): boolean {
  const file = new URL('../../functions/.secret.local', import.meta.url);
  if (!existsSync(file)) return true;
  const key = /^STRIPE_SECRET_KEY=(.*)$/m.exec(readFileSync(file, 'utf8'))?.[1]?.trim();
  return !key || key.startsWith(LOCAL_KEY_PREFIX);
}

async function standIn<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${STAND_IN_URL}/_stand-in/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch((error: unknown) => {
    throw new Error(
      `The local Stripe stand-in is not answering at ${STAND_IN_URL} (${error instanceof Error ? error.message : error}). ` +
        'It starts with the emulators (npm start, scripts/with-emulators.mjs).',
    );
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`Stripe stand-in: ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : {}) as T;
}

function stripeClient(): Stripe {
  const url = new URL(STAND_IN_URL);
  return new Stripe(LOCAL_SECRET_KEY, {
    host: url.hostname,
    port: Number(url.port || 80),
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
}

/** Whether the stand-in still holds this object (false for a 404, an error for anything else). */
async function exists(retrieve: () => Promise<unknown>): Promise<boolean> {
  try {
    await retrieve();
    return true;
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return false;
    throw error;
  }
}

/** An ID token from the Auth emulator's REST sign-in, as the web SDK would get it. */
export async function idTokenOf(account: StripeDemoAccount): Promise<string> {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: account.email,
        password: account.password,
        returnSecureToken: true,
      }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message?: string } };
  if (!body.idToken)
    throw new Error(
      `Signing in as ${account.email} failed: ${body.error?.message ?? response.status}`,
    );
  return body.idToken;
}

/** Calls a callable over its HTTP protocol, as the signed-in account. */
export async function call<T>(name: string, data: unknown, idToken: string): Promise<T> {
  const url = `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/${REGION}/${name}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data }),
  }).catch((error: unknown) => {
    throw new Error(
      `The Functions emulator is not answering at ${FUNCTIONS_ORIGIN} (${error instanceof Error ? error.message : error}).`,
    );
  });
  const text = await response.text();
  let body: { result?: T; error?: { status?: string; message?: string } } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // not the callable protocol: reported below
  }
  if (!response.ok || body.error || body.result === undefined) {
    const reason = body.error
      ? `${body.error.status}: ${body.error.message}`
      : `${response.status} ${text.slice(0, 200)}`;
    throw new Error(`${name} failed (${reason})`);
  }
  return body.result;
}

/**
 * `npm start` seeds as soon as the emulators report running, which can be before the Functions
 * emulator has loaded the functions (it answers 404 until then). Waits for a callable and for the
 * webhook (which answers an unsigned POST with 400) to be there.
 */
export async function waitForFunctions(): Promise<void> {
  const base = `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/${REGION}`;
  const loaded = async (url: string) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: null }),
    }).catch(() => undefined);
    await response?.text();
    return response !== undefined && response.status !== 404;
  };
  const deadline = Date.now() + FUNCTIONS_TIMEOUT_MS;
  while (!((await loaded(`${base}/savePlan`)) && (await loaded(`${base}/api/stripe/webhook`)))) {
    if (Date.now() > deadline)
      throw new Error(
        `The Functions emulator at ${FUNCTIONS_ORIGIN} has not loaded savePlan and the api webhook ` +
          `after ${FUNCTIONS_TIMEOUT_MS / 1000} s: check its log for a build or load error.`,
      );
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The last path segment of a hosted page's URL: the Checkout session or the account link. */
function lastSegment(url: string): string {
  const segment = new URL(url).pathname.split('/').filter(Boolean).pop();
  if (!segment) throw new Error(`Unexpected Stripe page URL: ${url}`);
  return segment;
}

/** Polls a document until `done` accepts it, or fails naming what the webhook did not write. */
async function waitForDocument(
  db: Firestore,
  path: string,
  done: (data: Record<string, unknown>) => boolean,
  what: string,
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + WEBHOOK_TIMEOUT_MS;
  let last: Record<string, unknown> | undefined;
  for (;;) {
    last = (await db.doc(path).get()).data();
    if (last && done(last)) return last;
    if (Date.now() > deadline)
      throw new Error(
        `Timed out after ${WEBHOOK_TIMEOUT_MS / 1000} s waiting for the Stripe webhook to write ${path} (${what}); ` +
          `it holds ${last ? JSON.stringify({ status: last.status, planId: last.planId, payoutsEnabled: last.payoutsEnabled }) : 'nothing'}. ` +
          'Check the Functions emulator log for POST /api/stripe/webhook and the stand-in at ' +
          `${STAND_IN_URL}/_stand-in/events.`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// ---- plans -----------------------------------------------------------------------------------

/**
 * Every seeded plan gets its Stripe Product and Price through `savePlan`, as an admin's edit would
 * create them: when it has none yet, when the stand-in no longer knows its price, or when the
 * price no longer matches the plan (plans.json changed and the catalogue seed refreshed it).
 * savePlan marks what it saves as an admin's; a plan the seed owned stays the seed's, so later
 * changes to plans.json still reach it.
 */
async function seedPlans(db: Firestore, stripe: Stripe, adminToken: string): Promise<string[]> {
  const saved: string[] = [];
  for (const seedPlan of SEED_PLANS) {
    const ref = db.collection(COLLECTIONS.plans).doc(seedPlan.id);
    const stored = (await ref.get()).data() ?? {};
    const plan = { ...seedPlan, ...stored } as Record<string, unknown>;
    const priceId = typeof plan.stripePriceId === 'string' ? plan.stripePriceId : null;
    const productId = typeof plan.stripeProductId === 'string' ? plan.stripeProductId : null;
    let price: Stripe.Price | null = null;
    if (priceId) {
      try {
        price = await stripe.prices.retrieve(priceId);
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode !== 404) throw error;
      }
    }
    if (price && price.unit_amount === plan.monthlyPricePence) continue;

    // savePlan then creates the Price (and the Product, when the stand-in has forgotten it, as
    // ids it does not know would make savePlan update objects that are not there).
    const productKnown = productId
      ? await exists(() => stripe.products.retrieve(productId))
      : false;
    await ref.update({ stripePriceId: null, ...(productKnown ? {} : { stripeProductId: null }) });

    const input: PlanEdit = planEditSchema.parse({
      id: seedPlan.id,
      name: plan.name,
      monthlyPricePence: plan.monthlyPricePence,
      leadAllowance: plan.leadAllowance,
      extraLeadPricePence: plan.extraLeadPricePence ?? null,
      features: plan.features,
      order: plan.order,
      recommended: plan.recommended ?? false,
      archived: plan.archived ?? false,
    });
    await call('savePlan', input, adminToken);
    if (stored.source !== 'admin') await ref.update({ source: 'seed', seedHash: hashOf(seedPlan) });
    saved.push(seedPlan.id);
  }
  return saved;
}

// ---- subscriptions -----------------------------------------------------------------------------

const subscriptionPath = (uid: string) => `${COLLECTIONS.subscriptions}/${uid}`;

/**
 * True when the account's subscription is one the stand-in holds. Otherwise clears what points
 * at Stripe objects it has forgotten (the subscription document, the remembered customer), so
 * checkout starts afresh.
 */
async function hasLiveSubscription(db: Firestore, stripe: Stripe, uid: string): Promise<boolean> {
  const ref = db.doc(subscriptionPath(uid));
  const subscription = (await ref.get()).data();
  const subscriptionId = subscription?.stripeSubscriptionId;
  if (
    typeof subscriptionId === 'string' &&
    (await exists(() => stripe.subscriptions.retrieve(subscriptionId)))
  )
    return true;
  if (subscription) await ref.delete();
  const refs = db.collection(COLLECTIONS.stripeRefs).doc(uid);
  const customerId = (await refs.get()).get('customerId') as unknown;
  if (
    typeof customerId === 'string' &&
    !(await exists(() => stripe.customers.retrieve(customerId)))
  )
    await refs.set({ customerId: null }, { merge: true });
  return false;
}

/** Checkout as the company, paid with the card that pays; resolves once the webhook wrote access. */
async function subscribe(
  db: Firestore,
  account: StripeDemoAccount,
  planId: string,
): Promise<Record<string, unknown>> {
  const token = await idTokenOf(account);
  const { url } = await call<{ url: string }>('createSubscriptionCheckout', { planId }, token);
  await standIn(`checkout/${lastSegment(url)}/pay`, { card: CARD_PAYS });
  return waitForDocument(
    db,
    subscriptionPath(account.uid),
    (data) =>
      data.planId === planId &&
      subscriptionAccess({ status: data.status, ...data }, Date.now()).active,
    `an active ${planId} subscription`,
  );
}

/**
 * `pastdue@`: subscribed to Starter, its card set to fail the next renewal, then the stand-in's
 * clock moved just past the period's end so the renewal fails and the webhook marks it past_due
 * with its grace period. The clock is global: every subscription the stand-in holds renews at
 * the same moment, which is why this runs before `company@` subscribes.
 */
async function makePastDue(db: Firestore, account: StripeDemoAccount): Promise<void> {
  const subscription = await subscribe(db, account, 'starter');
  await standIn(`customers/${String(subscription.stripeCustomerId)}/fail-next-renewal`, {
    fail: true,
  });
  const periodEnd = millisOf(subscription.currentPeriodEnd);
  if (periodEnd === null) throw new Error(`${account.email}'s subscription has no period end.`);
  const { now } = await standIn<{ now: number }>('clock');
  // An hour past the period's end: the renewal is attempted once and fails; the first retry is
  // three days later, well after this.
  await standIn('clock/advance', { seconds: Math.ceil(periodEnd / 1000) - now + 3600 });
  await waitForDocument(
    db,
    subscriptionPath(account.uid),
    (data) => data.status === 'past_due' && data.graceEndsAt != null,
    'past_due with its grace period after the failed renewal',
  );
}

// ---- Connect -------------------------------------------------------------------------------------

/** `company@`'s Express account, onboarding finished on the stand-in's page: payouts enabled. */
async function seedConnectAccount(
  db: Firestore,
  stripe: Stripe,
  account: StripeDemoAccount,
): Promise<boolean> {
  const path = `${COLLECTIONS.connectAccounts}/${account.uid}`;
  const refs = db.collection(COLLECTIONS.stripeRefs).doc(account.uid);
  const accountId = (await refs.get()).get('connectAccountId') as unknown;
  const known =
    typeof accountId === 'string' && (await exists(() => stripe.accounts.retrieve(accountId)));
  const stored = (await db.doc(path).get()).data();
  if (known && stored?.accountId === accountId && stored?.payoutsEnabled === true) return false;
  if (!known) {
    await db.doc(path).delete();
    if (accountId) await refs.set({ connectAccountId: null }, { merge: true });
  }

  const token = await idTokenOf(account);
  const { url } = await call<{ url: string }>('startConnectOnboarding', null, token);
  await standIn(`connect/onboarding/${lastSegment(url)}/submit`, { complete: true });
  await waitForDocument(
    db,
    path,
    (data) => data.payoutsEnabled === true,
    'a Connect account with payouts enabled',
  );
  return true;
}

// ---- all of it -----------------------------------------------------------------------------------

/** Plans, subscriptions and the Connect account of the demo; returns printable lines. */
export async function seedStripeDemo(
  db: Firestore,
  accounts: StripeDemoAccounts,
): Promise<string[]> {
  const lines: string[] = [];
  // newco@ has no subscription at all. Older seeds wrote a `none` document; one that Stripe backs
  // (someone subscribed newco@ in the demo) is theirs to keep.
  const newco = db.doc(subscriptionPath(accounts.newco.uid));
  if ((await newco.get()).exists && !(await newco.get()).get('stripeSubscriptionId'))
    await newco.delete();

  if (!functionsUseStandIn()) {
    lines.push(
      '  ! functions/.secret.local holds your own Stripe key: plans, subscriptions and payouts are yours to set up (README "Real Stripe")',
    );
    return lines;
  }
  await standIn('clock');
  await waitForFunctions();
  const stripe = stripeClient();

  const adminToken = await idTokenOf(accounts.admin);
  const saved = await seedPlans(db, stripe, adminToken);
  lines.push(
    saved.length
      ? `  ✔ plans: Stripe Products and Prices saved through savePlan (${saved.join(', ')})`
      : '  ✔ plans: Stripe Products and Prices already in place',
  );

  const pastDueLive = await hasLiveSubscription(db, stripe, accounts.pastDue.uid);
  if (!pastDueLive) await makePastDue(db, accounts.pastDue);
  const pastDue = (await db.doc(subscriptionPath(accounts.pastDue.uid)).get()).data();
  const grace = subscriptionAccess(pastDue && { status: pastDue.status, ...pastDue }, Date.now());
  lines.push(
    `  ✔ ${accounts.pastDue.email}: ${pastDueLive ? 'kept' : 'subscribed to Starter, renewal failed'}: ` +
      `${String(pastDue?.status)}${grace.reason === 'grace' ? `, in its grace period until ${new Date(grace.accessEndsAtMillis!).toISOString().slice(0, 10)}` : ` (${grace.reason})`}`,
  );

  const companyLive = await hasLiveSubscription(db, stripe, accounts.company.uid);
  if (!companyLive) await subscribe(db, accounts.company, 'professional');
  const company = (await db.doc(subscriptionPath(accounts.company.uid)).get()).data();
  lines.push(
    `  ✔ ${accounts.company.email}: ${companyLive ? 'kept' : 'subscribed through Checkout'}: ${String(company?.planId)}, ${String(company?.status)}`,
  );

  const onboarded = await seedConnectAccount(db, stripe, accounts.company);
  lines.push(
    `  ✔ ${accounts.company.email}: Connect account ${onboarded ? 'onboarded' : 'kept'}, payouts enabled`,
  );
  return lines;
}
