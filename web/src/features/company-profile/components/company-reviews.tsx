import {
  REVIEW_ASPECT_LABELS,
  REVIEW_ASPECTS,
  type CompanyReviewStats,
} from '@fixwell/common/reviews/review';
import { hiddenReviewsSummary } from '@fixwell/common/reviews/review-stats';

import { ContentSection } from '@/components/content/content-section';
import type { Review } from '@/features/company-profile/company-profile-types';
import { starsGlyphs, starsText } from '@/features/company-profile/company-profile-utils';
import { RatingDistribution } from '@/features/company-profile/components/rating-distribution';
import { LoadError } from '@/components/load-error';
import { formatLongDate } from '@/utils/format';

import './company-profile.css';

const PLACEHOLDERS = 3;

function ReviewItem({ review, companyName }: { review: Review; companyName: string }) {
  const aspects = REVIEW_ASPECTS.filter((aspect) => typeof review.ratings?.[aspect] === 'number');
  return (
    <li className="review card">
      <h3 className="review__author">
        {review.authorName}
        {review.verifiedJob ? <span className="heading-badge">Verified job</span> : null}
      </h3>
      <p className="review__rating">
        <span className="review__stars" aria-hidden="true">
          {starsGlyphs(review.rating)}
        </span>{' '}
        {starsText(review.rating)}
      </p>
      <p className="review__date">
        <time dateTime={review.createdAt}>{formatLongDate(review.createdAt)}</time>
        {review.serviceName ? ` · ${review.serviceName}` : null}
      </p>
      {aspects.length > 0 ? (
        <ul className="review__aspects" aria-label="Ratings for this job">
          {aspects.map((aspect) => (
            <li key={aspect}>
              {REVIEW_ASPECT_LABELS[aspect]}: {review.ratings?.[aspect]} out of 5
            </li>
          ))}
        </ul>
      ) : null}
      <p className="review__body">{review.body}</p>
      {review.reply?.body ? (
        <div className="review__reply">
          <p className="review__reply-heading">Reply from {companyName}</p>
          <p>{review.reply.body}</p>
        </div>
      ) : null}
    </li>
  );
}

function ReviewSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        Loading reviews…
      </p>
      <ul className="review-list" aria-hidden="true">
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <li key={index} className="review review--skeleton card">
            <span className="company-skeleton company-skeleton--short" />
            <span className="company-skeleton company-skeleton--short" />
            <span className="company-skeleton" />
            <span className="company-skeleton" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export type CompanyReviewsProps = {
  companyName: string;
  /** "4.8 out of 5 from 12 reviews", or "No reviews yet". */
  ratingSummary: string;
  /** The company's total, which may be more than the reviews loaded. */
  reviewCount: number;
  /** Published reviews by stars (the company's figures). */
  ratingDistribution?: CompanyReviewStats['ratingDistribution'] | undefined;
  /** Reviews Fixwell hid, in aggregate. */
  hiddenReviews?: CompanyReviewStats['hiddenReviews'] | undefined;
  /** Undefined while loading. */
  reviews: readonly Review[] | undefined;
  error: boolean;
  onRetry: () => void;
  retrying: boolean;
};

/**
 * The rating summary with its 1–5 distribution, how many reviews Fixwell hid and why (in
 * aggregate, never which), and the latest reviews: author, "Verified job", stars (as text too),
 * date, the three aspects, the words and the company's reply.
 */
export function CompanyReviews({
  companyName,
  ratingSummary,
  reviewCount,
  ratingDistribution,
  hiddenReviews,
  reviews,
  error,
  onRetry,
  retrying,
}: CompanyReviewsProps) {
  const hidden = hiddenReviewsSummary(hiddenReviews);
  let content;
  if (reviews === undefined && error) {
    content = (
      <LoadError message="We could not load the reviews." onRetry={onRetry} retrying={retrying} />
    );
  } else if (reviews === undefined) {
    content = <ReviewSkeleton />;
  } else if (reviews.length === 0) {
    content = (
      <p>
        No reviews yet. Only customers who had work done by {companyName} through Fixwell can leave
        a review.
      </p>
    );
  } else {
    content = (
      <>
        <ul className="review-list">
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} companyName={companyName} />
          ))}
        </ul>
        {reviewCount > reviews.length ? (
          <p className="review-list__more">
            Showing the {reviews.length} most recent of {reviewCount} reviews.
          </p>
        ) : null}
      </>
    );
  }

  return (
    <ContentSection id="reviews" heading="Reviews" className="company-reviews">
      <p className="company-reviews__summary">{ratingSummary}</p>
      <RatingDistribution distribution={ratingDistribution} />
      {hidden ? <p className="company-reviews__hidden">{hidden}.</p> : null}
      {content}
    </ContentSection>
  );
}
