import { z } from 'zod';

// Reviews that can be trusted: only a customer with a real job is invited (`reviewInvitations`,
// written by functions when an invoice is paid, an appointment completed, or, while documents
// are young, a lead accepted 7 days ago with a conversation), one review per job
// (`reviews/{leadId}`), written by the submitReview callable. A company replies once; admins hide
// or restore with a reason from a fixed list, never for being negative. Ratings, the
// distribution and counts on `companies/{uid}` are computed by functions only.

export const REVIEW_TEXT_MIN = 30;
export const REVIEW_TEXT_MAX = 3000;
export const REVIEW_REPLY_MAX = 1500;
/** An accepted lead with a conversation becomes reviewable after this many days. */
export const REVIEWABLE_AFTER_ACCEPTED_DAYS = 7;

export const REVIEW_ASPECTS = ['quality', 'value', 'reliability'] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number];
export const REVIEW_ASPECT_LABELS: Record<ReviewAspect, string> = {
  quality: 'Quality of work',
  value: 'Value for money',
  reliability: 'Reliability',
};

export const REVIEW_HIDE_REASONS = [
  'abusive',
  'personal-data',
  'not-about-a-job',
  'legal',
] as const;
export type ReviewHideReason = (typeof REVIEW_HIDE_REASONS)[number];
export const REVIEW_HIDE_REASON_LABELS: Record<ReviewHideReason, string> = {
  abusive: 'Abusive or offensive',
  'personal-data': 'Contains personal data',
  'not-about-a-job': 'Not about a job',
  legal: 'Legal reasons',
};

export const REVIEW_INVITATION_REASONS = [
  'invoice-paid',
  'appointment-completed',
  'lead-accepted',
] as const;
export type ReviewInvitationReason = (typeof REVIEW_INVITATION_REASONS)[number];

/** `reviewInvitations/{leadId}`: a job the customer may review (read by that customer). */
export interface ReviewInvitationDocument<TTime> {
  leadId: string;
  quoteId: string;
  companyId: string;
  customerId: string;
  companyName: string;
  companySlug: string;
  serviceName: string;
  reason: ReviewInvitationReason;
  createdAt: TTime;
  /** Set when the review is written. */
  reviewedAt: TTime | null;
}

export type ReviewStatus = 'published' | 'hidden';

/**
 * `reviews/{leadId}`: one per job. Everyone reads published reviews; a hidden one only its
 * company, its author and admins. Older seeded reviews lack the job fields.
 */
export interface ReviewDocument<TTime> {
  companyId: string;
  /** The company's name when reviewed (for the author's and the moderators' lists). */
  companyName: string;
  leadId: string;
  customerId: string;
  /** First name and initial ("Sarah T."): never the full name. */
  authorName: string;
  ratings: Record<ReviewAspect, number>;
  /** The mean of the three ratings, one decimal place. */
  rating: number;
  body: string;
  serviceName: string;
  verifiedJob: true;
  status: ReviewStatus;
  hidden: { reason: ReviewHideReason; at: TTime } | null;
  reply: { body: string; at: TTime } | null;
  /** Reports from the company or others, for the moderation queue. */
  reportCount: number;
  createdAt: TTime;
  updatedAt: TTime;
}

/** What `companies/{uid}` carries about reviews (computed by functions). */
export interface CompanyReviewStats {
  rating: number;
  reviewCount: number;
  /** Published reviews by rounded overall rating, "1".."5". */
  ratingDistribution: Record<'1' | '2' | '3' | '4' | '5', number>;
  /** Hidden reviews, in aggregate, by reason. */
  hiddenReviews: { count: number; byReason: Partial<Record<ReviewHideReason, number>> };
}

const stars = z.coerce
  .number({ message: 'Choose from 1 to 5 stars.' })
  .int()
  .min(1, 'Choose from 1 to 5 stars.')
  .max(5, 'Choose from 1 to 5 stars.');

export const submitReviewSchema = z.object({
  invitationId: z.string().min(1).max(200),
  quality: stars,
  value: stars,
  reliability: stars,
  body: z
    .string()
    .trim()
    .min(REVIEW_TEXT_MIN, `Write at least ${REVIEW_TEXT_MIN} characters about the job.`)
    .max(
      REVIEW_TEXT_MAX,
      `Keep your review under ${REVIEW_TEXT_MAX.toLocaleString('en-GB')} characters.`,
    ),
});

export const replyToReviewSchema = z.object({
  reviewId: z.string().min(1).max(200),
  body: z
    .string()
    .trim()
    .min(2, 'Write your reply.')
    .max(
      REVIEW_REPLY_MAX,
      `Keep your reply under ${REVIEW_REPLY_MAX.toLocaleString('en-GB')} characters.`,
    ),
});

export const reportReviewSchema = z.object({
  reviewId: z.string().min(1).max(200),
  note: z.string().trim().min(5, 'Say what is wrong with the review.').max(1000),
});

const moderationNote = z
  .string()
  .trim()
  .max(1000, 'Keep the note under 1,000 characters.')
  .default('');

/** Hiding needs a reason from the fixed list (never "negative"); restoring needs none. */
export const moderateReviewSchema = z.discriminatedUnion('action', [
  z.object({
    reviewId: z.string().min(1).max(200),
    action: z.literal('hide'),
    reason: z.enum(REVIEW_HIDE_REASONS, { message: 'Choose why the review is hidden.' }),
    note: moderationNote,
  }),
  z.object({
    reviewId: z.string().min(1).max(200),
    action: z.literal('restore'),
    note: moderationNote,
  }),
]);
export type ModerateReviewInput = z.infer<typeof moderateReviewSchema>;

/** `reviewReports/{id}`: a company's report about one of its reviews (admins read). */
export interface ReviewReportDocument<TTime> {
  reviewId: string;
  companyId: string;
  reporterId: string;
  note: string;
  createdAt: TTime;
}

/** Messages the callables refuse with, written once for web and functions. */
export const REVIEW_MESSAGES = {
  invitationNotFound: 'We could not find that job to review.',
  notYourInvitation: 'Only the customer who had the job done can review it.',
  alreadyReviewed: 'You have already reviewed this job.',
  reviewNotFound: 'We could not find that review.',
  notYourReview: 'Only the company reviewed can do this.',
  alreadyReplied: 'You have already replied to this review.',
  replyToHidden: 'You can only reply to a published review.',
  alreadyHidden: 'This review is already hidden.',
  notHidden: 'This review is not hidden.',
  adminsOnly: 'Only an active admin can moderate reviews.',
  customersOnly: 'Only an active customer account can review a job.',
} as const;
