import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { callClaimGuestQuotes } from '@/features/customer-quotes/api/customer-quotes-data';
import { customerQuotesKey } from '@/features/customer-quotes/api/get-customer-quotes';

const CLAIMED_PREFIX = 'fixwell:guest-quotes-claimed:';
// Shared by every mount, so a remount (or React's development double effect) cannot call twice.
const running = new Set<string>();

function claimedThisSession(uid: string): boolean {
  try {
    return sessionStorage.getItem(CLAIMED_PREFIX + uid) !== null;
  } catch {
    return false;
  }
}

function rememberClaimed(uid: string): void {
  try {
    sessionStorage.setItem(CLAIMED_PREFIX + uid, '1');
  } catch {
    // Storage refused: the next visit simply asks again, which is harmless.
  }
}

/**
 * Reads the list again. A read already under way may have started before the link, and a plain
 * invalidation would only wait for it, so it is cancelled first.
 */
async function refreshList(queryClient: QueryClient, uid: string): Promise<void> {
  const queryKey = customerQuotesKey(uid);
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}

/**
 * Once per browser session, asks the server to link the customer's guest requests, then refreshes
 * the list when any were linked. Signing up verifies the email later, so it is asked on the list
 * rather than at sign-up. A failure is only logged: the list is still right for what is linked.
 */
export function useClaimGuestQuotes(uid: string, emailVerified: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!uid || !emailVerified || claimedThisSession(uid) || running.has(uid)) return;
    const claim = callClaimGuestQuotes();
    running.add(uid);
    claim
      .then(
        (linked) => {
          rememberClaimed(uid);
          if (linked > 0) void refreshList(queryClient, uid);
        },
        (error: unknown) => {
          console.warn('[Fixwell] Linking quote requests made as a guest failed', error);
        },
      )
      .finally(() => running.delete(uid));
  }, [uid, emailVerified, queryClient]);
}
