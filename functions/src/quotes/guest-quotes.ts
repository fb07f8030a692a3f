import { FieldValue } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import type { QuoteDocument } from '@fixwell/common/quote/quote-request';

import { linkGuestConversations } from '../conversations/link-guest-conversations';
import { db } from '../lib/admin';
import type { WriteTime } from '../lib/documents';

/** Firestore's limit on the writes of one batch. */
const BATCH_SIZE = 500;
/** 10,000 requests from one address is far past anything real; stop rather than loop forever. */
const MAX_BATCHES = 20;

/**
 * Links every guest request made with `email` (not yet linked to anyone) to the customer `uid`.
 * The caller must have checked that `uid` owns `email` (a verified address). Returns how many
 * were linked. Each pass re-queries, because linked requests drop out of `customerId == null`.
 * Used by claimGuestQuotes and, once an address is verified, by syncEmailVerified. The requests'
 * conversations and appointments gain the customer as a participant too.
 */
export async function linkGuestQuotes(uid: string, email: string): Promise<number> {
  const unclaimed = db()
    .collection(COLLECTIONS.quotes)
    .where('contact.email', '==', email.trim().toLowerCase())
    .where('customerId', '==', null)
    .limit(BATCH_SIZE);

  let linked = 0;
  for (let pass = 0; pass < MAX_BATCHES; pass += 1) {
    const snapshot = await unclaimed.get();
    if (snapshot.empty) break;
    // Their conversations and appointments first: idempotent, so a failure here leaves the
    // requests unclaimed and the next claim runs it all again.
    await linkGuestConversations(
      uid,
      snapshot.docs.map((quote) => quote.id),
    );
    const batch = db().batch();
    for (const quote of snapshot.docs) {
      batch.update(quote.ref, {
        customerId: uid,
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies Partial<QuoteDocument<WriteTime>>);
    }
    await batch.commit();
    linked += snapshot.size;
    if (snapshot.size < BATCH_SIZE) break;
  }
  return linked;
}
