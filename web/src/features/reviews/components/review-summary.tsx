import {
  REVIEW_ASPECT_LABELS,
  REVIEW_ASPECTS,
  REVIEW_HIDE_REASON_LABELS,
} from '@fixwell/common/reviews/review';
import type { ReactNode } from 'react';

import type { StoredReview } from '@/features/reviews/review-types';
import { formatLongDate } from '@/utils/format';

import './reviews.css';

/** "4.3 out of 5". */
export function ratingWords(rating: number): string {
  return `${Math.round(rating * 10) / 10} out of 5`;
}

/** "Hidden by Fixwell: <why>" for a review an admin hid; nothing for one that shows. */
export function HiddenReviewBadge({ review }: { review: StoredReview }) {
  return review.hidden ? (
    <span className="heading-badge heading-badge--warning">
      Hidden by Fixwell: {REVIEW_HIDE_REASON_LABELS[review.hidden.reason]}
    </span>
  ) : null;
}

/**
 * One review as the signed-in pages show it: heading, rating in words, date, job, the three
 * aspects, the text and the reply, with room for badges and actions.
 */
export function ReviewSummary({
  review,
  heading,
  badges,
  replyFrom,
  children,
}: {
  review: StoredReview;
  heading: ReactNode;
  badges?: ReactNode;
  /** Whose reply it is ("Your reply", "Reply from Acme"). */
  replyFrom: string;
  children?: ReactNode;
}) {
  const aspects = REVIEW_ASPECTS.filter((aspect) => typeof review.ratings[aspect] === 'number');
  return (
    <li className="review-item card">
      <h3 className="review-item__title">
        {heading}
        {review.verifiedJob ? <span className="heading-badge">Verified job</span> : null}
        {badges}
      </h3>
      <p className="review-item__meta">
        {ratingWords(review.rating)} ·{' '}
        <time dateTime={review.createdAt.toISOString()}>{formatLongDate(review.createdAt)}</time>
        {review.serviceName ? ` · ${review.serviceName}` : null}
      </p>
      {aspects.length > 0 ? (
        <ul className="review-item__aspects" aria-label="Ratings for this job">
          {aspects.map((aspect) => (
            <li key={aspect}>
              {REVIEW_ASPECT_LABELS[aspect]}: {review.ratings[aspect]} out of 5
            </li>
          ))}
        </ul>
      ) : null}
      <p className="review-item__body">{review.body}</p>
      {review.reply ? (
        <div className="review-item__reply">
          <p>
            <strong>{replyFrom}</strong>
          </p>
          <p>{review.reply.body}</p>
        </div>
      ) : null}
      {children}
    </li>
  );
}
