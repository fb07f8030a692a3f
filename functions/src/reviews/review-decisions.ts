import {
  REVIEW_MESSAGES,
  REVIEWABLE_AFTER_ACCEPTED_DAYS,
  type ReviewHideReason,
  type ReviewStatus,
} from '@fixwell/common/reviews/review';

// Pure decisions of the reviews domain: the handlers read, ask here, then write.

const DAY_MS = 24 * 60 * 60 * 1000;
/** Accepted leads further back than this are not looked at again by the daily invitation run. */
export const REVIEW_INVITATION_LOOKBACK_DAYS = 90;

export type InvitationRefusal =
  | 'already-invited'
  | 'already-reviewed'
  | 'lead-not-accepted'
  | 'no-customer-account'
  | 'customer-mismatch';

/**
 * Whether a job earns its customer an invitation: once per lead, never for a lead already
 * reviewed, only for an accepted lead whose request belongs to a customer account (guests have no
 * account to review with) and only for that account.
 */
export function invitationDecision(input: {
  invitationExists: boolean;
  reviewExists: boolean;
  leadStatus: string | undefined;
  /** The request's customer account (`quotes/{id}.customerId`). */
  quoteCustomerId: string | null | undefined;
  /** The account the event names (the invoice's customer uid, the appointment's customer). */
  customerId: string | null | undefined;
}): { invite: true; customerId: string } | { invite: false; refusal: InvitationRefusal } {
  if (input.reviewExists) return { invite: false, refusal: 'already-reviewed' };
  if (input.invitationExists) return { invite: false, refusal: 'already-invited' };
  if (input.leadStatus !== 'accepted') return { invite: false, refusal: 'lead-not-accepted' };
  if (!input.quoteCustomerId) return { invite: false, refusal: 'no-customer-account' };
  if (input.customerId && input.customerId !== input.quoteCustomerId) {
    return { invite: false, refusal: 'customer-mismatch' };
  }
  return { invite: true, customerId: input.quoteCustomerId };
}

/** The window of acceptance times the daily run looks at: old enough, not too old. */
export function acceptedLeadWindow(nowMillis: number): { fromMillis: number; toMillis: number } {
  const toMillis = nowMillis - REVIEWABLE_AFTER_ACCEPTED_DAYS * DAY_MS;
  return { fromMillis: toMillis - REVIEW_INVITATION_LOOKBACK_DAYS * DAY_MS, toMillis };
}

/**
 * An accepted lead with a conversation becomes reviewable after REVIEWABLE_AFTER_ACCEPTED_DAYS
 * when both sides wrote: the company's first message is recorded on the conversation, the
 * customer's is found in the thread.
 */
export function acceptedLeadReviewable(input: {
  acceptedAtMillis: number | null;
  firstCompanyMessageAtMillis: number | null;
  customerHasWritten: boolean;
  customerId: string | null;
  nowMillis: number;
}): boolean {
  if (input.acceptedAtMillis === null || !input.customerId) return false;
  if (input.nowMillis - input.acceptedAtMillis < REVIEWABLE_AFTER_ACCEPTED_DAYS * DAY_MS)
    return false;
  return input.firstCompanyMessageAtMillis !== null && input.customerHasWritten;
}

export type ReviewRefusal = {
  code: 'not-found' | 'permission-denied' | 'already-exists' | 'failed-precondition';
  message: string;
};

/** The invitation's customer, once per job. */
export function submitReviewDecision(input: {
  uid: string;
  invitation: { customerId: string; reviewedAt: unknown } | undefined;
  reviewExists: boolean;
  callerIsActiveCustomer: boolean;
}): { submit: true } | { submit: false; refusal: ReviewRefusal } {
  if (!input.invitation) {
    return {
      submit: false,
      refusal: { code: 'not-found', message: REVIEW_MESSAGES.invitationNotFound },
    };
  }
  if (input.invitation.customerId !== input.uid) {
    return {
      submit: false,
      refusal: { code: 'permission-denied', message: REVIEW_MESSAGES.notYourInvitation },
    };
  }
  if (!input.callerIsActiveCustomer) {
    return {
      submit: false,
      refusal: { code: 'permission-denied', message: REVIEW_MESSAGES.customersOnly },
    };
  }
  if (input.reviewExists || input.invitation.reviewedAt) {
    return {
      submit: false,
      refusal: { code: 'already-exists', message: REVIEW_MESSAGES.alreadyReviewed },
    };
  }
  return { submit: true };
}

interface StoredReviewFacts {
  companyId: string;
  status: ReviewStatus;
  reply: unknown;
}

/** The reviewed company replies once, to a published review. */
export function replyDecision(
  uid: string,
  review: StoredReviewFacts | undefined,
): { reply: true } | { reply: false; refusal: ReviewRefusal } {
  if (!review)
    return {
      reply: false,
      refusal: { code: 'not-found', message: REVIEW_MESSAGES.reviewNotFound },
    };
  if (review.companyId !== uid) {
    return {
      reply: false,
      refusal: { code: 'permission-denied', message: REVIEW_MESSAGES.notYourReview },
    };
  }
  if (review.status !== 'published') {
    return {
      reply: false,
      refusal: { code: 'failed-precondition', message: REVIEW_MESSAGES.replyToHidden },
    };
  }
  if (review.reply) {
    return {
      reply: false,
      refusal: { code: 'already-exists', message: REVIEW_MESSAGES.alreadyReplied },
    };
  }
  return { reply: true };
}

/** The reviewed company reports its own review to the moderators. */
export function reportDecision(
  uid: string,
  review: StoredReviewFacts | undefined,
): { report: true } | { report: false; refusal: ReviewRefusal } {
  if (!review)
    return {
      report: false,
      refusal: { code: 'not-found', message: REVIEW_MESSAGES.reviewNotFound },
    };
  if (review.companyId !== uid) {
    return {
      report: false,
      refusal: { code: 'permission-denied', message: REVIEW_MESSAGES.notYourReview },
    };
  }
  return { report: true };
}

/** An admin hides a published review with a reason, or restores a hidden one. */
export function moderationDecision(
  review: StoredReviewFacts | undefined,
  action: { action: 'hide'; reason: ReviewHideReason } | { action: 'restore' },
): { moderate: true; status: ReviewStatus } | { moderate: false; refusal: ReviewRefusal } {
  if (!review)
    return {
      moderate: false,
      refusal: { code: 'not-found', message: REVIEW_MESSAGES.reviewNotFound },
    };
  if (action.action === 'hide') {
    if (review.status === 'hidden') {
      return {
        moderate: false,
        refusal: { code: 'failed-precondition', message: REVIEW_MESSAGES.alreadyHidden },
      };
    }
    return { moderate: true, status: 'hidden' };
  }
  if (review.status !== 'hidden') {
    return {
      moderate: false,
      refusal: { code: 'failed-precondition', message: REVIEW_MESSAGES.notHidden },
    };
  }
  return { moderate: true, status: 'published' };
}
