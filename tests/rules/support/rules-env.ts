// One rules-test environment per test file: the real firestore.rules on the Firestore emulator,
// everyone in PEOPLE (and the file's own data) seeded per test with rules disabled, and the
// database cleared between tests.
import { readFileSync } from 'node:fs';

import { COLLECTIONS } from '@fixwell/common/collections';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe } from 'vitest';

import { PEOPLE, profileOf, ROLE_NAMES, type Role } from './fixtures';

/**
 * Not `demo-fixwell` itself: the Functions emulator's onUserCreated trigger would fire on the
 * profiles these tests write, and the functions suites (which run alongside, on the same emulators)
 * would have their data cleared under them. The Firestore emulator keeps each project apart.
 */
const PROJECT_ID = 'demo-fixwell-rules';
const RULES_PATH = new URL('../../../firestore.rules', import.meta.url);

let env: RulesTestEnvironment | undefined;

type Seeding = (db: Firestore) => Promise<unknown>;

/**
 * Registers the environment's lifecycle hooks for the calling test file. Before each test the
 * profiles of everyone in PEOPLE are seeded (rules look roles up there), then `seedEach`'s data.
 */
export function useRulesEnvironment({ seedEach }: { seedEach?: Seeding } = {}): void {
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { rules: readFileSync(RULES_PATH, 'utf8'), host: '127.0.0.1', port: 8080 },
    });
  });
  beforeEach(async () => {
    await seedPeople();
    if (seedEach) await seed(seedEach);
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

/** Firestore as seen by a signed-in person (their token carries their email, when they have one). */
export function signedInAs(person: { uid: string; email?: string }): Firestore {
  const token = person.email === undefined ? {} : { email: person.email };
  return modular(environment().authenticatedContext(person.uid, token).firestore());
}

/** Firestore as seen by a visitor who is not signed in. */
function anonymous(): Firestore {
  return modular(environment().unauthenticatedContext().firestore());
}

/** Firestore as each role sees it: `dbAs.company()`, `dbAs.anonymous()`. Call inside a test. */
export const dbAs = {
  anonymous,
  ...(Object.fromEntries(
    Object.entries(PEOPLE).map(([role, person]) => [role, () => signedInAs(person)]),
  ) as Record<keyof typeof PEOPLE, () => Firestore>),
} satisfies Record<Role, () => Firestore>;

/** One `describe` block per role, each handed Firestore as that role sees it. */
export function describeEachRole(
  roles: readonly Role[],
  suite: (db: () => Firestore) => void,
): void {
  for (const role of roles) describe(ROLE_NAMES[role], () => suite(dbAs[role]));
}

/** Writes test data with the rules switched off. */
export async function seed(write: Seeding): Promise<void> {
  await environment().withSecurityRulesDisabled(async (context) => {
    await write(modular(context.firestore()));
  });
}

/** Whether a document is stored, read with the rules switched off. */
export async function isSeeded(path: string): Promise<boolean> {
  let found = false;
  await seed(async (db) => {
    found = (await getDoc(doc(db, path))).exists();
  });
  return found;
}

/** Seeds the profiles of everyone in PEOPLE. */
async function seedPeople(): Promise<void> {
  await seed(async (db) => {
    await Promise.all(
      Object.values(PEOPLE).map((person) =>
        setDoc(doc(db, COLLECTIONS.users, person.uid), profileOf(person)),
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
