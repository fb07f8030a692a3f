import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, afterEach, beforeEach } from 'vitest';

import { COLLECTIONS } from '@fixwell/common/collections';
import type { Role } from '@fixwell/common/user-profile';

import {
  adminAuth,
  adminDb,
  clearEmulators,
  closeAdmin,
  uniqueEmail,
  webClient,
  type WebClient,
} from './emulators';
import { COMPANY_PASSWORD } from './quote-fixtures';

export type SeedUserOptions = {
  /** Whether the account is active (default true). */
  active?: boolean;
  /** Default: the uid. */
  displayName?: string;
  /** More fields of `users/{uid}`, e.g. a company's `businessName`. */
  profile?: Record<string, unknown>;
};

/**
 * An account with `role` (its auth user, password COMPANY_PASSWORD, and `users/{uid}`), active
 * unless told otherwise; answers its email for signing in.
 */
export async function seedUser(
  uid: string,
  role: Role,
  { active = true, displayName = uid, profile = {} }: SeedUserOptions = {},
): Promise<string> {
  const email = uniqueEmail(uid);
  await adminAuth().createUser({ uid, email, password: COMPANY_PASSWORD, emailVerified: true });
  await adminDb()
    .collection(COLLECTIONS.users)
    .doc(uid)
    .set({ id: uid, email, role, active, displayName, emailVerified: true, ...profile });
  return email;
}

/**
 * The hooks of a test file that works through one web client: the emulators cleared and a new
 * client before each test, that client closed after it, the admin app closed after the file.
 * `client()` is the running test's client; `signIn(email)` signs it in (password COMPANY_PASSWORD)
 * and answers its ID token.
 */
export function clientPerTest() {
  let current: WebClient | undefined;
  beforeEach(async () => {
    await clearEmulators();
    current = webClient();
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  afterAll(closeAdmin);

  const client = (): WebClient => {
    if (!current) throw new Error('clientPerTest: no test is running');
    return current;
  };
  return {
    client,
    async signIn(email: string): Promise<string> {
      const { user } = await signInWithEmailAndPassword(client().auth, email, COMPANY_PASSWORD);
      return user.getIdToken();
    },
  };
}

/**
 * The people of one emulator test file, by uid: `seed` them in `beforeEach`, sign web clients in
 * as them with `signedIn` (or take a signed-out one with `visitor`), and `closeClients` in
 * `afterEach`.
 */
export function testPeople() {
  const emails = new Map<string, string>();
  let clients: WebClient[] = [];

  const emailOf = (uid: string): string => {
    const email = emails.get(uid);
    if (!email) throw new Error(`${uid} was not seeded`);
    return email;
  };
  const visitor = (): WebClient => {
    const client = webClient();
    clients.push(client);
    return client;
  };

  return {
    async seed(uid: string, role: Role, options?: SeedUserOptions): Promise<void> {
      emails.set(uid, await seedUser(uid, role, options));
    },
    emailOf,
    visitor,
    async signedIn(uid: string): Promise<WebClient> {
      const client = visitor();
      await signInWithEmailAndPassword(client.auth, emailOf(uid), COMPANY_PASSWORD);
      return client;
    },
    async closeClients(): Promise<void> {
      const open = clients;
      clients = [];
      await Promise.all(open.map((client) => client.close()));
    },
  };
}

/**
 * A company's public document alone, published in Leeds with plumbing in LS (no account,
 * subscription, coverage index or private document: see quote-fixtures' seedCompany for those).
 */
export async function seedCompanyDocument(
  uid: string,
  fields: Record<string, unknown> = {},
): Promise<void> {
  await adminDb()
    .collection(COLLECTIONS.companies)
    .doc(uid)
    .set({
      ownerId: uid,
      businessName: `${uid} Ltd`,
      slug: `${uid}-leeds`,
      mainTrade: 'plumber',
      trades: ['plumber'],
      baseDistrict: 'LS6',
      public: true,
      postcodeAreas: ['LS'],
      coverageKeys: ['plumber|LS'],
      rating: 0,
      reviewCount: 0,
      ...fields,
    });
}
