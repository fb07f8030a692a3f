import {
  FieldValue,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import type { CompanySlugDocument, CoverageIndexDocument } from '@fixwell/common/company';

// Lookup documents that let matching find companies by direct reads instead of queries:
//   coverageIndex/{trade|PLACE} → { companyIds: [...] }  (every company covering that key)
//   companySlugs/{slug}         → { companyId }           (the company behind a widget or profile)
// A read by id costs the same however many companies there are, which a query on the emulators
// (and a query without a perfect index in production) does not. Whoever writes a company's
// `coverageKeys` or `slug` writes these in the same transaction or batch: provisionCompany,
// deleteMyAccount and the seed. Only functions write them; the rules deny every client.

type Writer = Transaction | WriteBatch;

/** Adds the company under the keys it gained and removes it from the keys it lost. */
export function writeCoverageIndex(
  db: Firestore,
  writer: Writer,
  companyId: string,
  before: readonly string[],
  after: readonly string[],
): void {
  const added = after.filter((key) => !before.includes(key));
  const removed = before.filter((key) => !after.includes(key));
  for (const key of added) {
    (writer as WriteBatch).set(
      db.collection(COLLECTIONS.coverageIndex).doc(key),
      { companyIds: FieldValue.arrayUnion(companyId) } satisfies Record<
        keyof CoverageIndexDocument,
        FieldValue
      >,
      { merge: true },
    );
  }
  for (const key of removed) {
    (writer as WriteBatch).set(
      db.collection(COLLECTIONS.coverageIndex).doc(key),
      { companyIds: FieldValue.arrayRemove(companyId) } satisfies Record<
        keyof CoverageIndexDocument,
        FieldValue
      >,
      { merge: true },
    );
  }
}

export function writeCompanySlug(
  db: Firestore,
  writer: Writer,
  slug: string,
  companyId: string,
): void {
  (writer as WriteBatch).set(db.collection(COLLECTIONS.companySlugs).doc(slug), {
    companyId,
  } satisfies CompanySlugDocument);
}

export function deleteCompanySlug(db: Firestore, writer: Writer, slug: string): void {
  (writer as WriteBatch).delete(db.collection(COLLECTIONS.companySlugs).doc(slug));
}
