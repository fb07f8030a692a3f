import type { Timestamp } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import type { LeadDocument } from '@fixwell/common/lead/lead';
import type { QuoteDocument } from '@fixwell/common/quote/quote-request';
import type {
  ReviewInvitationDocument,
  ReviewInvitationReason,
} from '@fixwell/common/reviews/review';
import type { UserProfileDocument } from '@fixwell/common/user-profile';

import type { CompanyDocument } from '../companies/company-documents';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { appUrl } from '../lib/app-url';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { reviewInvitationEmail } from '../mail/review-mail-templates';
import { readUserMailContext, userMail } from '../mail/user-mail';
import { notificationDocument } from '../notifications/notification-document';
import { invitationDecision, type InvitationRefusal } from './review-decisions';
import {
  companyRef,
  invitationRef,
  newMailRef,
  newNotificationRef,
  REVIEW_LINKS,
  reviewRef,
  userRef,
} from './review-refs';

export type InviteResult =
  { invited: true } | { invited: false; refusal: InvitationRefusal | 'no-lead' };

/**
 * Invites the customer of a job to review it, once: `reviewInvitations/{leadId}`, a
 * `review-invitation` notification and an email (category `reviews`), in one transaction. Guests
 * (a request without a customer account) are never invited: there is no account to review with.
 */
export async function inviteForReview(
  leadId: string,
  customerId: string | null,
  reason: ReviewInvitationReason,
): Promise<InviteResult> {
  const result = await runTransaction(async (tx): Promise<InviteResult> => {
    const leadSnapshot = await tx.get(db().collection(COLLECTIONS.leads).doc(leadId));
    const lead = readDoc<LeadDocument<Timestamp>>(leadSnapshot);
    if (!lead) return { invited: false, refusal: 'no-lead' };
    const [invitationSnapshot, reviewSnapshot, quoteSnapshot, companySnapshot] = await tx.getAll(
      invitationRef(leadId),
      reviewRef(leadId),
      db().collection(COLLECTIONS.quotes).doc(String(lead.quoteId)),
      companyRef(String(lead.companyId)),
    );
    const quote = readDoc<QuoteDocument<Timestamp>>(quoteSnapshot);
    const decision = invitationDecision({
      invitationExists: invitationSnapshot?.exists === true,
      reviewExists: reviewSnapshot?.exists === true,
      leadStatus: lead.status,
      quoteCustomerId: quote?.customerId,
      customerId,
    });
    if (!decision.invite) return { invited: false, refusal: decision.refusal };
    const customer = readDoc<UserProfileDocument<Timestamp>>(
      await tx.get(userRef(decision.customerId)),
    );
    const mailContext = await readUserMailContext(decision.customerId, tx);
    const company = readDoc<CompanyDocument>(companySnapshot);
    const companyName = String(company?.businessName ?? 'The company');
    const serviceName = String(lead.serviceName ?? quote?.serviceName ?? '');
    const link = REVIEW_LINKS.customerFeedback(leadId);

    tx.create(invitationRef(leadId), {
      leadId,
      quoteId: String(lead.quoteId),
      companyId: String(lead.companyId),
      customerId: decision.customerId,
      companyName,
      companySlug: String(company?.slug ?? ''),
      serviceName,
      reason,
      createdAt: FieldValue.serverTimestamp(),
      reviewedAt: null,
    } satisfies ReviewInvitationDocument<WriteTime>);
    tx.create(
      newNotificationRef(),
      notificationDocument(decision.customerId, {
        type: 'review-invitation',
        title: `How did ${companyName} do?`,
        body: `Rate your ${serviceName ? `${serviceName.toLowerCase()} ` : ''}job: quality, value and reliability.`,
        link,
      }),
    );
    const mail = userMail(mailContext, {
      uid: decision.customerId,
      to: String(customer?.email ?? ''),
      message: reviewInvitationEmail(
        { name: String(customer?.displayName ?? ''), businessName: companyName, serviceName },
        `${appUrl()}${link}`,
      ),
      kind: 'review-invitation',
      category: 'reviews',
    });
    if (mail) tx.create(newMailRef(), mail);
    return { invited: true };
  });
  logInfo('review.invitation', { leadId, reason, ...result });
  return result;
}
