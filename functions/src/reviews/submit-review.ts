import { FieldValue, type Timestamp } from 'firebase-admin/firestore';

import { submitReviewCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { ReviewDocument, ReviewInvitationDocument } from '@fixwell/common/reviews/review';
import { overallRating, reviewAuthorName } from '@fixwell/common/reviews/review-stats';
import type { UserProfileDocument } from '@fixwell/common/user-profile';

import type { CompanyDocument } from '../companies/company-documents';
import { conversationExists, postSystemMessage } from '../conversations/system-messages';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { appUrl } from '../lib/app-url';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { reviewReceivedEmail } from '../mail/review-mail-templates';
import { readUserMailContext, userMail } from '../mail/user-mail';
import { notificationDocument } from '../notifications/notification-document';
import { submitReviewDecision } from './review-decisions';
import {
  companyRef,
  invitationRef,
  newMailRef,
  newNotificationRef,
  refusalError,
  REVIEW_LINKS,
  reviewRef,
  userRef,
} from './review-refs';

/**
 * The invited customer reviews the job, once: `reviews/{leadId}` is created in the transaction
 * that marks the invitation reviewed. The company is told (in-app and by email) and, when the
 * job has a conversation, a system message says a review was posted. The company's figures
 * follow from onReviewWritten.
 */
export const submitReview = onCallable(
  submitReviewCallable,
  async (input, { uid }) => {
    const leadId = input.invitationId;
    const review = await runTransaction(async (tx) => {
      const [invitationSnapshot, reviewSnapshot, profileSnapshot] = await tx.getAll(
        invitationRef(leadId),
        reviewRef(leadId),
        userRef(uid),
      );
      const invitation = readDoc<ReviewInvitationDocument<Timestamp>>(invitationSnapshot);
      const profile = readDoc<UserProfileDocument<Timestamp>>(profileSnapshot);
      const decision = submitReviewDecision({
        uid,
        invitation,
        reviewExists: reviewSnapshot?.exists === true,
        callerIsActiveCustomer: profile?.role === 'customer' && profile.active === true,
      });
      if (!decision.submit) throw refusalError(decision.refusal);
      const found = invitation!;
      const [companySnapshot, companyUserSnapshot, quoteSnapshot] = await tx.getAll(
        companyRef(found.companyId),
        userRef(found.companyId),
        db().collection(COLLECTIONS.quotes).doc(found.quoteId),
      );
      const company = readDoc<CompanyDocument>(companySnapshot);
      const companyUser = readDoc<UserProfileDocument<Timestamp>>(companyUserSnapshot);
      const hasConversation = await conversationExists(tx, leadId);
      const mailContext = await readUserMailContext(found.companyId, tx);

      const ratings = {
        quality: input.quality,
        value: input.value,
        reliability: input.reliability,
      };
      const rating = overallRating(ratings);
      // The name the customer gave the company on the request (a profile's name is often the
      // default made from the email address); the review shows its first name and initial only.
      const contactName = quoteSnapshot?.get('contact.name') as unknown;
      const authorName = reviewAuthorName(
        typeof contactName === 'string' && contactName.trim()
          ? contactName
          : String(profile?.displayName ?? ''),
      );
      const businessName = String(company?.businessName ?? found.companyName);
      tx.create(reviewRef(leadId), {
        companyId: found.companyId,
        companyName: businessName,
        leadId,
        customerId: uid,
        authorName,
        ratings,
        rating,
        body: input.body,
        serviceName: found.serviceName,
        verifiedJob: true,
        status: 'published',
        hidden: null,
        reply: null,
        reportCount: 0,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies ReviewDocument<WriteTime>);
      tx.update(invitationRef(leadId), {
        reviewedAt: FieldValue.serverTimestamp(),
      } satisfies Partial<ReviewInvitationDocument<WriteTime>>);
      tx.create(
        newNotificationRef(),
        notificationDocument(found.companyId, {
          type: 'review-received',
          title: `New review from ${authorName}: ${rating} out of 5`,
          body: input.body.slice(0, 140),
          link: REVIEW_LINKS.companyFeedback,
        }),
      );
      const mail = userMail(mailContext, {
        uid: found.companyId,
        to: String(companyUser?.email ?? ''),
        message: reviewReceivedEmail(
          { businessName, authorName, rating },
          `${appUrl()}${REVIEW_LINKS.companyFeedback}`,
        ),
        kind: 'review-received',
        category: 'reviews',
      });
      if (mail) tx.create(newMailRef(), mail);
      if (hasConversation) {
        const slug = String(company?.slug ?? found.companySlug);
        postSystemMessage(tx, {
          conversationId: leadId,
          event: 'review-posted',
          text: `${authorName} reviewed the job: ${rating} out of 5.`,
          link: slug ? REVIEW_LINKS.publicProfile(slug) : null,
          notify: [found.companyId],
        });
      }
      return { reviewId: leadId, rating };
    });
    logInfo('review.submitted', { reviewId: review.reviewId, rating: review.rating });
    return { reviewId: review.reviewId };
  },
  { auth: 'required' },
);
