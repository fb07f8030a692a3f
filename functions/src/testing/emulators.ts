// Helpers for the *.emulator.test.ts suites: they call the real functions on the Functions emulator
// as the web app does, and inspect the results with firebase-admin against the emulators.
// Not part of the deployed bundle (index.ts never imports it).
import { SIGN_IN_AGAIN_REASON } from '@fixwell/common/accounts/recent-sign-in';
import { ADMIN_USER_MESSAGES } from '@fixwell/common/admin/admin-users';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
  type App,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import {
  getFirestore as getAdminFirestore,
  type DocumentData,
  type Timestamp,
} from 'firebase-admin/firestore';
import { getStorage as getAdminStorage } from 'firebase-admin/storage';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  type Auth,
} from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  type Firestore,
  getFirestore,
  serverTimestamp,
  setDoc,
  terminate,
} from 'firebase/firestore';
import {
  connectFunctionsEmulator,
  getFunctions,
  httpsCallable,
  type Functions,
} from 'firebase/functions';

import { expect } from 'vitest';

import { REGION } from '../lib/region';

export const PROJECT_ID = 'demo-fixwell';
const HOST = '127.0.0.1';
export const API_URL = `http://${HOST}:5001/${PROJECT_ID}/${REGION}/api`;

process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:8080`;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${HOST}:9099`;
process.env.STORAGE_EMULATOR_HOST ??= `http://${HOST}:9199`;

/** The bucket the Functions emulator's admin SDK uses by default (its FIREBASE_CONFIG). */
export const STORAGE_BUCKET = `${PROJECT_ID}.appspot.com`;

let adminApp: App | undefined;

function admin(): App {
  adminApp ??= initializeAdminApp({ projectId: PROJECT_ID }, `emulator-tests-${process.pid}`);
  return adminApp;
}

/** firebase-admin on the emulators: bypasses security rules, as functions do. */
export const adminDb = () => getAdminFirestore(admin());
export const adminAuth = () => getAdminAuth(admin());
/** Cloud Storage as the functions see it (the local object store, or the Storage emulator). */
export const adminBucket = () => getAdminStorage(admin()).bucket(STORAGE_BUCKET);

export async function closeAdmin(): Promise<void> {
  if (adminApp) await deleteAdminApp(adminApp);
  adminApp = undefined;
}

const FIRESTORE_DOCUMENTS = `http://${HOST}:8080/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

/**
 * Wipes Firestore through the emulator's endpoint. A trigger still running from the test before
 * (a search key, an IndexNow submission, a stats day) can hold a transaction open, and the
 * emulator then answers 409: wait a moment and wipe again.
 */
async function clearFirestore(): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(FIRESTORE_DOCUMENTS, { method: 'DELETE' });
    if (response.ok) return;
    if (response.status !== 409 || attempt === 10)
      throw new Error(`Clearing the emulators failed: ${response.status} ${response.url}`);
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
}

/** Wipes Firestore and Auth through the emulators' own endpoints. */
export async function clearEmulators(): Promise<void> {
  const [, auth] = await Promise.all([
    clearFirestore(),
    fetch(`http://${HOST}:9099/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' }),
  ]);
  if (!auth.ok) throw new Error(`Clearing the emulators failed: ${auth.status} ${auth.url}`);
}

/** A web-SDK client like the app's: its own Auth, Firestore and Functions, wired to the emulators. */
export interface WebClient {
  app: FirebaseApp;
  auth: Auth;
  firestore: Firestore;
  functions: Functions;
  call<T = unknown>(name: string, data?: unknown): Promise<T>;
  close(): Promise<void>;
}

let clients = 0;

export function webClient(): WebClient {
  clients += 1;
  const app = initializeApp(
    { apiKey: 'fake-api-key', projectId: PROJECT_ID, authDomain: `${PROJECT_ID}.firebaseapp.com` },
    `client-${clients}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${HOST}:9099`, { disableWarnings: true });
  const firestore = getFirestore(app);
  connectFirestoreEmulator(firestore, HOST, 8080);
  const functions = getFunctions(app, REGION);
  connectFunctionsEmulator(functions, HOST, 5001);
  return {
    app,
    auth,
    firestore,
    functions,
    async call<T>(name: string, data?: unknown) {
      const result = await httpsCallable<unknown, T>(functions, name)(data ?? null);
      return result.data;
    },
    async close() {
      await terminate(firestore);
      await deleteApp(app);
    },
  };
}

