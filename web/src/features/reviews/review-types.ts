import type {
  CompanyReviewStats,
  ReviewAspect,
  ReviewHideReason,
  ReviewInvitationReason,
  ReviewStatus,
} from '@fixwell/common/reviews/review';

/** `reviewInvitations/{leadId}` as the customer's feedback page reads it. */
export type ReviewInvitation = {
  id: string;
  leadId: string;
  companyId: string;
  companyName: string;
  companySlug: string;
  serviceName: string;
  reason: ReviewInvitationReason;
  createdAt: Date;
  reviewedAt: Date | null;
};

/** `reviews/{leadId}` as the signed-in pages read it (hidden ones included, for those allowed). */
export type StoredReview = {
  id: string;
  companyId: string;
  companyName: string;
  leadId: string;
  customerId: string;
  authorName: string;
  ratings: Partial<Record<ReviewAspect, number>>;
  rating: number;
  body: string;
  serviceName: string;
  verifiedJob: boolean;
  status: ReviewStatus;
  hidden: { reason: ReviewHideReason; at: Date | null } | null;
  reply: { body: string; at: Date | null } | null;
  reportCount: number;
  createdAt: Date;
};

/** What the customer's feedback page shows: jobs to review and reviews given. */
export type CustomerFeedback = {
  toReview: ReviewInvitation[];
  reviews: StoredReview[];
  /** Invitations by lead, to name the company of a past review. */
  companies: Record<string, { companyName: string; companySlug: string }>;
};

/** A company's figures, as the onReviewWritten trigger keeps them on `companies/{uid}`. */
export type CompanyReviewFigures = CompanyReviewStats;

export type ReviewPage = { reviews: StoredReview[]; hasMore: boolean };

export type ModerationFilter = 'all' | ReviewStatus;
