import { queryOptions, useQuery } from '@tanstack/react-query';

import { getCustomerFeedback } from '@/features/reviews/api/reviews-data';

export const customerFeedbackQuery = (customerId: string) =>
  queryOptions({
    queryKey: ['reviews', 'customer', customerId],
    queryFn: () => getCustomerFeedback(customerId),
  });

/** The customer's jobs to review and the reviews they gave. */
export function useCustomerFeedback(customerId: string) {
  return useQuery({ ...customerFeedbackQuery(customerId), enabled: Boolean(customerId) });
}
