import { useState } from 'react';

import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { REVIEWS_PAGE_SIZE } from '@/features/reviews/api/reviews-data';
import { useCompanyReviews } from '@/features/reviews/api/get-company-reviews';
import { ReplyForm, ReportReview } from '@/features/reviews/components/company-review-actions';
import { HiddenReviewBadge, ReviewSummary } from '@/features/reviews/components/review-summary';

import './reviews.css';

/**
 * The company's reviews, newest first: each with its aspects and "Verified job", the reply form
 * (once, published reviews only) and "Report"; hidden ones say why.
 */
export function CompanyFeedback({ companyId }: { companyId: string }) {
  const [pageSize, setPageSize] = useState(REVIEWS_PAGE_SIZE);
  const result = useCompanyReviews(companyId, pageSize);

  if (result.data === undefined) {
    return result.isError ? (
      <LoadError
        message="We could not load your reviews."
        onRetry={() => void result.refetch()}
        retrying={result.isFetching}
      />
    ) : (
      <LoadingBlock label="Loading your reviews…" lines={4} />
    );
  }
  const { reviews, hasMore } = result.data;
  if (reviews.length === 0) {
    return (
      <p>
        No reviews yet. Fixwell invites your customers to review a job once its invoice is paid or
        its appointment is completed.
      </p>
    );
  }
  return (
    <>
      <ul className="review-items" aria-label="Your reviews">
        {reviews.map((review) => (
          <ReviewSummary
            key={review.id}
            review={review}
            heading={review.authorName}
            replyFrom="Your reply"
            badges={<HiddenReviewBadge review={review} />}
          >
            {review.status === 'published' && !review.reply ? <ReplyForm review={review} /> : null}
            <div className="review-item__actions">
              <ReportReview review={review} />
            </div>
          </ReviewSummary>
        ))}
      </ul>
      {hasMore ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={result.isFetching}
          onClick={() => setPageSize((size) => size + REVIEWS_PAGE_SIZE)}
        >
          {result.isFetching ? 'Loading…' : 'Show more reviews'}
        </button>
      ) : null}
    </>
  );
}
