// Fixtures for the billing emulator tests: plans with their Stripe Product and Price on the
// stand-in, accounts of each role, and a company subscribed through the real path (the callable,
// the stand-in's Checkout, the webhook). Not part of the deployed bundle.
import { signInWithEmailAndPassword } from 'firebase/auth';
import { Timestamp } from 'firebase-admin/firestore';

import type { StripeRedirect } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';

import {
  adminAuth,
  adminDb,
  eventually,
  uniqueEmail,
  webClient,
  type WebClient,
} from './emulators';
import { CARDS, hostedPageId, standIn, standInStripe } from './stripe-stand-in';

export const PASSWORD = 'Billing-pass-1';

export interface PlanSetup {
  pence?: number;
  allowance?: number;
  extraLeadPricePence?: number | null;
  archived?: boolean;
  /** false: a plan with no Stripe Price yet. */
  priced?: boolean;
}

/** `plans/{id}` with a Product and a monthly Price on the stand-in, as the seed writes it. */
export async function seedPlan(id: string, setup: PlanSetup = {}) {
  const pence = setup.pence ?? 2_900;
  const name = id.charAt(0).toUpperCase() + id.slice(1);
  let stripeProductId: string | null = null;
  let stripePriceId: string | null = null;
  if (setup.priced !== false) {
    const product = await standInStripe().products.create({
      name: `Fixwell ${name}`,
      metadata: { planId: id },
    });
    const price = await standInStripe().prices.create({
      product: product.id,
      currency: 'gbp',
      unit_amount: pence,
      recurring: { interval: 'month' },
      metadata: { planId: id },
    });
    stripeProductId = product.id;
    stripePriceId = price.id;
  }
  const plan = {
    id,
    name,
    monthlyPricePence: pence,
    leadAllowance: setup.allowance ?? 5,
    extraLeadPricePence: setup.extraLeadPricePence === undefined ? 800 : setup.extraLeadPricePence,
    features: ['Leads in your area', 'Your own profile page', 'Cancel any time'],
    recommended: false,
    order: 1,
    archived: setup.archived ?? false,
    stripeProductId,
    stripePriceId,
    source: 'seed',
  };
  await adminDb().collection(COLLECTIONS.plans).doc(id).set(plan);
  return plan;
}

/** An account of `role` with its profile (and for a company, its company document). */
export async function seedAccount(
  uid: string,
  role: 'company' | 'customer' | 'admin',
): Promise<string> {
  const email = uniqueEmail(uid);
  await adminAuth().createUser({ uid, email, password: PASSWORD, emailVerified: true });
  const db = adminDb();
  await db.collection(COLLECTIONS.users).doc(uid).set({
    id: uid,
    email,
    displayName: uid,
    role,
    emailVerified: true,
    active: true,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
  if (role === 'company') {
    await db
      .collection(COLLECTIONS.companies)
      .doc(uid)
      .set({
        ownerId: uid,
        businessName: `Company ${uid}`,
        slug: uid,
        mainTrade: 'plumber',
        trades: ['plumber'],
        baseDistrict: 'LS1',
        town: 'Leeds',
        public: true,
        postcodeAreas: ['LS'],
        coverageKeys: ['plumber|LS'],
        rating: 4.5,
        reviewCount: 3,
      });
    await db.collection(COLLECTIONS.companyPrivate).doc(uid).set({
      ownerId: uid,
      basePostcode: 'LS1 4AP',
      leadEmail: null,
      updatedAt: Timestamp.now(),
    });
  }
  return email;
}

const openClients: WebClient[] = [];

/** Keeps `client` to be closed by `closeClients` after the test. */
export function tracked(client: WebClient): WebClient {
  openClients.push(client);
  return client;
}

/** A new account of `role` signed in on a client of its own, closed by `closeClients`. */
export async function signedInAs(
  uid: string,
  role: 'company' | 'customer' | 'admin',
): Promise<WebClient> {
  return tracked(await signedIn(await seedAccount(uid, role)));
}

/** Closes the clients of `signedInAs` and `tracked` (for `afterEach`). */
export async function closeClients(): Promise<void> {
  await Promise.all(openClients.splice(0).map((client) => client.close()));
}

/** Signs `client` in as a new admin account, answering its email. */
export async function signInAsAdmin(client: WebClient, uid = 'admin-1'): Promise<string> {
  const email = await seedAccount(uid, 'admin');
  await signInWithEmailAndPassword(client.auth, email, PASSWORD);
  return email;
}

/** A web client signed in as the account. */
export async function signedIn(email: string): Promise<WebClient> {
  const client = webClient();
  await signInWithEmailAndPassword(client.auth, email, PASSWORD);
  return client;
}

export async function documentData(path: string): Promise<Record<string, unknown> | undefined> {
  const snapshot = await adminDb().doc(path).get();
  return snapshot.exists ? snapshot.data() : undefined;
}

/** "Choose plan" → the stand-in's Checkout → Pay, as the browser does; the session id. */
export async function checkout(
  client: WebClient,
  planId: string,
  card: string = CARDS.pays,
): Promise<string> {
  const { url } = await client.call<StripeRedirect>('createSubscriptionCheckout', { planId });
  const sessionId = hostedPageId(url);
  await standIn.payCheckout(sessionId, card);
  return sessionId;
}

/** Subscribes the company through the real path and answers its subscription once written. */
export async function subscribe(client: WebClient, uid: string, planId: string) {
  await checkout(client, planId);
  return eventually(async () => {
    const subscription = await documentData(`${COLLECTIONS.subscriptions}/${uid}`);
    return subscription?.status === 'active' ? subscription : undefined;
  }, 'the webhook to write the subscription');
}

/** Millis of a stored timestamp field. */
export function millis(value: unknown): number {
  return (value as Timestamp).toMillis();
}
