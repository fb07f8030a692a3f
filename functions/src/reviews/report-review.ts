import { FieldValue, type Timestamp } from 'firebase-admin/firestore';

import { reportReviewCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { ReviewDocument, ReviewReportDocument } from '@fixwell/common/reviews/review';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { reportDecision } from './review-decisions';
import { refusalError, reviewRef } from './review-refs';

/**
 * The reviewed company reports one of its reviews: a `reviewReports` record and the review's
 * `reportCount`, which puts it at the top of the moderation queue. The review stays published
 * until an admin decides.
 */
export const reportReview = onCallable(
  reportReviewCallable,
  async ({ reviewId, note }, { uid }) => {
    await runTransaction(async (tx) => {
      const review = readDoc<ReviewDocument<Timestamp>>(await tx.get(reviewRef(reviewId)));
      const decision = reportDecision(uid, review);
      if (!decision.report) throw refusalError(decision.refusal);
      tx.create(db().collection(COLLECTIONS.reviewReports).doc(), {
        reviewId,
        companyId: review!.companyId,
        reporterId: uid,
        note,
        createdAt: FieldValue.serverTimestamp(),
      } satisfies ReviewReportDocument<WriteTime>);
      tx.update(reviewRef(reviewId), {
        reportCount: FieldValue.increment(1),
        updatedAt: FieldValue.serverTimestamp(),
      });
    });
    logInfo('review.reported', { reviewId });
    return { reported: true as const };
  },
  { auth: 'required' },
);
