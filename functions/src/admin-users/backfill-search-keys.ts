import { FieldPath, type Firestore } from 'firebase-admin/firestore';

import { companySearchKeys, userSearchKeys } from '@fixwell/common/admin/admin-users';
import { COLLECTIONS } from '@fixwell/common/collections';

// The admins' search keys are kept by triggers (on-user-profile-written.ts) whenever a profile or
// company is written; accounts that existed before those triggers have none until their next
// write. This fills them in once after a deploy (`scripts/backfill-search-keys.mjs`), a page of
// documents at a time, writing only where the keys differ, so running it again changes nothing.

const PAGE = 300;

export interface BackfillCounts {
  users: number;
  companies: number;
}

function sameKeys(stored: unknown, keys: readonly string[]): boolean {
  return (
    Array.isArray(stored) &&
    stored.length === keys.length &&
    stored.every((key, i) => key === keys[i])
  );
}

export async function backfillSearchKeys(db: Firestore): Promise<BackfillCounts> {
  const counts: BackfillCounts = { users: 0, companies: 0 };
  let after: string | null = null;
  for (;;) {
    let page = db.collection(COLLECTIONS.users).orderBy(FieldPath.documentId()).limit(PAGE);
    if (after) page = page.startAfter(after);
    const { docs } = await page.get();
    if (docs.length === 0) break;
    const batch = db.batch();
    for (const doc of docs) {
      const keys = userSearchKeys(doc.data());
      if (sameKeys(doc.get('searchKeys'), keys)) continue;
      batch.update(doc.ref, { searchKeys: keys });
      counts.users += 1;
    }
    await batch.commit();
    after = docs[docs.length - 1]!.id;
  }
  after = null;
  for (;;) {
    let page = db.collection(COLLECTIONS.companies).orderBy(FieldPath.documentId()).limit(PAGE);
    if (after) page = page.startAfter(after);
    const { docs } = await page.get();
    if (docs.length === 0) break;
    const privates = await db.getAll(
      ...docs.map((doc) => db.collection(COLLECTIONS.companyPrivate).doc(doc.id)),
    );
    const batch = db.batch();
    docs.forEach((doc, index) => {
      const keys = companySearchKeys(doc.data());
      const companyPrivate = privates[index];
      // A company not provisioned yet gets its keys when its private document is made.
      if (!companyPrivate?.exists || sameKeys(companyPrivate.get('searchKeys'), keys)) return;
      batch.update(companyPrivate.ref, { searchKeys: keys });
      counts.companies += 1;
    });
    await batch.commit();
    after = docs[docs.length - 1]!.id;
  }
  return counts;
}
