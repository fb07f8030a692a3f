import { QUOTE_TRACKING_MESSAGES, type QuoteStatusView } from '@fixwell/common/quote/quote-request';
import { queryOptions, useQuery } from '@tanstack/react-query';

import {
  errorCode,
  errorText,
  QUOTE_STATUS_FAILED,
  QuoteNotFoundError,
} from '@/features/quote-request/api/quote-request-error';

export type { QuoteStatusView };

/** The `getQuoteStatus` callable; the SDK loads only when a tracking page asks. */
export async function getQuoteStatus(token: string): Promise<QuoteStatusView> {
  try {
    const [{ httpsCallable }, { cloudFunctions }] = await Promise.all([
      import('firebase/functions'),
      import('@/lib/cloud-functions'),
    ]);
    const call = httpsCallable<{ token: string }, QuoteStatusView>(
      cloudFunctions(),
      'getQuoteStatus',
    );
    const { data } = await call({ token });
    return data;
  } catch (error) {
    if (errorCode(error)?.replace(/^functions\//, '') === 'not-found') {
      throw new QuoteNotFoundError(errorText(error) ?? QUOTE_TRACKING_MESSAGES.notFound, {
        cause: error,
      });
    }
    throw new Error(QUOTE_STATUS_FAILED, { cause: error });
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
