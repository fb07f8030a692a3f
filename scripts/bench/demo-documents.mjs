// What the document benches share: company@'s documents reached as its customer reaches them,
// through the link in the email the Functions emulator queued in `mail` (only the token's hash is
// stored on the document, so the email is the one place the token is).
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

import { PROJECT_ID } from '../lib/emulator-env.mjs';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

export const DEMO_COMPANY_UID = 'demo-company';
export const DEMO_CUSTOMER_EMAIL = 'customer@fixwell.test';
const DEMO_PASSWORD = 'Fixwell-demo-1';
const AUTH = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1';
const FUNCTIONS = `http://127.0.0.1:5001/${PROJECT_ID}/europe-west2`;

/** Runs `work` with an Admin SDK Firestore of the emulators, closing the app afterwards. */
export async function withFirestore(work) {
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-documents-${Date.now()}`);
  try {
    return await work(getFirestore(app));
  } finally {
    await deleteApp(app);
  }
}

/** The path and query of the newest link to `documentId` in the customer's emails. */
export async function documentLinkPath(documentId, to = DEMO_CUSTOMER_EMAIL) {
  return withFirestore(async (db) => {
    const mails = await db.collection('mail').where('to', '==', to).get();
    const links = mails.docs
      .sort((a, b) => a.get('createdAt').toMillis() - b.get('createdAt').toMillis())
      .flatMap((doc) => String(doc.get('message.text') ?? '').match(/https?:\/\/\S+/g) ?? [])
      .filter((url) => url.includes(`/document/${documentId}?token=`));
    const link = links.at(-1);
    if (!link) throw new Error(`No emailed link to document ${documentId}.`);
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  });
}

/** company@'s ID token from the Auth emulator, for calling its callables. */
export async function companyIdToken() {
  const response = await fetch(`${AUTH}/accounts:signInWithPassword?key=demo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: 'company@fixwell.test',
      password: DEMO_PASSWORD,
      returnSecureToken: true,
    }),
  });
  const body = await response.json();
  if (!body.idToken) throw new Error(`Could not sign in as company@: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** Calls a callable on the Functions emulator with the callable protocol. */
export async function callCallable(name, data, idToken) {
  const response = await fetch(`${FUNCTIONS}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data }),
  });
  const body = await response.json();
  if (!response.ok || body.error) throw new Error(`${name}: ${JSON.stringify(body.error ?? body)}`);
  return body.result;
}
