import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/firestore';

import {
  SERVICE_INDEX_ID,
  SERVICE_SUMMARY_FIELDS,
  serviceIndexEntryOf,
  withServiceEntry,
  type ServiceIndexDocument,
  type ServiceIndexEntry,
  type ServiceSummary,
} from '@fixwell/common/catalogue/service-index';
import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { serviceRef } from './catalogue-admin-store';

// The live index of services (common/src/catalogue/service-index.ts), kept in step with
// `services` whoever writes them (the saveCatalogueService callable, the seed, a script), so it
// cannot drift from the catalogue.

export const serviceIndexRef = () =>
  db().collection(COLLECTIONS.catalogueIndexes).doc(SERVICE_INDEX_ID);

type StoredSummary = Partial<ServiceSummary> & { hidden?: unknown };

/** Every service's entry, read from the collection (summary fields only): the index's first build. */
async function everyEntry(tx: Transaction): Promise<ServiceIndexEntry[]> {
  const snapshot = await tx.get(
    db()
      .collection(COLLECTIONS.services)
      .select(...SERVICE_SUMMARY_FIELDS, 'hidden'),
  );
  return snapshot.docs.map((doc) => serviceIndexEntryOf(doc.id, doc.data() as StoredSummary));
}

/**
 * Brings one service's entry up to date. The service is read in the transaction rather than taken
 * from the event, so events delivered out of order still leave its latest state; the transaction
 * on the one index document keeps two services saved at once from undoing each other. Returns
 * whether the index changed (an edit to fields it does not hold changes nothing).
 */
export async function updateServiceIndex(slug: string): Promise<boolean> {
  return runTransaction(async (tx) => {
    const [index, service] = await tx.getAll(serviceIndexRef(), serviceRef(slug));
    const current = readDoc<ServiceIndexDocument>(index!)?.services;
    const stored = readDoc<StoredSummary>(service!);
    const next = current
      ? withServiceEntry(current, slug, stored ? serviceIndexEntryOf(slug, stored) : null)
      : await everyEntry(tx);
    if (current && JSON.stringify(next) === JSON.stringify(current)) return false;
    tx.set(serviceIndexRef(), {
      services: next,
      updatedAt: FieldValue.serverTimestamp(),
    } satisfies ServiceIndexDocument<WriteTime>);
    return true;
  });
}

export const onServiceWrittenIndex = onDocumentWritten(
  `${COLLECTIONS.services}/{slug}`,
  async (event) => {
    const { slug } = event.params;
    logInfo('catalogue.service-index', { slug, changed: await updateServiceIndex(slug) });
  },
);
