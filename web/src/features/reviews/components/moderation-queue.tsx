import {
  moderateReviewSchema,
  REVIEW_HIDE_REASON_LABELS,
  REVIEW_HIDE_REASONS,
  type ReviewHideReason,
} from '@fixwell/common/reviews/review';
import { useId, useState } from 'react';

import { SelectField, TextAreaField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { PagedQuery } from '@/components/paged-query';
import { toast } from '@/components/toast/toast-store';
import { useModerationQueue } from '@/features/reviews/api/get-moderation-queue';
import { useModerateReview } from '@/features/reviews/api/moderate-review';
import { REVIEWS_PAGE_SIZE } from '@/features/reviews/api/reviews-data';
import { ReviewSummary } from '@/features/reviews/components/review-summary';
import type { ModerationFilter, StoredReview } from '@/features/reviews/review-types';
import { usePageCount } from '@/hooks/use-page-count';

import './reviews.css';

// The two halves of the shared schema, each without the review (added at submit).
const [hideSchema, restoreSchema] = moderateReviewSchema.options;
const hideFormSchema = hideSchema.omit({ reviewId: true, action: true });
const restoreFormSchema = restoreSchema.omit({ reviewId: true, action: true });

const FILTERS: { value: ModerationFilter; label: string }[] = [
  { value: 'all', label: 'All reviews' },
  { value: 'published', label: 'Published' },
  { value: 'hidden', label: 'Hidden' },
];

function refusalOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function HideForm({ review }: { review: StoredReview }) {
  const moderate = useModerateReview();
  const form = useZodForm(hideFormSchema, { defaultValues: { note: '' } });
  return (
    <Form
      form={form}
      aria-label={`Hide the review by ${review.authorName}`}
      errorMessage={refusalOf}
      onSubmit={async ({ reason, note }) => {
        await moderate.mutateAsync({ reviewId: review.id, action: 'hide', reason, note });
        toast.success('Review hidden', REVIEW_HIDE_REASON_LABELS[reason]);
      }}
    >
      <SelectField name="reason" label="Reason" defaultValue="">
        <option value="" disabled>
          Choose a reason
        </option>
        {REVIEW_HIDE_REASONS.map((reason: ReviewHideReason) => (
          <option key={reason} value={reason}>
            {REVIEW_HIDE_REASON_LABELS[reason]}
          </option>
        ))}
      </SelectField>
      <TextAreaField name="note" label="Note for the record" optional rows={2} />
      <div className="form-actions">
        <SubmitButton variant="secondary" pendingText="Hiding…">
          Hide review
        </SubmitButton>
      </div>
    </Form>
  );
}

function RestoreForm({ review }: { review: StoredReview }) {
  const moderate = useModerateReview();
  const form = useZodForm(restoreFormSchema, { defaultValues: { note: '' } });
  return (
    <Form
      form={form}
      aria-label={`Restore the review by ${review.authorName}`}
      errorMessage={refusalOf}
      onSubmit={async ({ note }) => {
        await moderate.mutateAsync({ reviewId: review.id, action: 'restore', note });
        toast.success('Review restored', 'It is public again and counts towards the rating.');
      }}
    >
      <TextAreaField name="note" label="Note for the record" optional rows={2} />
      <div className="form-actions">
        <SubmitButton variant="secondary" pendingText="Restoring…">
          Restore review
        </SubmitButton>
      </div>
    </Form>
  );
}

/**
 * Fixwell's review moderation: reported reviews first, then the newest, filtered by status; hide
 * with a reason from the fixed list (never for being negative) or restore, each with a note for
 * the audit record.
 */
export function ModerationQueue() {
  const filterId = useId();
  const [filter, setFilter] = useState<ModerationFilter>('all');
  const page = usePageCount(REVIEWS_PAGE_SIZE);
  const queue = useModerationQueue(filter, page.count);

  return (
    <>
      <div className="review-filter form">
        <div className="form-field">
          <label className="form-field__label" htmlFor={filterId}>
            Show
          </label>
          <select
            id={filterId}
            className="form-field__input"
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as ModerationFilter);
              page.reset();
            }}
          >
            {FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <PagedQuery
        query={queue}
        what="the reviews"
        hasMore={(data) => data.hasMore}
        moreLabel="Show more reviews"
        onShowMore={page.showMore}
      >
        {({ reviews }) =>
          reviews.length === 0 ? (
            <p>No reviews here.</p>
          ) : (
            <ul className="review-items" aria-label="Reviews to moderate">
              {reviews.map((review) => (
                <ModeratedReview key={review.id} review={review} />
              ))}
            </ul>
          )
        }
      </PagedQuery>
    </>
  );
}

function ModeratedReview({ review }: { review: StoredReview }) {
  return (
    <ReviewSummary
      review={review}
      heading={`${review.authorName} about ${review.companyName || review.companyId}`}
      replyFrom="Reply from the company"
      badges={
        <>
          {review.reportCount > 0 ? (
            <span className="heading-badge heading-badge--warning">
              Reported {review.reportCount} {review.reportCount === 1 ? 'time' : 'times'}
            </span>
          ) : null}
          {review.hidden ? (
            <span className="heading-badge heading-badge--warning">
              Hidden: {REVIEW_HIDE_REASON_LABELS[review.hidden.reason]}
            </span>
          ) : null}
        </>
      }
    >
      {review.status === 'hidden' ? <RestoreForm review={review} /> : <HideForm review={review} />}
    </ReviewSummary>
  );
}
