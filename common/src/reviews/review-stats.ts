import { averageRating } from '../company';
import {
  REVIEW_ASPECTS,
  REVIEW_HIDE_REASONS,
  type CompanyReviewStats,
  type ReviewAspect,
  type ReviewHideReason,
  type ReviewStatus,
} from './review';

// The pure arithmetic of reviews, shared by the onReviewWritten trigger, the submitReview
// callable and the seed, so a company's figures are computed one way everywhere.

/** What the figures need of a review. */
export interface ReviewForStats {
  rating: number;
  status: ReviewStatus;
  hidden: { reason: ReviewHideReason } | null;
}

const STARS = ['1', '2', '3', '4', '5'] as const;

/**
 * A company's rating (mean of its published reviews' ratings, one decimal), review count, 1–5
 * distribution (published ratings rounded to whole stars) and hidden reviews by reason.
 */
export function companyReviewStats(reviews: readonly ReviewForStats[]): CompanyReviewStats {
  const published = reviews.filter((review) => review.status === 'published');
  const ratingDistribution = Object.fromEntries(STARS.map((star) => [star, 0])) as Record<
    (typeof STARS)[number],
    number
  >;
  for (const review of published) ratingDistribution[wholeStar(review.rating)] += 1;
  const byReason: Partial<Record<ReviewHideReason, number>> = {};
  let hiddenCount = 0;
  for (const review of reviews) {
    if (review.status !== 'hidden') continue;
    hiddenCount += 1;
    const reason = review.hidden?.reason;
    if (reason && (REVIEW_HIDE_REASONS as readonly string[]).includes(reason)) {
      byReason[reason] = (byReason[reason] ?? 0) + 1;
    }
  }
  return {
    rating: averageRating(published.map((review) => review.rating)),
    reviewCount: published.length,
    ratingDistribution,
    hiddenReviews: { count: hiddenCount, byReason },
  };
}

function wholeStar(rating: number): (typeof STARS)[number] {
  const stars = Number.isFinite(rating) ? Math.min(5, Math.max(1, Math.round(rating))) : 1;
  return String(stars) as (typeof STARS)[number];
}

/** A review's overall rating: the mean of its three aspects, one decimal place. */
export function overallRating(ratings: Record<ReviewAspect, number>): number {
  return averageRating(REVIEW_ASPECTS.map((aspect) => ratings[aspect]));
}

/** "Sarah T." from "Sarah Thompson"; "Sarah" alone stays "Sarah"; never the full surname. */
export function reviewAuthorName(displayName: string): string {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return 'A Fixwell customer';
  // An email-like display name (the default is the part before the @) shows its first word.
  const firstName = first.split(/[@._-]/)[0] || first;
  const capitalised = firstName.charAt(0).toUpperCase() + firstName.slice(1);
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? `${capitalised} ${last.charAt(0).toUpperCase()}.` : capitalised;
}

const HIDDEN_REASON_PHRASES: Record<ReviewHideReason, string> = {
  abusive: 'abusive',
  'personal-data': 'contained personal data',
  'not-about-a-job': 'not about a job',
  legal: 'hidden for legal reasons',
};

/**
 * "2 reviews hidden by Fixwell: 1 abusive, 1 contained personal data", or null with none hidden.
 */
export function hiddenReviewsSummary(
  hidden: CompanyReviewStats['hiddenReviews'] | undefined | null,
): string | null {
  if (!hidden || !(hidden.count > 0)) return null;
  const parts = REVIEW_HIDE_REASONS.filter((reason) => (hidden.byReason[reason] ?? 0) > 0).map(
    (reason) => `${hidden.byReason[reason]} ${HIDDEN_REASON_PHRASES[reason]}`,
  );
  const head = `${hidden.count} ${hidden.count === 1 ? 'review' : 'reviews'} hidden by Fixwell`;
  return parts.length > 0 ? `${head}: ${parts.join(', ')}` : head;
}
