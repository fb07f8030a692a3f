import { COLLECTIONS } from '@fixwell/common/collections';
import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Review } from '@/features/company-profile/company-profile-types';
import { publicFirestore } from '@/lib/firestore-rest';

/** The most recent reviews a profile shows; the total comes from the company's reviewCount. */
export const REVIEWS_LIMIT = 20;

/** A review the page can show: a malformed document is skipped rather than breaking the page. */
function isShowable(review: Partial<Review>): review is Review {
  return (
    typeof review.authorName === 'string' &&
    typeof review.body === 'string' &&
    typeof review.rating === 'number' &&
    typeof review.createdAt === 'string' &&
    !Number.isNaN(Date.parse(review.createdAt))
  );
}

/**
 * A company's most recent published reviews, newest first (index: companyId ↑, status ↑,
 * createdAt ↓). The filter is required: the rules refuse a query that could return a hidden one.
 */
export async function getReviews(companyId: string): Promise<Review[]> {
  const reviews = await publicFirestore().runQuery<Partial<Review>>({
    collection: COLLECTIONS.reviews,
    where: [
      { field: 'companyId', op: 'EQUAL', value: companyId },
      { field: 'status', op: 'EQUAL', value: 'published' },
    ],
    orderBy: [{ field: 'createdAt', direction: 'DESCENDING' }],
    limit: REVIEWS_LIMIT,
  });
  return reviews.filter(isShowable);
}

export const reviewsQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['company-profile', 'reviews', companyId],
    queryFn: () => getReviews(companyId),
    staleTime: 5 * 60 * 1000,
  });

/** Waits for the company's id (undefined while the company loads). */
export function useReviews(companyId: string | undefined) {
  return useQuery({ ...reviewsQuery(companyId ?? ''), enabled: Boolean(companyId) });
}
