import { Timestamp } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/scheduler';

import { COLLECTIONS } from '@fixwell/common/collections';
import type { QuotePhotoUploadDocument } from '@fixwell/common/quote/quote-photos';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { readDoc } from '../lib/documents';
import { logError, logInfo } from '../lib/log';
import { deletePhoto } from './photo-store';

/** Photos never sent with a request are kept this long, so a draft can be finished the next day. */
export const UNATTACHED_PHOTO_LIFETIME_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/**
 * Deletes uploads older than a day that no request took (document and object). Each document is
 * re-read in a transaction, so a request sent with the photo at that moment keeps it.
 */
export async function cleanUpQuotePhotoUploadsNow(
  now: number = Date.now(),
): Promise<{ deleted: number }> {
  const cutoff = Timestamp.fromMillis(now - UNATTACHED_PHOTO_LIFETIME_MS);
  const uploads = db().collection(COLLECTIONS.quotePhotoUploads);
  let deleted = 0;
  for (;;) {
    const stale = await uploads
      .where('quoteId', '==', null)
      .where('createdAt', '<', cutoff)
      .orderBy('createdAt')
      .limit(BATCH)
      .get();
    let removedThisRound = 0;
    for (const candidate of stale.docs) {
      const removed = await runTransaction(async (tx) => {
        const upload = readDoc<QuotePhotoUploadDocument<Timestamp>>(await tx.get(candidate.ref));
        if (!upload || upload.quoteId !== null) return false;
        tx.delete(candidate.ref);
        return true;
      });
      if (!removed) continue;
      removedThisRound += 1;
      try {
        await deletePhoto(candidate.id);
      } catch (error) {
        logError('quote-photo.cleanup-object-failed', error, { photoId: candidate.id });
      }
    }
    deleted += removedThisRound;
    // A short page is the last; a page with nothing removable would only repeat itself.
    if (stale.size < BATCH || removedThisRound === 0) break;
  }
  logInfo('quote-photo.cleanup', { deleted });
  return { deleted };
}

/** Every 6 hours: unattached quote photos older than 24 hours are deleted. */
export const cleanUpQuotePhotoUploads = onSchedule(
  { schedule: 'every 6 hours', timeZone: 'Europe/London' },
  async () => {
    await cleanUpQuotePhotoUploadsNow();
  },
);
