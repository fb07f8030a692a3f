// Wiring only: each export is implemented in its own module.
import './lib/global-options';

export { api } from './http/api';
export { deleteMyAccount } from './callable/delete-my-account';
export { sendVerificationEmail } from './callable/send-verification-email';
export { syncEmailVerified } from './callable/sync-email-verified';
export { getQuoteStatus } from './quotes/get-quote-status';
export { submitQuoteRequest } from './quotes/submit-quote-request';
export { onUserCreated } from './triggers/on-user-created';
