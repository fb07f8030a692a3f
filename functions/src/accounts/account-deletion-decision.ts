import { RECENT_SIGN_IN_MS } from '@fixwell/common/accounts/account-deletion';

/**
 * Whether the caller signed in (typed their password) recently enough to delete their account:
 * the ID token's `auth_time` (Unix seconds) within RECENT_SIGN_IN_MS of now. A missing or
 * malformed `auth_time` is not recent; nor is one in the future by more than a minute's skew.
 */
export function signedInRecently(authTime: unknown, now: number): boolean {
  if (typeof authTime !== 'number' || !Number.isFinite(authTime)) return false;
  const signedInAt = authTime * 1000;
  if (signedInAt > now + 60_000) return false;
  return now - signedInAt <= RECENT_SIGN_IN_MS;
}

/** What happens to one of the company's documents (quotes and invoices) when it leaves. */
export type KeptDocumentVerdict = 'keep' | 'delete';

/**
 * Kept for HMRC: an invoice that was issued (it has a number), and any document with a card
 * payment (a paid quote's deposit too). Drafts and quotes nobody paid go.
 */
export function documentVerdict(document: {
  kind?: unknown;
  number?: unknown;
  amountPaidPence?: unknown;
  payments?: unknown;
}): KeptDocumentVerdict {
  const paid =
    (typeof document.amountPaidPence === 'number' && document.amountPaidPence > 0) ||
    (Array.isArray(document.payments) && document.payments.length > 0);
  const issuedInvoice =
    document.kind === 'invoice' && typeof document.number === 'string' && document.number !== '';
  return paid || issuedInvoice ? 'keep' : 'delete';
}
