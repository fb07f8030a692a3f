import { ContentSection } from '@/components/content/content-section';
import type { Review } from '@/features/company-profile/company-profile-types';
import { starsGlyphs, starsText } from '@/features/company-profile/company-profile-utils';
import { LoadError } from '@/components/load-error';
import { formatLongDate } from '@/utils/format';

import './company-profile.css';

const PLACEHOLDERS = 3;

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="review card">
      <h3 className="review__author">{review.authorName}</h3>
      <p className="review__rating">
        <span className="review__stars" aria-hidden="true">
          {starsGlyphs(review.rating)}
        </span>{' '}
        {starsText(review.rating)}
      </p>
      <p className="review__date">
        <time dateTime={review.createdAt}>{formatLongDate(review.createdAt)}</time>
      </p>
      <p className="review__body">{review.body}</p>
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
  /** Undefined while loading. */
  reviews: readonly Review[] | undefined;
  error: boolean;
  onRetry: () => void;
  retrying: boolean;
};

/** The rating summary and the latest reviews: author, stars (as text too), date and words. */
export function CompanyReviews({
  companyName,
  ratingSummary,
  reviewCount,
  reviews,
  error,
  onRetry,
  retrying,
}: CompanyReviewsProps) {
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
            <ReviewItem key={review.id} review={review} />
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
      {content}
    </ContentSection>
  );
}
