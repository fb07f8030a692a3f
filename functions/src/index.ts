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
export { createSubscriptionCheckout } from './billing/create-subscription-checkout';
export { createBillingPortalSession } from './billing/create-billing-portal-session';
export { setExtraLeads } from './billing/set-extra-leads';
export { savePlan } from './billing/save-plan';
export { updateBillingSettings } from './billing/update-billing-settings';
export { startConnectOnboarding } from './payouts/start-connect-onboarding';
export { createConnectDashboardLink } from './payouts/create-connect-dashboard-link';
export { listConnectAccountActivity } from './payouts/list-connect-account-activity';
export { getPayoutsOverview } from './payouts/get-payouts-overview';
export { updateFeeSettings } from './fees/update-fee-settings';
export { saveDocumentDraft } from './documents/save-document-draft';
export { sendDocument } from './documents/send-document';
export { voidDocument } from './documents/void-document';
export { duplicateDocument } from './documents/duplicate-document';
export { convertQuoteToInvoice } from './documents/convert-quote-to-invoice';
export { sendDocumentReminder } from './documents/send-document-reminder';
export { openDocument } from './documents/open-document';
export { respondToQuote } from './documents/respond-to-quote';
export { sendInvoiceReminders } from './documents/send-invoice-reminders';
export { createDocumentCheckout } from './payments/create-document-checkout';
export { refundDocumentPayment } from './payments/refund-document-payment';
export { saveBranding } from './branding/save-branding';

// After the lead (issue 14).
// -- conversations
// -- first-reply promise and lead expiry
// -- appointments
// -- notifications and email preferences
// -- reviews
