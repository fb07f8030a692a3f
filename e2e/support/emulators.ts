// Direct reads of the emulators' state, as an operator would check it: the outgoing mail queue and
// profile documents. `Bearer owner` is the emulators' admin credential and bypasses security rules.
const PROJECT = 'demo-fixwell';
const FIRESTORE = `http://127.0.0.1:8080/v1/projects/${PROJECT}/databases/(default)/documents`;

type FirestoreValue = {
  stringValue?: string;
  booleanValue?: boolean;
  integerValue?: string;
  mapValue?: { fields?: Record<string, FirestoreValue> };
  timestampValue?: string;
};
type FirestoreDocument = { name: string; fields?: Record<string, FirestoreValue> };

function plain(value: FirestoreValue | undefined): unknown {
  if (!value) return undefined;
  if (value.mapValue) {
    return Object.fromEntries(
      Object.entries(value.mapValue.fields ?? {}).map(([key, inner]) => [key, plain(inner)]),
    );
  }
  return value.stringValue ?? value.booleanValue ?? value.integerValue ?? value.timestampValue;
}

function toObject(doc: FirestoreDocument): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(doc.fields ?? {}).map(([key, value]) => [key, plain(value)]),
  );
}

export async function readDocument(path: string): Promise<Record<string, unknown> | undefined> {
  const response = await fetch(`${FIRESTORE}/${path}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`Reading ${path} failed: ${response.status}`);
  return toObject((await response.json()) as FirestoreDocument);
}

export async function listDocuments(collection: string): Promise<Array<Record<string, unknown>>> {
  const response = await fetch(`${FIRESTORE}/${collection}?pageSize=500`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (!response.ok) throw new Error(`Listing ${collection} failed: ${response.status}`);
  const body = (await response.json()) as { documents?: FirestoreDocument[] };
  return (body.documents ?? []).map(toObject);
}

/** Waits for a queued email to `to` whose link contains `linkPart`, and returns that link. */
export async function waitForEmailLink(
  to: string,
  linkPart: string,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = await listDocuments('mail');
    for (const mail of mails.reverse()) {
      const message = mail.message as { text?: string } | undefined;
      if (mail.to !== to || !message?.text) continue;
      const link = message.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(linkPart));
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`No email with a ${linkPart} link reached ${to}`);
}

/** The path and query of an emailed link, to open it on whichever host the tests run against. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.co.uk`;
}

/** The uid of the Auth account with this email, through the Auth emulator's admin API. */
export async function findUidByEmail(email: string): Promise<string> {
  const response = await fetch(
    `http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:lookup`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  const body = (await response.json()) as { users?: Array<{ localId: string }> };
  const uid = body.users?.[0]?.localId;
  if (!uid) throw new Error(`No Auth account for ${email}`);
  return uid;
}
