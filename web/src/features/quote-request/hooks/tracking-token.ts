// The tracking token of a request just sent, kept for its success page only: that page shows the
// tracking link even though the token is never put in its URL. sessionStorage, so it goes with
// the tab.
const PREFIX = 'fixwell:quote-token:';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberTrackingToken(quoteId: string, token: string): void {
  try {
    storage()?.setItem(PREFIX + quoteId, token);
  } catch {
    // Blocked or full storage: the success page then shows no link, and the email still has it.
  }
}

export function readTrackingToken(quoteId: string): string | null {
  try {
    return storage()?.getItem(PREFIX + quoteId) ?? null;
  } catch {
    return null;
  }
}
