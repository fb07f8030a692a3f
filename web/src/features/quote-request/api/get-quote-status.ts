import type { QuoteStatusView } from '@fixwell/common/quote/quote-request';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchQuoteStatus } from '@/features/quote-request/api/quote-request-data';
import { QuoteNotFoundError } from '@/features/quote-request/api/quote-request-error';
import { CallFunctionError } from '@/lib/call-function';

export type { QuoteStatusView };

/** Where a tracked request stands; a link that names no request fails with `QuoteNotFoundError`. */
export async function getQuoteStatus(token: string): Promise<QuoteStatusView> {
  try {
    return await fetchQuoteStatus(token);
  } catch (error) {
    if (error instanceof CallFunctionError && error.code === 'not-found') {
      throw new QuoteNotFoundError(error.message, { cause: error });
    }
    throw error;
  }
}

export const quoteStatusQuery = (token: string) =>
  queryOptions({
    queryKey: ['quote-request', 'status', token],
    queryFn: () => getQuoteStatus(token),
    staleTime: 60 * 1000,
    // A link that names no request will not start naming one on a second try.
    retry: (failures, error) => !(error instanceof QuoteNotFoundError) && failures < 2,
  });

export function useQuoteStatus(token: string) {
  return useQuery(quoteStatusQuery(token));
}