/** Polls until `read` returns something other than undefined, or fails after the timeout. */
export async function eventually<T>(
  read: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The code of a Functions or Auth error from the web SDK, e.g. 'functions/unauthenticated'. */
export async function errorCodeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return String((error as { code?: unknown }).code);
  }
  throw new Error('Expected the call to fail, but it succeeded.');
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.co.uk`;
}

/** The queued mails addressed to `to`. */
/** The token in the newest document email to `to` that links to the document. */
export async function documentLinkToken(to: string, documentId: string): Promise<string> {
  const mails = (await mailTo(to))
    .filter((mail) => String(mail.kind).startsWith('document-'))
    .sort((a, b) => (a.createdAt as Timestamp).toMillis() - (b.createdAt as Timestamp).toMillis());
  const text = (mails.at(-1)?.message as { text: string } | undefined)?.text ?? '';
  const link = text
    .match(/https?:\/\/\S+/g)
    ?.find((url) => url.includes(`/document/${documentId}`));
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error('No document link in the mail');
  return token;
}

export async function mailTo(to: string): Promise<Array<Record<string, unknown>>> {
  const snapshot = await adminDb().collection(COLLECTIONS.mail).where('to', '==', to).get();
  return snapshot.docs.map((doc) => doc.data());
}

/** The in-app notifications of `uid`, only those of `type` when given. */
export async function notificationsOf(uid: string, type?: string): Promise<DocumentData[]> {
  let notices = adminDb().collection(COLLECTIONS.notifications).where('userId', '==', uid);
  if (type) notices = notices.where('type', '==', type);
  return (await notices.get()).docs.map((doc) => doc.data());
}

/** The oobCode of the first link in a mail's text that points at `page`. */
export function oobCodeInMail(mail: Record<string, unknown>, page: string): string {
  const text = (mail.message as { text?: string } | undefined)?.text ?? '';
  const link = text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === page);
  const code = link ? new URL(link).searchParams.get('oobCode') : null;
  if (!code) throw new Error(`No ${page} link in the mail`);
  return code;
}

/** The ID token of the user signed in on `client`. */
export const idTokenOf = (client: WebClient): Promise<string> =>
  client.auth.currentUser!.getIdToken();

const bearer = (idToken: string | undefined): Record<string, string> =>
  idToken ? { Authorization: `Bearer ${idToken}` } : {};

/**
 * POSTs a file to an upload endpoint of the `api` function as the web app does (the bytes as the
 * body, with their Content-Type), signed with `idToken` when given. Answers the status and JSON.
 */
export async function postFile(
  url: string,
  bytes: Buffer,
  contentType: string,
  idToken?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': contentType, ...bearer(idToken) },
    body: bytes,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** GETs a file from the `api` function, signed with `idToken` when given. */
export const getFile = (url: string, idToken?: string): Promise<Response> =>
  fetch(url, { headers: bearer(idToken) });

/** How a callable refused: its code ('functions/…'), message and details. */
export interface CallFailure {
  code: string;
  message: string;
  details: unknown;
}

/** The refusal of a call that must fail; a call that succeeds fails the test. */
export async function callFailure(promise: Promise<unknown>): Promise<CallFailure> {
  try {
    await promise;
  } catch (error) {
    const { code, message, details } = error as CallFailure;
    // The web SDK appends the HTTP status (" [400]") to the server's message.
    return { code, message: message.replace(/ \[\d{3}\]$/, ''), details };
  }
  throw new Error('Expected the call to fail, but it succeeded.');
}

/** A callable's HTTP answer: its `result`, or its `error` (`status` such as 'FAILED_PRECONDITION'). */
export interface CallAnswer {
  status: number;
  body: { result?: unknown; error?: { status: string; message: string; details?: unknown } };
}

/**
 * Calls a callable as `client`'s user with the sign-in moved `secondsAgo` into the past: the Auth
 * emulator's tokens are unsigned, so the Functions emulator reads whatever `auth_time` they carry,
 * as production reads a signed one. For the checks that ask for a recent sign-in.
 */
export async function callSignedInAgo(
  client: WebClient,
  secondsAgo: number,
  name: string,
  data: unknown,
): Promise<CallAnswer> {
  const [header, payload] = (await idTokenOf(client)).split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as object;
  const older = { ...claims, auth_time: Math.floor(Date.now() / 1000) - secondsAgo };
  const response = await fetch(`${API_URL.replace(/\/api$/, '')}/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...bearer(`${header}.${Buffer.from(JSON.stringify(older)).toString('base64url')}.`),
    },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, body: (await response.json()) as CallAnswer['body'] };
}

/** Asserts `answer` is the refusal of a callable that needs a sign-in within the last 5 minutes. */
export function expectSignInAgain(answer: CallAnswer): void {
  expect(answer.status).toBe(400);
  expect(answer.body.error).toMatchObject({
    status: 'FAILED_PRECONDITION',
    message: ADMIN_USER_MESSAGES.signInAgain,
    details: { reason: SIGN_IN_AGAIN_REASON },
  });
}

/**
 * Signs up a homeowner as the app does: an Auth account on `client`, then the profile written
 * under the security rules. Returns the uid.
 */
export async function signUpCustomer(
  client: WebClient,
  email: string,
  displayName = 'Priya Shah',
): Promise<string> {
  const { user } = await createUserWithEmailAndPassword(client.auth, email, 'Kettle-boils-42');
  await setDoc(doc(client.firestore, COLLECTIONS.users, user.uid), {
    id: user.uid,
    email,
    displayName,
    role: 'customer',
    emailVerified: false,
    active: true,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return user.uid;
}
