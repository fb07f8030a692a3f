// The reviews feature's only contact with Firebase: its Firestore reads and callables. Hooks build
// on these, so component tests replace this one module.
import {
  moderateReviewCallable,
  replyToReviewCallable,
  reportReviewCallable,
  submitReviewCallable,
  type CallableInput,
  type CallableOutput,
} from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  REVIEW_ASPECTS,
  REVIEW_HIDE_REASONS,
  type ReviewAspect,
  type ReviewHideReason,
} from '@fixwell/common/reviews/review';
import { dateOf } from '@fixwell/common/timestamps';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type DocumentData,
  type QueryConstraint,
} from 'firebase/firestore';

import type {
  CompanyReviewFigures,
  CustomerFeedback,
  ModerationFilter,
  ReviewInvitation,
  ReviewPage,
  StoredReview,
} from '@/features/reviews/review-types';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';
import { fetchPage } from '@/lib/firestore-page';

/** Reviews per page on the company's and the admins' lists. */
export const REVIEWS_PAGE_SIZE = 20;
/** Jobs and reviews a customer's page reads (a customer has few). */
const CUSTOMER_LIMIT = 50;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

export function invitationFromData(id: string, data: DocumentData): ReviewInvitation {
  return {
    id,
    leadId: text(data.leadId) || id,
    companyId: text(data.companyId),
    companyName: text(data.companyName),
    companySlug: text(data.companySlug),
    serviceName: text(data.serviceName),
    reason: data.reason as ReviewInvitation['reason'],
    createdAt: dateOf(data.createdAt) ?? new Date(0),
    reviewedAt: dateOf(data.reviewedAt),
  };
}

export function reviewFromData(id: string, data: DocumentData): StoredReview {
  const ratings: Partial<Record<ReviewAspect, number>> = {};
  for (const aspect of REVIEW_ASPECTS) {
    const value = (data.ratings as Record<string, unknown> | undefined)?.[aspect];
    if (typeof value === 'number') ratings[aspect] = value;
  }
  const hiddenReason = (data.hidden as { reason?: unknown } | null | undefined)?.reason;
  const reply = data.reply as { body?: unknown; at?: unknown } | null | undefined;
  return {
    id,
    companyId: text(data.companyId),
    companyName: text(data.companyName),
    leadId: text(data.leadId) || id,
    customerId: text(data.customerId),
    authorName: text(data.authorName),
    ratings,
    rating: typeof data.rating === 'number' ? data.rating : 0,
    body: text(data.body),
    serviceName: text(data.serviceName),
    verifiedJob: data.verifiedJob === true,
    status: data.status === 'hidden' ? 'hidden' : 'published',
    hidden:
      data.status === 'hidden' &&
      typeof hiddenReason === 'string' &&
      (REVIEW_HIDE_REASONS as readonly string[]).includes(hiddenReason)
        ? {
            reason: hiddenReason as ReviewHideReason,
            at: dateOf((data.hidden as { at?: unknown }).at),
          }
        : null,
    reply:
      reply && typeof reply.body === 'string' ? { body: reply.body, at: dateOf(reply.at) } : null,
    reportCount: count(data.reportCount),
    createdAt: dateOf(data.createdAt) ?? new Date(0),
  };
}

const invitationConverter = readConverter(invitationFromData);
const reviewConverter = readConverter(reviewFromData);

const reviews = () => collection(firestore(), COLLECTIONS.reviews).withConverter(reviewConverter);

