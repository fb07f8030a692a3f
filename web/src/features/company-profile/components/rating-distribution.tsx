import type { CompanyReviewStats } from '@fixwell/common/reviews/review';

import './company-profile.css';

const STARS = ['5', '4', '3', '2', '1'] as const;

/**
 * The 1–5 distribution of published reviews as bars, each with its count in words for everyone
 * (the bar is decoration).
 */
export function RatingDistribution({
  distribution,
  label = 'Ratings by stars',
}: {
  distribution: CompanyReviewStats['ratingDistribution'] | undefined;
  label?: string;
}) {
  if (!distribution) return null;
  const total = STARS.reduce((sum, star) => sum + (distribution[star] ?? 0), 0);
  if (total === 0) return null;
  return (
    <ul className="rating-distribution" aria-label={label}>
      {STARS.map((star) => {
        const count = distribution[star] ?? 0;
        const percent = Math.round((count / total) * 100);
        return (
          <li key={star} className="rating-distribution__row">
            <span className="rating-distribution__label">
              {star} {star === '1' ? 'star' : 'stars'}
            </span>
            <span className="rating-distribution__bar" aria-hidden="true">
              <span className="rating-distribution__fill" style={{ width: `${percent}%` }} />
            </span>
            <span className="rating-distribution__count">
              {count} {count === 1 ? 'review' : 'reviews'}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
