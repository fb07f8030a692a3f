import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { getCompanyReviewFigures, getCompanyReviews } from '@/features/reviews/api/reviews-data';

export const companyReviewsQuery = (companyId: string, pageSize: number) =>
  queryOptions({
    queryKey: ['reviews', 'company', companyId, pageSize],
    queryFn: () => getCompanyReviews(companyId, pageSize),
  });

export const companyReviewFiguresQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['reviews', 'company-figures', companyId],
    queryFn: () => getCompanyReviewFigures(companyId),
  });

/** The company's reviews, newest first; `pageSize` grows with "Show more". */
export function useCompanyReviews(companyId: string, pageSize: number) {
  return useQuery({
    ...companyReviewsQuery(companyId, pageSize),
    enabled: Boolean(companyId),
    placeholderData: keepPreviousData,
  });
}

/** The company's rating, distribution and hidden reviews. */
export function useCompanyReviewFigures(companyId: string) {
  return useQuery({ ...companyReviewFiguresQuery(companyId), enabled: Boolean(companyId) });
}
