import { FieldValue, type Timestamp } from 'firebase-admin/firestore';

import { replyToReviewCallable } from '@fixwell/common/callables';
import type { ReviewDocument } from '@fixwell/common/reviews/review';
import type { UserProfileDocument } from '@fixwell/common/user-profile';

import type { CompanyDocument } from '../companies/company-documents';
import { runTransaction } from '../lib/transaction';
import { appUrl } from '../lib/app-url';
import { onCallable } from '../lib/callable';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { reviewRepliedEmail } from '../mail/review-mail-templates';
import { readUserMailContext, userMail } from '../mail/user-mail';
import { notificationDocument } from '../notifications/notification-document';
import { replyDecision } from './review-decisions';
import {
  companyRef,
  newMailRef,
  newNotificationRef,
  refusalError,
  REVIEW_LINKS,
  reviewRef,
  userRef,
} from './review-refs';

/** The reviewed company replies once, publicly, to a published review; the author is told. */
export const replyToReview = onCallable(
  replyToReviewCallable,
  async ({ reviewId, body }, { uid }) => {
    await runTransaction(async (tx) => {
      const review = readDoc<ReviewDocument<Timestamp>>(await tx.get(reviewRef(reviewId)));
      const decision = replyDecision(uid, review);
      if (!decision.reply) throw refusalError(decision.refusal);
      const found = review!;
      const customerId = found.customerId || null;
      const [companySnapshot, customerSnapshot] = await tx.getAll(
        companyRef(found.companyId),
        userRef(customerId ?? found.companyId),
      );
      const company = readDoc<CompanyDocument>(companySnapshot);
      const customer = customerId
        ? readDoc<UserProfileDocument<Timestamp>>(customerSnapshot)
        : undefined;
      const mailContext = customerId ? await readUserMailContext(customerId, tx) : null;
      const businessName = String(company?.businessName ?? 'The company');

      tx.update(reviewRef(reviewId), {
        reply: { body, at: FieldValue.serverTimestamp() },
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies Partial<ReviewDocument<WriteTime>>);
      if (customerId) {
        tx.create(
          newNotificationRef(),
          notificationDocument(customerId, {
            type: 'review-replied',
            title: `${businessName} replied to your review`,
            body: body.slice(0, 140),
            link: REVIEW_LINKS.customerFeedbackList,
          }),
        );
        const mail = mailContext
          ? userMail(mailContext, {
              uid: customerId,
              to: String(customer?.email ?? ''),
              message: reviewRepliedEmail(
                { name: String(customer?.displayName ?? ''), businessName },
                `${appUrl()}${REVIEW_LINKS.customerFeedbackList}`,
              ),
              kind: 'review-replied',
              category: 'reviews',
            })
          : null;
        if (mail) tx.create(newMailRef(), mail);
      }
    });
    logInfo('review.replied', { reviewId });
    return { replied: true as const };
  },
  { auth: 'required' },
);
