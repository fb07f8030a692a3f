import { useCallback, useState } from 'react';

import { errorMessage } from '@/features/auth/api/auth-error';

/**
 * The form-wide message of a failed submit. Each attempt clears the last one first, so an old
 * failure never sits above a new try, and a rejection is shown rather than left unhandled.
 */
export function useServerError() {
  const [serverError, setServerError] = useState<string | null>(null);
  const capture = useCallback(async (action: () => Promise<void>) => {
    setServerError(null);
    try {
      await action();
    } catch (error) {
      setServerError(errorMessage(error));
    }
  }, []);
  return { serverError, capture };
}