/** The customer's invitations (rules: `customerId == uid`) and the reviews they wrote. */
export async function getCustomerFeedback(customerId: string): Promise<CustomerFeedback> {
  const [invitationSnapshot, reviewSnapshot] = await Promise.all([
    getDocs(
      query(
        collection(firestore(), COLLECTIONS.reviewInvitations).withConverter(invitationConverter),
        where('customerId', '==', customerId),
        orderBy('createdAt', 'desc'),
        limit(CUSTOMER_LIMIT),
      ),
    ),
    getDocs(
      query(
        reviews(),
        where('customerId', '==', customerId),
        orderBy('createdAt', 'desc'),
        limit(CUSTOMER_LIMIT),
      ),
    ),
  ]);
  const invitations = invitationSnapshot.docs.map((snapshot) => snapshot.data());
  const written = reviewSnapshot.docs.map((snapshot) => snapshot.data());
  const reviewed = new Set(written.map((review) => review.leadId));
  return {
    toReview: invitations.filter(
      (invitation) => !invitation.reviewedAt && !reviewed.has(invitation.leadId),
    ),
    reviews: written,
    companies: Object.fromEntries(
      invitations.map((invitation) => [
        invitation.leadId,
        { companyName: invitation.companyName, companySlug: invitation.companySlug },
      ]),
    ),
  };
}

/** A company's reviews, newest first, hidden ones included (the rules let it read its own). */
export async function getCompanyReviews(companyId: string, pageSize: number): Promise<ReviewPage> {
  const { items, hasMore } = await fetchPage(
    query(reviews(), where('companyId', '==', companyId), orderBy('createdAt', 'desc')),
    pageSize,
  );
  return { reviews: items, hasMore };
}

/** The company's figures from `companies/{uid}` (kept by the onReviewWritten trigger). */
export async function getCompanyReviewFigures(companyId: string): Promise<CompanyReviewFigures> {
  const snapshot = await getDoc(doc(firestore(), COLLECTIONS.companies, companyId));
  const data = snapshot.data() ?? {};
  const distribution = (data.ratingDistribution ?? {}) as Record<string, unknown>;
  const hidden = (data.hiddenReviews ?? {}) as { count?: unknown; byReason?: unknown };
  return {
    rating: typeof data.rating === 'number' ? data.rating : 0,
    reviewCount: count(data.reviewCount),
    ratingDistribution: {
      '1': count(distribution['1']),
      '2': count(distribution['2']),
      '3': count(distribution['3']),
      '4': count(distribution['4']),
      '5': count(distribution['5']),
    },
    hiddenReviews: {
      count: count(hidden.count),
      byReason: (hidden.byReason ?? {}) as CompanyReviewFigures['hiddenReviews']['byReason'],
    },
  };
}

/** The moderation queue: reported reviews first, then the newest; optionally one status. */
export async function getModerationQueue(
  filter: ModerationFilter,
  pageSize: number,
): Promise<ReviewPage> {
  const constraints: QueryConstraint[] = [];
  if (filter !== 'all') constraints.push(where('status', '==', filter));
  constraints.push(orderBy('reportCount', 'desc'), orderBy('createdAt', 'desc'));
  const { items, hasMore } = await fetchPage(query(reviews(), ...constraints), pageSize);
  return { reviews: items, hasMore };
}

export function submitReview(
  input: CallableInput<typeof submitReviewCallable>,
): Promise<CallableOutput<typeof submitReviewCallable>> {
  return callFunction(submitReviewCallable, input, {
    fallback: 'We could not send your review. Please try again.',
  });
}

export function replyToReview(
  input: CallableInput<typeof replyToReviewCallable>,
): Promise<CallableOutput<typeof replyToReviewCallable>> {
  return callFunction(replyToReviewCallable, input, {
    fallback: 'We could not post your reply. Please try again.',
  });
}

export function reportReview(
  input: CallableInput<typeof reportReviewCallable>,
): Promise<CallableOutput<typeof reportReviewCallable>> {
  return callFunction(reportReviewCallable, input, {
    fallback: 'We could not send your report. Please try again.',
  });
}

export function moderateReview(
  input: CallableInput<typeof moderateReviewCallable>,
): Promise<CallableOutput<typeof moderateReviewCallable>> {
  return callFunction(moderateReviewCallable, input, {
    fallback: 'We could not change the review. Please try again.',
  });
}
