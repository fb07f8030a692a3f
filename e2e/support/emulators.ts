// Direct reads of the emulators' state, as an operator would check it: the outgoing mail queue and
// profile documents. `Bearer owner` is the emulators' admin credential and bypasses security rules,
// so it also puts in place documents only functions may write.
const PROJECT = 'demo-fixwell';
const FIRESTORE = `http://127.0.0.1:8080/v1/projects/${PROJECT}/databases/(default)/documents`;
const ADMIN = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

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

/** Like listDocuments, with each document's id: for the tests that change what they find. */
export async function listDocumentsWithIds(
  collection: string,
): Promise<Array<{ id: string; data: Record<string, unknown> }>> {
  const response = await fetch(`${FIRESTORE}/${collection}?pageSize=500`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (!response.ok) throw new Error(`Listing ${collection} failed: ${response.status}`);
  const body = (await response.json()) as { documents?: FirestoreDocument[] };
  return (body.documents ?? []).map((doc) => ({
    id: doc.name.split('/').at(-1)!,
    data: toObject(doc),
  }));
}

type WriteValue =
  | { stringValue: string }
  | { booleanValue: boolean }
  | { doubleValue: number }
  | { timestampValue: string }
  | { nullValue: null }
  | { arrayValue: { values: WriteValue[] } }
  | { mapValue: { fields: Record<string, WriteValue> } };

function toValue(value: unknown): WriteValue {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  if (typeof value === 'object') {
    return {
      mapValue: {
        fields: Object.fromEntries(
          Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
            key,
            toValue(inner),
          ]),
        ),
      },
    };
  }
  return { stringValue: String(value) };
}

/** Writes (creates or replaces) a document: dates become timestamps, every number a double. */
export async function writeDocument(path: string, data: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${FIRESTORE}/${path}`, {
    method: 'PATCH',
    headers: ADMIN,
    body: JSON.stringify({
      fields: (toValue(data) as { mapValue: { fields: unknown } }).mapValue.fields,
    }),
  });
  if (!response.ok) throw new Error(`Writing ${path} failed: ${response.status}`);
}

/**
 * Changes only the named fields of a document (an update mask), as a function would: for moving a
 * stored time into the past where the story needs time to pass.
 */
export async function updateDocumentFields(
  path: string,
  data: Record<string, unknown>,
): Promise<void> {
  const mask = Object.keys(data)
    .map((field) => `updateMask.fieldPaths=${encodeURIComponent(field)}`)
    .join('&');
  const response = await fetch(`${FIRESTORE}/${path}?${mask}&currentDocument.exists=true`, {
    method: 'PATCH',
    headers: ADMIN,
    body: JSON.stringify({
      fields: (toValue(data) as { mapValue: { fields: unknown } }).mapValue.fields,
    }),
  });
  if (!response.ok) throw new Error(`Updating ${path} failed: ${response.status}`);
}

/** Deletes a document a test put in place; a document already gone is no failure. */
export async function deleteDocument(path: string): Promise<void> {
  await fetch(`${FIRESTORE}/${path}`, { method: 'DELETE', headers: ADMIN });
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

/**
 * Forgets every spam-limit counter. Every test calls the functions from 127.0.0.1, so without this
 * the per-IP limits would count the whole suite's requests as one visitor's.
 */
export async function clearRateLimits(): Promise<void> {
  const response = await fetch(`${FIRESTORE}/rateLimits?pageSize=500`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (!response.ok) throw new Error(`Listing rateLimits failed: ${response.status}`);
  const body = (await response.json()) as { documents?: FirestoreDocument[] };
  await Promise.all(
    (body.documents ?? []).map(async (doc) => {
      const path = doc.name.split('/documents/')[1];
      const deleted = await fetch(`${FIRESTORE}/${path}`, {
        method: 'DELETE',
        headers: { Authorization: 'Bearer owner' },
      });
      if (!deleted.ok) throw new Error(`Deleting ${path} failed: ${deleted.status}`);
    }),
  );
}
