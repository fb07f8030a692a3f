// Wiring only: each export is implemented in its own module.
import './lib/global-options';

export { api } from './http/api';
export { acceptLead } from './leads/accept-lead';
export { declineLead } from './leads/decline-lead';
export { deleteMyAccount } from './accounts/delete-my-account';
export { sendVerificationEmail } from './accounts/send-verification-email';
export { syncEmailVerified } from './accounts/sync-email-verified';
export { claimGuestQuotes } from './quotes/claim-guest-quotes';
export { getQuoteStatus } from './quotes/get-quote-status';
export { submitQuoteRequest } from './quotes/submit-quote-request';
export { onLeadDeclined } from './matching/on-lead-declined';
export { onQuoteCreated } from './matching/on-quote-created';
export { cleanUpQuotePhotoUploads } from './quote-photos/clean-up-quote-photo-uploads';
export { rematchQuote } from './matching/rematch-quote';
export { sendQuoteRecoveryEmail } from './quote-funnel/send-quote-recovery-email';
export { onUserCreated } from './accounts/on-user-created';
