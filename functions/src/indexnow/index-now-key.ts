import { randomBytes } from 'node:crypto';

import { INDEXNOW_KEY_PATTERN } from '@fixwell/common/admin/indexnow';
import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from '../lib/admin';

// The IndexNow key: 32 random hexadecimal digits, made the first time it is needed and kept in
// `privateSettings/indexNow`, which the rules keep from every client. Search engines check it by
// reading `/<key>.txt` at the site root (index-now-key-file.ts).

export function indexNowKeyRef() {
  return db().collection(COLLECTIONS.privateSettings).doc('indexNow');
}

export async function indexNowKey(): Promise<string> {
  const ref = indexNowKeyRef();
  const stored = (await ref.get()).get('key');
  if (typeof stored === 'string' && INDEXNOW_KEY_PATTERN.test(stored)) return stored;
  try {
    await ref.create({ key: randomBytes(16).toString('hex'), createdAt: new Date() });
  } catch {
    // Another instance made it first: use theirs.
  }
  return String((await ref.get()).get('key'));
}
