import type { Timestamp } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import type { CompanyDocument } from '@fixwell/common/company';
import type { ReviewDocument } from '@fixwell/common/reviews/review';
import { companyReviewStats, type ReviewForStats } from '@fixwell/common/reviews/review-stats';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { companyRef } from './review-refs';

/**
 * Recomputes a company's figures from all its reviews: rating, count and 1–5 distribution of the
 * published ones, and the hidden ones by reason (for the profile's aggregate line). Functions
 * are the only writers of these fields; the rules keep them away from every client.
 */
export async function recomputeCompanyReviewStats(companyId: string): Promise<void> {
  const reviews = await db()
    .collection(COLLECTIONS.reviews)
    .where('companyId', '==', companyId)
    .select('rating', 'status', 'hidden')
    .get();
  const stats = companyReviewStats(
    reviews.docs.map((snapshot) => {
      const data = snapshot.data() as Partial<ReviewDocument<Timestamp>>;
      return {
        rating: typeof data.rating === 'number' ? data.rating : 0,
        // Older documents without a status were published.
        status: data.status === 'hidden' ? 'hidden' : 'published',
        hidden: data.hidden ? { reason: data.hidden.reason } : null,
      } satisfies ReviewForStats;
    }),
  );
  await runTransaction(async (tx) => {
    const ref = companyRef(companyId);
    if (!readDoc<CompanyDocument<Timestamp>>(await tx.get(ref))) return;
    tx.update(ref, {
      ...stats,
      updatedAt: FieldValue.serverTimestamp(),
    } satisfies Partial<CompanyDocument<WriteTime>> & typeof stats);
  });
  logInfo('review.company-stats', {
    companyId,
    reviewCount: stats.reviewCount,
    rating: stats.rating,
  });
}

export const onReviewWritten = onDocumentWritten(
  `${COLLECTIONS.reviews}/{reviewId}`,
  async (event) => {
    const before = readDoc<ReviewDocument<Timestamp>>(event.data?.before);
    const after = readDoc<ReviewDocument<Timestamp>>(event.data?.after);
    const changed =
      !before ||
      !after ||
      before.status !== after.status ||
      before.rating !== after.rating ||
      before.hidden?.reason !== after.hidden?.reason;
    if (!changed) return;
    const companies = new Set(
      [before?.companyId, after?.companyId].filter((id): id is string => !!id),
    );
    for (const companyId of companies) await recomputeCompanyReviewStats(companyId);
  },
);
