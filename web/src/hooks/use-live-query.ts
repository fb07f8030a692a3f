import {
  keepPreviousData,
  skipToken,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';

/** Starts a listener; returns the function that stops it. */
export type LiveSubscribe<T> = (
  onData: (data: T) => void,
  onError: (error: Error) => void,
) => () => void;

export type LiveQueryResult<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  /** Starts the listener again after an error. */
  retry: () => void;
};

/**
 * Live data (Firestore onSnapshot) kept in the React Query cache under `queryKey`, so another
 * page showing the same data starts from it. The listener runs while a component uses the key
 * and is always stopped on unmount or when the key changes. `subscribe` is read when the key
 * (or a retry) changes, so it may be an inline function.
 */
export function useLiveQuery<T>(
  queryKey: QueryKey,
  subscribe: LiveSubscribe<T>,
  options: {
    enabled?: boolean;
    /** Show the last key's data while the new key's first answer arrives ("Show more"). */
    keepPrevious?: boolean;
  } = {},
): LiveQueryResult<T> {
  const { enabled = true, keepPrevious = false } = options;
  const queryClient = useQueryClient();
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const keyHash = JSON.stringify(queryKey);
  // The cache is filled by the listener only: React Query never fetches this key itself.
  const query = useQuery<T>({
    queryKey,
    queryFn: skipToken,
    staleTime: Infinity,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });

  useEffect(() => {
    if (!enabled) return undefined;
    setError(null);
    const key = JSON.parse(keyHash) as QueryKey;
    try {
      return subscribe(
        (data) => {
          setError(null);
          queryClient.setQueryData(key, data);
        },
        (cause) => setError(cause),
      );
    } catch (cause) {
      // A listener that cannot even start is a failed load, not a broken page.
      setError(cause instanceof Error ? cause : new Error(String(cause)));
      return undefined;
    }
    // `subscribe` is deliberately left out: the key says what is being listened to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyHash, enabled, attempt, queryClient]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return {
    data: query.data,
    isPending: query.data === undefined && error === null,
    isError: error !== null,
    error,
    retry,
  };
}
