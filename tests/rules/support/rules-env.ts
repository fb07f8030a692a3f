// One rules-test environment per test file: the real firestore.rules on the Firestore emulator,
// data seeded per test with rules disabled, and the database cleared between tests.
import { readFileSync } from 'node:fs';

import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * Not `demo-fixwell` itself: the Functions emulator's onUserCreated trigger would fire on the
 * profiles these tests write, and the functions suites (which run alongside, on the same emulators)
 * would have their data cleared under them. The Firestore emulator keeps each project apart.
 */
export const PROJECT_ID = 'demo-fixwell-rules';
const RULES_PATH = new URL('../../../firestore.rules', import.meta.url);

let env: RulesTestEnvironment | undefined;

/** Registers the environment's lifecycle hooks for the calling test file. */
export function useRulesEnvironment(): void {
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { rules: readFileSync(RULES_PATH, 'utf8'), host: '127.0.0.1', port: 8080 },
    });
  });
  afterEach(async () => {
    await env?.clearFirestore();
  });
  afterAll(async () => {
    await env?.cleanup();
    env = undefined;
  });
}

function environment(): RulesTestEnvironment {
  if (!env) throw new Error('Call useRulesEnvironment() in the test file first.');
  return env;
}

// The compat instance that rules-unit-testing hands out works with the modular API, which unwraps it.
const modular = (db: unknown) => db as Firestore;

/** The people every suite uses. Emails are what their ID tokens carry. */
export const PEOPLE = {
  owner: { uid: 'alice', email: 'alice@example.co.uk', role: 'customer', active: true },
  otherCustomer: { uid: 'bob', email: 'bob@example.co.uk', role: 'customer', active: true },
  company: { uid: 'acme', email: 'office@acme-plumbing.co.uk', role: 'company', active: true },
  otherCompany: {
    uid: 'zenith',
    email: 'hello@zenith-electrical.co.uk',
    role: 'company',
    active: true,
  },
  admin: { uid: 'root', email: 'admin@fixwell.test', role: 'admin', active: true },
  deactivated: { uid: 'frozen', email: 'frozen@example.co.uk', role: 'customer', active: false },
  deactivatedAdmin: {
    uid: 'former-admin',
    email: 'former@fixwell.test',
    role: 'admin',
    active: false,
  },
  deactivatedCompany: {
    uid: 'closed',
    email: 'closed@example.co.uk',
    role: 'company',
    active: false,
  },
} as const;

export type Person = (typeof PEOPLE)[keyof typeof PEOPLE];

/** Firestore as seen by a signed-in person (their token carries their email, when they have one). */
export function signedInAs(person: { uid: string; email?: string }): Firestore {
  const token = person.email === undefined ? {} : { email: person.email };
  return modular(environment().authenticatedContext(person.uid, token).firestore());
}

/** Firestore as seen by a visitor who is not signed in. */
export function anonymous(): Firestore {
  return modular(environment().unauthenticatedContext().firestore());
}

/** Writes test data with the rules switched off. */
export async function seed(write: (db: Firestore) => Promise<unknown>): Promise<void> {
  await environment().withSecurityRulesDisabled(async (context) => {
    await write(modular(context.firestore()));
  });
}

export const LAST_WEEK = Timestamp.fromDate(new Date(Date.now() - 7 * 24 * 3600 * 1000));

/** A stored profile, as sign-up (or an admin) would have left it. */
export function profileOf(person: Person): Record<string, unknown> {
  const profile: Record<string, unknown> = {
    id: person.uid,
    email: person.email,
    displayName: person.email.split('@')[0],
    role: person.role,
    // Unverified, so that setting it to true is a real change the rules must refuse.
    emailVerified: false,
    active: person.active,
    createdAt: LAST_WEEK,
    updatedAt: LAST_WEEK,
  };
  if (person.role === 'company') {
    Object.assign(profile, {
      businessName: `${person.uid} Ltd`,
      mainTrade: 'plumber',
      basePostcode: 'LS1 4AP',
    });
  }
  return profile;
}

/** Seeds the profiles of everyone in PEOPLE (rules look roles up there). */
export async function seedPeople(): Promise<void> {
  await seed(async (db) => {
    await Promise.all(
      Object.values(PEOPLE).map((person) =>
        setDoc(doc(db, 'users', person.uid), profileOf(person)),
      ),
    );
  });
}

/** The operation must be allowed by the rules. */
export async function toAllow(operation: Promise<unknown>): Promise<void> {
  await assertSucceeds(operation);
}

/** The operation must be refused with permission-denied (any other failure fails the test). */
export async function toDeny(operation: Promise<unknown>): Promise<void> {
  await assertFails(operation);
}
