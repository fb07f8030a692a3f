import { createUserWithEmailAndPassword } from 'firebase/auth';
import { collection, getDocs, query, where } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@fixwell/common/collections';

import {
  adminAuth,
  adminDb,
  clearEmulators,
  closeAdmin,
  errorCodeOf,
  signUpCustomer as signUpCustomerOn,
  uniqueEmail,
  webClient,
  type WebClient,
} from '../testing/emulators';
import { CLAIM_GUEST_QUOTES_MESSAGES } from './claim-guest-quotes';

let client: WebClient;
let email: string;
let uid: string;

async function signUpCustomer(): Promise<void> {
  uid = await signUpCustomerOn(client, email, 'Priya Shah');
}

/** Auth marks the address verified, as opening the emailed link does. */
const verifyEmail = () => adminAuth().updateUser(uid, { emailVerified: true });

/** A stored request as submitQuoteRequest writes it (only the fields linking looks at matter). */
async function storeQuote(contactEmail: string, customerId: string | null): Promise<string> {
  const ref = adminDb().collection(COLLECTIONS.quotes).doc();
  const createdAt = Timestamp.fromDate(new Date('2026-11-20T10:00:00Z'));
  await ref.set({
    service: 'plumber',
    serviceName: 'Plumber',
    postcode: 'LS6 2AB',
    postcodeDistrict: 'LS6',
    contact: { name: 'Priya Shah', email: contactEmail, phone: '07700 900123' },
    customerId,
    status: 'received',
    timeline: [{ status: 'received', at: createdAt }],
    matches: [],
    createdAt,
    updatedAt: createdAt,
  });
  return ref.id;
}

const ownerOf = async (quoteId: string) =>
  (await adminDb().collection(COLLECTIONS.quotes).doc(quoteId).get()).get('customerId') as unknown;

const claim = () => client.call<{ linked: number }>('claimGuestQuotes');

beforeEach(async () => {
  await clearEmulators();
  client = webClient();
  email = uniqueEmail('guest');
});
afterEach(async () => {
  await client.close();
});
afterAll(closeAdmin);

describe('claimGuestQuotes', () => {
  it("links a guest's requests once the email is verified, and only those", async () => {
    await signUpCustomer();
    const guestQuote = await storeQuote(email, null);
    const secondGuestQuote = await storeQuote(email, null);
    const otherEmailQuote = await storeQuote(uniqueEmail('neighbour'), null);
    const alreadyLinked = await storeQuote(email, 'an-earlier-account');

    // Before verification: refused with a reason, and nothing changes hands.
    const refused = await claim().catch((error: { code: string; message: string }) => error);
    expect(refused).toMatchObject({ code: 'functions/failed-precondition' });
    expect((refused as { message: string }).message).toContain(
      CLAIM_GUEST_QUOTES_MESSAGES.unverified,
    );
    expect(await ownerOf(guestQuote)).toBeNull();

    await verifyEmail();
    expect(await claim()).toEqual({ linked: 2 });

    expect(await ownerOf(guestQuote)).toBe(uid);
    expect(await ownerOf(secondGuestQuote)).toBe(uid);
    expect(await ownerOf(otherEmailQuote)).toBeNull();
    expect(await ownerOf(alreadyLinked)).toBe('an-earlier-account');
    const linked = await adminDb().collection(COLLECTIONS.quotes).doc(guestQuote).get();
    expect((linked.get('updatedAt') as Timestamp).toMillis()).toBeGreaterThan(
      Date.parse('2026-11-20T10:00:00Z'),
    );

    // The customer's own list (the query the app makes) now shows them, under the rules.
    const mine = await getDocs(
      query(collection(client.firestore, COLLECTIONS.quotes), where('customerId', '==', uid)),
    );
    expect(mine.docs.map((quote) => quote.id).sort()).toEqual(
      [guestQuote, secondGuestQuote].sort(),
    );

    // Calling again is harmless.
    expect(await claim()).toEqual({ linked: 0 });
  });

  it('links them when syncEmailVerified records the verification', async () => {
    await signUpCustomer();
    const guestQuote = await storeQuote(email, null);
    await verifyEmail();

    expect(await client.call('syncEmailVerified')).toEqual({ emailVerified: true });

    expect(await ownerOf(guestQuote)).toBe(uid);
  });

  it('refuses a company account, even with a verified email', async () => {
    const { user } = await createUserWithEmailAndPassword(client.auth, email, 'Kettle-boils-42');
    uid = user.uid;
    await adminDb().collection(COLLECTIONS.users).doc(uid).set({
      id: uid,
      email,
      displayName: 'Acme Plumbing',
      role: 'company',
      emailVerified: true,
      active: true,
    });
    await verifyEmail();
    const guestQuote = await storeQuote(email, null);

    expect(await errorCodeOf(claim())).toBe('functions/permission-denied');
    expect(await ownerOf(guestQuote)).toBeNull();
  });

  it('refuses a deactivated customer', async () => {
    await signUpCustomer();
    await verifyEmail();
    await adminDb().collection(COLLECTIONS.users).doc(uid).update({ active: false });
    const guestQuote = await storeQuote(email, null);

    expect(await errorCodeOf(claim())).toBe('functions/permission-denied');
    expect(await ownerOf(guestQuote)).toBeNull();
  });

  it('refuses a signed-out caller and unexpected input', async () => {
    const guestQuote = await storeQuote(email, null);
    expect(await errorCodeOf(claim())).toBe('functions/unauthenticated');

    await signUpCustomer();
    await verifyEmail();
    expect(
      await errorCodeOf(client.call('claimGuestQuotes', { email: 'victim@example.co.uk' })),
    ).toBe('functions/invalid-argument');
    expect(await ownerOf(guestQuote)).toBeNull();
  });
});
