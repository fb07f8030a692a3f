import { FieldValue, type Timestamp } from 'firebase-admin/firestore';

import { moderateReviewCallable } from '@fixwell/common/callables';
import {
  REVIEW_HIDE_REASON_LABELS,
  REVIEW_MESSAGES,
  type ReviewDocument,
} from '@fixwell/common/reviews/review';

import { runTransaction } from '../lib/transaction';
import { recordAdminAction } from '../lib/admin-audit';
import { requireActiveRole } from '../lib/callable-guards';
import { onCallable } from '../lib/callable';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { readUserProfile } from '../lib/user-profiles';
import { notificationDocument } from '../notifications/notification-document';
import { moderationDecision } from './review-decisions';
import { newNotificationRef, refusalError, REVIEW_LINKS, reviewRef } from './review-refs';

/**
 * An admin hides a review with a reason from the fixed list (never for being negative) or
 * restores it; the change is recorded in `adminAudit` and the company and the author are told.
 */
export const moderateReview = onCallable(
  moderateReviewCallable,
  async (input, { uid }) => {
    const email = (await readUserProfile(uid))?.email ?? '';
    const status = await runTransaction(async (tx) => {
      const ref = reviewRef(input.reviewId);
      const review = readDoc<ReviewDocument<Timestamp>>(await tx.get(ref));
      const decision = moderationDecision(review, input);
      if (!decision.moderate) throw refusalError(decision.refusal);
      const found = review!;
      const hide = input.action === 'hide';
      tx.update(ref, {
        status: decision.status,
        hidden: hide ? { reason: input.reason, at: FieldValue.serverTimestamp() } : null,
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies Partial<ReviewDocument<WriteTime>>);
      recordAdminAction(tx, {
        action: hide ? 'review.hide' : 'review.restore',
        actor: { uid, email },
        target: ref.path,
        before: { status: found.status, hiddenReason: found.hidden?.reason ?? null },
        after: { status: decision.status, hiddenReason: hide ? input.reason : null },
        reason: [hide ? input.reason : null, input.note || null].filter(Boolean).join(': ') || null,
      });
      const title = hide
        ? `A review was hidden: ${REVIEW_HIDE_REASON_LABELS[input.reason].toLowerCase()}`
        : 'A hidden review is visible again';
      const body = hide
        ? 'Fixwell hid the review under its review rules. It no longer counts towards the rating.'
        : 'Fixwell restored the review after looking at it again.';
      tx.create(
        newNotificationRef(),
        notificationDocument(found.companyId, {
          type: 'review-hidden',
          title,
          body,
          link: REVIEW_LINKS.companyFeedback,
        }),
      );
      if (found.customerId) {
        tx.create(
          newNotificationRef(),
          notificationDocument(found.customerId, {
            type: 'review-hidden',
            title: hide ? 'Your review was hidden' : 'Your review is visible again',
            body: hide
              ? `Reason: ${REVIEW_HIDE_REASON_LABELS[input.reason]}.`
              : 'Fixwell restored your review after looking at it again.',
            link: REVIEW_LINKS.customerFeedbackList,
          }),
        );
      }
      return decision.status;
    });
    logInfo('review.moderated', { reviewId: input.reviewId, action: input.action });
    return { status };
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'admin', REVIEW_MESSAGES.adminsOnly),
  },
);
