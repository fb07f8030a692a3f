import { useState } from 'react';

import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { useCustomerFeedback } from '@/features/reviews/api/get-customer-feedback';
import { ReviewForm } from '@/features/reviews/components/review-form';
import { HiddenReviewBadge, ReviewSummary } from '@/features/reviews/components/review-summary';
import { formatLongDate } from '@/utils/format';

import './reviews.css';

const INVITATION_REASONS = {
  'invoice-paid': 'Invoice paid',
  'appointment-completed': 'Job completed',
  'lead-accepted': 'Job arranged through Fixwell',
} as const;

/**
 * The customer's feedback: the jobs they may review (each invitation without a review; `job`
 * opens that one's form) and the reviews they gave, with the company's reply.
 */
export function CustomerFeedback({
  customerId,
  selectedJob,
}: {
  customerId: string;
  /** `?job=<leadId>` from the invitation's link: that job's form is open. */
  selectedJob: string | null;
}) {
  const feedback = useCustomerFeedback(customerId);
  const [open, setOpen] = useState<string | null>(selectedJob);

  if (feedback.data === undefined) {
    return feedback.isError ? (
      <LoadError
        message="We could not load your jobs and reviews."
        onRetry={() => void feedback.refetch()}
        retrying={feedback.isFetching}
      />
    ) : (
      <LoadingBlock label="Loading your jobs and reviews…" lines={4} />
    );
  }

  const { toReview, reviews, companies } = feedback.data;
  const selected = toReview.find((job) => job.leadId === open);
  return (
    <>
      <section aria-labelledby="jobs-to-review">
        <h2 id="jobs-to-review">Jobs to review</h2>
        {toReview.length === 0 ? (
          <p>
            No jobs to review. When a company finishes a job for you through Fixwell, you can review
            it here.
          </p>
        ) : (
          <ul className="review-jobs">
            {toReview.map((job) => (
              <li key={job.id} className="review-item card">
                <h3 className="review-item__title">
                  {job.companyName}
                  {job.serviceName ? `: ${job.serviceName}` : ''}
                </h3>
                <p className="review-item__meta">
                  {INVITATION_REASONS[job.reason] ?? 'Job done'} · {formatLongDate(job.createdAt)}
                </p>
                {selected?.id === job.id ? (
                  <ReviewForm invitation={job} onSubmitted={() => setOpen(null)} />
                ) : (
                  <div className="review-item__actions">
                    <button
                      type="button"
                      className="button button--primary"
                      onClick={() => setOpen(job.leadId)}
                    >
                      Review this job
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="your-reviews">
        <h2 id="your-reviews">Your reviews</h2>
        {reviews.length === 0 ? (
          <p>You have not reviewed a job yet.</p>
        ) : (
          <ul className="review-items">
            {reviews.map((review) => {
              const company =
                review.companyName || companies[review.leadId]?.companyName || 'The company';
              return (
                <ReviewSummary
                  key={review.id}
                  review={review}
                  heading={company}
                  replyFrom={`Reply from ${company}`}
                  badges={<HiddenReviewBadge review={review} />}
                />
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
