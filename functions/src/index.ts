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
export { postSupportMessage } from './conversations/post-support-message';
export { onMessageCreated } from './conversations/on-message-created';
export { onMessageEdited } from './conversations/on-message-edited';
export { hideMessage } from './conversations/hide-message';
export { openQuoteConversations } from './conversations/open-quote-conversations';
export { openSupportConversation } from './conversations/open-support-conversation';
// -- first-reply promise and lead expiry
export { creditUnansweredLeads } from './leads/first-reply/credit-unanswered-leads';
export { expireUnansweredLeads } from './leads/first-reply/expire-unanswered-leads';
export { onFirstCompanyMessage } from './leads/first-reply/on-first-company-message';
// -- appointments
export { proposeAppointment } from './appointments/propose-appointment';
export { respondToAppointment } from './appointments/respond-to-appointment';
export { rescheduleAppointment } from './appointments/reschedule-appointment';
export { cancelAppointment } from './appointments/cancel-appointment';
export { completeAppointment } from './appointments/complete-appointment';
export { sendAppointmentReminders } from './appointments/send-appointment-reminders';
// -- notifications and email preferences
export { sendMessageDigests } from './notifications/send-message-digests';
// -- reviews
export { submitReview } from './reviews/submit-review';
export { replyToReview } from './reviews/reply-to-review';
export { reportReview } from './reviews/report-review';
export { moderateReview } from './reviews/moderate-review';
export { onReviewWritten } from './reviews/on-review-written';
export {
  inviteReviewsForAcceptedLeads,
  onAppointmentCompletedInviteReview,
  onInvoicePaidInviteReview,
} from './reviews/review-invitation-triggers';
// -- dashboards
export { getCustomerDashboard } from './dashboards/get-customer-dashboard';
export { getCompanyDashboard } from './dashboards/get-company-dashboard';

// The company's workspace (issue 15): each domain adds its exports below its line.
// -- company profile, privacy and publishing (H1)
export { updateCompanyProfile } from './companies/update-company-profile';
export { updateWorkPhotos } from './company-photos/update-work-photos';
export {
  publishCompanyProfile,
  unpublishCompanyProfile,
} from './companies/publish-company-profile';
// -- verification, vetting and suspension (H2)
export { submitVerificationCheck } from './verification/submit-verification-check';
export { reviewVerificationCheck } from './verification/review-verification-check';
export { setCompanySuspended } from './verification/set-company-suspended';
export { checkInsuranceExpiry } from './verification/check-insurance-expiry';
// -- coverage (H3)
export { updateCompanyCoverage } from './coverage/update-company-coverage';
export { estimateCoverageLeads } from './coverage/estimate-coverage-leads';
// -- analytics (H4)
export {
  onConversationWrittenForStats,
  onDocumentWrittenForStats,
  onLeadWrittenForStats,
  onTransactionWrittenForStats,
} from './analytics/company-stats-triggers';
export { recomputeCompanyStats } from './analytics/recompute-company-stats';
// -- stickers and tutorials (H5)
export { orderStickers } from './stickers/order-stickers';
export { updateStickerOrder } from './stickers/update-sticker-order';
// -- support tickets (H6)
export { createSupportTicket } from './support/create-support-ticket';
export { replyToSupportTicket } from './support/reply-to-support-ticket';
export { updateSupportTicket } from './support/update-support-ticket';
// -- account deletion (H8)
// ---- the admin console (issue 16): each domain adds its exports below its line ----
// -- admin users and audit (A1)
export { getUserActivity } from './admin-users/get-user-activity';
export {
  onCompanyPrivateWritten,
  onCompanyProfileWritten,
  onUserProfileWritten,
} from './admin-users/on-user-profile-written';
export { setUserActive } from './admin-users/set-user-active';
export { setUserRole } from './admin-users/set-user-role';
// -- contact inbox, platform settings, keyed hashes (A2)
export { replyToContactMessage } from './contact-inbox/reply-to-contact-message';
export { setContactMessageStatus } from './contact-inbox/set-contact-message-status';
export { updatePlatformSettings } from './platform-settings/update-platform-settings';
// -- blog and content (A3)
export { deleteBlogCategory, saveBlogCategory } from './blog/blog-categories';
export { saveBlogIdea, turnBlogIdeaIntoDraft } from './blog/blog-ideas';
export { deleteBlogPost, publishBlogPost, unpublishBlogPost } from './blog/publish-blog-post';
export { publishScheduledPosts } from './blog/publish-scheduled-posts';
export { saveBlogPost } from './blog/save-blog-post';
export { saveContentType } from './blog/save-content-type';
// -- public rendering, sitemap, IndexNow (A4)
export { renderPublicPage } from './render/render-public-page';
export { getIndexNowSettings } from './indexnow/get-index-now-settings';
export { submitIndexNowUrls } from './indexnow/submit-index-now-urls';
export {
  indexNowOnArticleWrite,
  indexNowOnCompanyWrite,
  indexNowOnLocationWrite,
  indexNowOnServiceWrite,
} from './indexnow/index-now-triggers';
// -- platform dashboard and analytics (B1)
export { getAdminDashboard } from './platform-stats/get-admin-dashboard';
export {
  onCompanyWrittenForPlatformStats,
  onConversationWrittenForPlatformStats,
  onLeadWrittenForPlatformStats,
  onQuoteWrittenForPlatformStats,
  onTransactionWrittenForPlatformStats,
} from './platform-stats/platform-stats-triggers';
export { recomputePlatformStats } from './platform-stats/recompute-platform-stats';
// -- AI drafts (B2)
export { generateAiDraft } from './ai-content/generate-ai-draft';
export { getAiOverview, updateAiSettings } from './ai-content/ai-settings';
// -- catalogue services and suggestions (B3)
export { saveCatalogueService } from './catalogue-admin/save-catalogue-service';
export { onServiceWrittenIndex } from './catalogue-admin/service-index';
export {
  listServiceSuggestions,
  resolveServiceSuggestions,
  submitServiceSuggestion,
} from './catalogue-admin/service-suggestions';
// -- site images (B4)
export { removeSiteImage, updateSiteImageAlt } from './site-images/site-image-callables';
// -- newsletter and mail delivery (B5)
export {
  countNewsletterRecipients,
  getNewsletterOverview,
  removeNewsletterSubscriber,
  sendNewsletterIssue,
  sendNewsletterTest,
  suppressNewsletterAddress,
} from './newsletter/newsletter-admin';
export { onNewsletterBatchCreated, onNewsletterMailDelivery } from './newsletter/newsletter-send';
// -- outreach (B6)
export { importOutreachProspects } from './outreach/import-outreach-prospects';
export {
  saveOutreachCampaign,
  setOutreachCampaignStatus,
  updateOutreachSettings,
} from './outreach/outreach-campaign-callables';
export { updateOutreachProspect } from './outreach/update-outreach-prospect';
export { sendOutreach } from './outreach/send-outreach';
export { onOutreachMailUpdated, onOutreachCompanySignUp } from './outreach/outreach-triggers';
