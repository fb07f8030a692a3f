import { z } from 'zod';

import { extraLeadSettingsSchema, type ExtraLeadSettings } from './billing/extra-leads';
import { feeScheduleInputSchema } from './billing/fees';
import type { PayoutsOverview } from './billing/payouts-overview';
import { brandingSchema } from './company-branding-schema';
import type { CompanyBranding } from './company-branding';
import { documentDraftSchema } from './documents/document';
import {
  documentAccessSchema,
  documentIdSchema,
  quoteResponseSchema,
} from './documents/document-access';
import type { DocumentStatus } from './documents/document-labels';
import type { DocumentView } from './documents/document-view';
import { planEditSchema } from './billing/plans';
import {
  acceptLeadRequestSchema,
  declineLeadRequestSchema,
  type AcceptLeadResult,
} from './lead/lead';
import {
  sendQuoteRecoveryEmailSchema,
  type SendQuoteRecoveryEmailResult,
} from './quote/quote-funnel';
import {
  cancelAppointmentSchema,
  completeAppointmentSchema,
  proposeAppointmentSchema,
  rescheduleAppointmentSchema,
  respondToAppointmentSchema,
} from './appointments/appointment';
import {
  hideMessageSchema,
  openQuoteConversationsSchema,
  openSupportConversationSchema,
  postSupportMessageSchema,
  type AdminConversationView,
  type SupportParty,
} from './conversations/conversation';
import {
  moderateReviewSchema,
  replyToReviewSchema,
  reportReviewSchema,
  submitReviewSchema,
} from './reviews/review';
import { billingSettingsSchema, type BillingSettings } from './subscription';
import {
  quoteRequestSchema,
  quoteStatusRequestSchema,
  type QuoteNoMatchReason,
  type QuoteStatusView,
  type SubmitQuoteResult,
} from './quote/quote-request';

/**
 * The registry of callable functions: each one's name, the zod schema of what it accepts and the
 * type of what it answers. The web client (`web/src/lib/call-function.ts`) and the `onCall`
 * handlers (`functions/src/lib/callable.ts`) both take these definitions, so a name, an input
 * field or an answer's shape is written once and checked on both sides.
 *
 * Each definition is its own export (not one big object) so a page bundles only the schemas of
 * the callables it uses.
 */
export interface CallableDefinition<Name extends string, Input extends z.ZodType, Output> {
  readonly name: Name;
  readonly input: Input;
  /** Type only: never set. Carries the answer's type to both sides. */
  readonly output?: Output;
}

export type AnyCallable = CallableDefinition<string, z.ZodType, unknown>;
/** What the caller sends (before the schema's transforms and defaults). */
export type CallableInput<C extends AnyCallable> = z.input<C['input']>;
/** What the handler receives once the schema has parsed it. */
export type CallableParsedInput<C extends AnyCallable> = z.output<C['input']>;
export type CallableOutput<C extends AnyCallable> = NonNullable<C['output']>;

function defineCallable<Output>() {
  return <Name extends string, Input extends z.ZodType>(
    name: Name,
    input: Input,
  ): CallableDefinition<Name, Input, Output> => ({ name, input });
}

/** For callables that take nothing. The web SDK sends `null` for a call without arguments. */
export const noInputSchema = z.union([z.null(), z.undefined(), z.object({}).strict()]);

// ---- accounts --------------------------------------------------------------------------------
export const deleteMyAccountCallable = /* @__PURE__ */ defineCallable<{ deleted: true }>()(
  'deleteMyAccount',
  noInputSchema,
);
export const sendVerificationEmailCallable = /* @__PURE__ */ defineCallable<{ sent: true }>()(
  'sendVerificationEmail',
  noInputSchema,
);
export const syncEmailVerifiedCallable = /* @__PURE__ */ defineCallable<{
  emailVerified: boolean;
}>()('syncEmailVerified', noInputSchema);

// ---- quotes ----------------------------------------------------------------------------------
export const submitQuoteRequestCallable = /* @__PURE__ */ defineCallable<SubmitQuoteResult>()(
  'submitQuoteRequest',
  quoteRequestSchema,
);
export const getQuoteStatusCallable = /* @__PURE__ */ defineCallable<QuoteStatusView>()(
  'getQuoteStatus',
  quoteStatusRequestSchema,
);
export const claimGuestQuotesCallable = /* @__PURE__ */ defineCallable<{ linked: number }>()(
  'claimGuestQuotes',
  noInputSchema,
);

// ---- leads and matching ----------------------------------------------------------------------
export const acceptLeadCallable = /* @__PURE__ */ defineCallable<AcceptLeadResult>()(
  'acceptLead',
  acceptLeadRequestSchema,
);
export const declineLeadCallable = /* @__PURE__ */ defineCallable<{ leadId: string }>()(
  'declineLead',
  declineLeadRequestSchema,
);

export type RematchQuoteResult =
  { outcome: 'matched'; leads: number } | { outcome: 'no-match'; reason: QuoteNoMatchReason };
export const rematchQuoteCallable = /* @__PURE__ */ defineCallable<RematchQuoteResult>()(
  'rematchQuote',
  z.object({ quoteId: z.string().min(1).max(128) }),
);

// ---- admin: quote funnel ---------------------------------------------------------------------
export const sendQuoteRecoveryEmailCallable =
  /* @__PURE__ */ defineCallable<SendQuoteRecoveryEmailResult>()(
    'sendQuoteRecoveryEmail',
    sendQuoteRecoveryEmailSchema,
  );

// ---- billing: subscriptions and extra leads (company) -----------------------------------------
/** A Stripe-hosted page (Checkout, the Billing portal, Connect onboarding) to send the browser to. */
export interface StripeRedirect {
  url: string;
}
export const createSubscriptionCheckoutCallable = /* @__PURE__ */ defineCallable<StripeRedirect>()(
  'createSubscriptionCheckout',
  z.object({ planId: z.string().min(1).max(60) }),
);
export const createBillingPortalSessionCallable = /* @__PURE__ */ defineCallable<StripeRedirect>()(
  'createBillingPortalSession',
  noInputSchema,
);
export const setExtraLeadsCallable = /* @__PURE__ */ defineCallable<ExtraLeadSettings>()(
  'setExtraLeads',
  extraLeadSettingsSchema,
);

// ---- payouts: Stripe Connect (company) -------------------------------------------------------
/** Creates the company's Express account on first use, then a fresh onboarding link. */
export const startConnectOnboardingCallable = /* @__PURE__ */ defineCallable<StripeRedirect>()(
  'startConnectOnboarding',
  noInputSchema,
);
export const createConnectDashboardLinkCallable = /* @__PURE__ */ defineCallable<StripeRedirect>()(
  'createConnectDashboardLink',
  noInputSchema,
);

// ---- admin: plans, fees, billing settings, connected accounts --------------------------------
export const savePlanCallable = /* @__PURE__ */ defineCallable<{
  id: string;
  stripePriceId: string;
  /** Subscriptions moved to the new price from their next renewal (0 when the price is unchanged). */
  repricedSubscriptions: number;
}>()('savePlan', planEditSchema);
export const updateFeeSettingsCallable = /* @__PURE__ */ defineCallable<{ saved: true }>()(
  'updateFeeSettings',
  feeScheduleInputSchema,
);
export const updateBillingSettingsCallable = /* @__PURE__ */ defineCallable<BillingSettings>()(
  'updateBillingSettings',
  billingSettingsSchema,
);

/** A transfer to, or payout from, a connected account, as Stripe lists it. */
export interface ConnectMoneyMovement {
  id: string;
  amountPence: number;
  status: string;
  createdAtIso: string;
  arrivalDateIso: string | null;
  description: string | null;
}
export const listConnectAccountActivityCallable = /* @__PURE__ */ defineCallable<{
  transfers: ConnectMoneyMovement[];
  payouts: ConnectMoneyMovement[];
}>()('listConnectAccountActivity', z.object({ companyId: z.string().min(1).max(128) }));

// ---- documents: quotes and invoices (company) ---------------------------------------------------
export const saveDocumentDraftCallable = /* @__PURE__ */ defineCallable<{ documentId: string }>()(
  'saveDocumentDraft',
  documentDraftSchema,
);
export const sendDocumentCallable = /* @__PURE__ */ defineCallable<{
  documentId: string;
  number: string;
}>()('sendDocument', documentIdSchema);
export const voidDocumentCallable = /* @__PURE__ */ defineCallable<{ documentId: string }>()(
  'voidDocument',
  documentIdSchema.extend({
    reason: z
      .string()
      .trim()
      .min(3, 'Say why the invoice is void.')
      .max(300, 'Keep the reason to 300 characters or fewer.'),
  }),
);
export const duplicateDocumentCallable = /* @__PURE__ */ defineCallable<{ documentId: string }>()(
  'duplicateDocument',
  documentIdSchema,
);
export const convertQuoteToInvoiceCallable = /* @__PURE__ */ defineCallable<{
  documentId: string;
}>()('convertQuoteToInvoice', documentIdSchema.extend({ deposit: z.boolean() }));
export const sendDocumentReminderCallable = /* @__PURE__ */ defineCallable<{ sent: true }>()(
  'sendDocumentReminder',
  documentIdSchema,
);

// ---- documents: what the customer opens -------------------------------------------------------
export const openDocumentCallable = /* @__PURE__ */ defineCallable<DocumentView>()(
  'openDocument',
  documentAccessSchema,
);
export const respondToQuoteCallable = /* @__PURE__ */ defineCallable<{ status: DocumentStatus }>()(
  'respondToQuote',
  quoteResponseSchema,
);

// ---- payments: a customer pays a document by card; the company refunds and sees its payouts ----
/** A Checkout session (a destination charge to the company's account) for what is due now. */
export const createDocumentCheckoutCallable = /* @__PURE__ */ defineCallable<StripeRedirect>()(
  'createDocumentCheckout',
  documentAccessSchema,
);
export const refundDocumentPaymentCallable = /* @__PURE__ */ defineCallable<{
  refundId: string;
  amountPence: number;
}>()(
  'refundDocumentPayment',
  documentIdSchema.extend({
    paymentIntentId: z.string().min(1).max(255),
    /** Absent: all that is left of the payment. */
    amountPence: z
      .number({ error: 'Enter the amount to refund.' })
      .int('Enter the amount in whole pence.')
      .min(1, 'The refund must be at least 1p.')
      .max(100_000_000, 'The refund can be at most £1,000,000.')
      .optional(),
    reason: z
      .string()
      .trim()
      .min(3, 'Say why you are refunding.')
      .max(300, 'Keep the reason to 300 characters or fewer.'),
  }),
);
export const getPayoutsOverviewCallable = /* @__PURE__ */ defineCallable<PayoutsOverview>()(
  'getPayoutsOverview',
  noInputSchema,
);

// ---- branding (company) -------------------------------------------------------------------------
export const saveBrandingCallable = /* @__PURE__ */ defineCallable<CompanyBranding>()(
  'saveBranding',
  brandingSchema,
);

/** Every callable, for tests that check each one is exported by the functions. */
// ---- conversations ---------------------------------------------------------------------------
export const hideMessageCallable = /* @__PURE__ */ defineCallable<{ hidden: boolean }>()(
  'hideMessage',
  hideMessageSchema,
);
/** Admins write into a conversation as Fixwell support (a dispute, a question). */
export const postSupportMessageCallable = /* @__PURE__ */ defineCallable<{ posted: true }>()(
  'postSupportMessage',
  postSupportMessageSchema,
);
/** Admins: every conversation of a quote, read-only; each call is recorded. */
export const openQuoteConversationsCallable = /* @__PURE__ */ defineCallable<{
  conversations: AdminConversationView[];
  /** Who an admin can write to about the quote as Fixwell support. */
  parties: SupportParty[];
}>()('openQuoteConversations', openQuoteConversationsSchema);
/** Admins: a conversation with one party of a quote, opened with a message as Fixwell support. */
export const openSupportConversationCallable = /* @__PURE__ */ defineCallable<{
  conversationId: string;
  created: boolean;
}>()('openSupportConversation', openSupportConversationSchema);

// ---- appointments ----------------------------------------------------------------------------
export const proposeAppointmentCallable = /* @__PURE__ */ defineCallable<{
  appointmentId: string;
}>()('proposeAppointment', proposeAppointmentSchema);
export const respondToAppointmentCallable = /* @__PURE__ */ defineCallable<{
  status: string;
}>()('respondToAppointment', respondToAppointmentSchema);
export const cancelAppointmentCallable = /* @__PURE__ */ defineCallable<{ cancelled: true }>()(
  'cancelAppointment',
  cancelAppointmentSchema,
);
export const rescheduleAppointmentCallable = /* @__PURE__ */ defineCallable<{
  status: string;
}>()('rescheduleAppointment', rescheduleAppointmentSchema);
export const completeAppointmentCallable = /* @__PURE__ */ defineCallable<{ completed: true }>()(
  'completeAppointment',
  completeAppointmentSchema,
);

// ---- reviews ---------------------------------------------------------------------------------
export const submitReviewCallable = /* @__PURE__ */ defineCallable<{ reviewId: string }>()(
  'submitReview',
  submitReviewSchema,
);
export const replyToReviewCallable = /* @__PURE__ */ defineCallable<{ replied: true }>()(
  'replyToReview',
  replyToReviewSchema,
);
export const reportReviewCallable = /* @__PURE__ */ defineCallable<{ reported: true }>()(
  'reportReview',
  reportReviewSchema,
);
export const moderateReviewCallable = /* @__PURE__ */ defineCallable<{ status: string }>()(
  'moderateReview',
  moderateReviewSchema,
);

// ---- dashboards: one summary per area, gathered on the server ------------------------------
import type { CompanyDashboard, CustomerDashboard } from './dashboards';
export const getCustomerDashboardCallable = /* @__PURE__ */ defineCallable<CustomerDashboard>()(
  'getCustomerDashboard',
  noInputSchema,
);
export const getCompanyDashboardCallable = /* @__PURE__ */ defineCallable<CompanyDashboard>()(
  'getCompanyDashboard',
  noInputSchema,
);

// ---- the company's workspace (issue 15): each domain adds its definitions below its line ----
// -- company profile, privacy and publishing (H1)
import {
  updateCompanyProfileSchema,
  updateWorkPhotosSchema,
  type UpdateCompanyProfileResult,
  type UpdateWorkPhotosResult,
} from './companies/company-profile';
export const updateCompanyProfileCallable =
  /* @__PURE__ */ defineCallable<UpdateCompanyProfileResult>()(
    'updateCompanyProfile',
    updateCompanyProfileSchema,
  );
export const updateWorkPhotosCallable = /* @__PURE__ */ defineCallable<UpdateWorkPhotosResult>()(
  'updateWorkPhotos',
  updateWorkPhotosSchema,
);
// (H7) publishing: the owner publishes once profileReadiness allows it, or hides the profile.
import type { PublishStateResult } from './companies/profile-readiness';
export const publishCompanyProfileCallable = /* @__PURE__ */ defineCallable<PublishStateResult>()(
  'publishCompanyProfile',
  noInputSchema,
);
export const unpublishCompanyProfileCallable = /* @__PURE__ */ defineCallable<PublishStateResult>()(
  'unpublishCompanyProfile',
  noInputSchema,
);
// -- verification, vetting and suspension (H2)
import {
  reviewVerificationCheckSchema,
  setCompanySuspendedSchema,
  submitVerificationCheckSchema,
  type VerificationStatus,
} from './companies/verification';
export const submitVerificationCheckCallable = /* @__PURE__ */ defineCallable<{
  status: VerificationStatus;
}>()('submitVerificationCheck', submitVerificationCheckSchema);
export const reviewVerificationCheckCallable = /* @__PURE__ */ defineCallable<{
  status: VerificationStatus;
}>()('reviewVerificationCheck', reviewVerificationCheckSchema);
export const setCompanySuspendedCallable = /* @__PURE__ */ defineCallable<{ suspended: boolean }>()(
  'setCompanySuspended',
  setCompanySuspendedSchema,
);
// -- coverage (H3)
import {
  estimateCoverageLeadsSchema,
  updateCompanyCoverageSchema,
  type CoverageEstimate,
} from './coverage/coverage';
export const updateCompanyCoverageCallable = /* @__PURE__ */ defineCallable<{
  coverageKeys: number;
  districtCount: number;
}>()('updateCompanyCoverage', updateCompanyCoverageSchema);
export const estimateCoverageLeadsCallable = /* @__PURE__ */ defineCallable<CoverageEstimate>()(
  'estimateCoverageLeads',
  estimateCoverageLeadsSchema,
);
// -- analytics (H4)
// -- stickers and tutorials (H5)
import {
  orderStickersSchema,
  updateStickerOrderSchema,
  type StickerOrderStatus,
} from './stickers/sticker-order';
/** A company with a published profile orders stickers carrying its profile's QR code. */
export const orderStickersCallable = /* @__PURE__ */ defineCallable<{ orderId: string }>()(
  'orderStickers',
  orderStickersSchema,
);
/** An admin moves a sticker order forward (printing, posted with tracking) or cancels it. */
export const updateStickerOrderCallable = /* @__PURE__ */ defineCallable<{
  status: StickerOrderStatus;
}>()('updateStickerOrder', updateStickerOrderSchema);
// -- support tickets (H6)
import {
  createSupportTicketSchema,
  replyToSupportTicketSchema,
  updateSupportTicketSchema,
} from './support/support-ticket';
/** A company (or customer) opens a support ticket with its first message. */
export const createSupportTicketCallable = /* @__PURE__ */ defineCallable<{ ticketId: string }>()(
  'createSupportTicket',
  createSupportTicketSchema,
);
/** The requester or an admin replies in a ticket's thread. */
export const replyToSupportTicketCallable = /* @__PURE__ */ defineCallable<{ replyId: string }>()(
  'replyToSupportTicket',
  replyToSupportTicketSchema,
);
/** Admins: a ticket's status and assignee (audited). */
export const updateSupportTicketCallable = /* @__PURE__ */ defineCallable<{ updated: true }>()(
  'updateSupportTicket',
  updateSupportTicketSchema,
);
// -- account deletion (H8)
// ---- the admin console (issue 16): each domain adds its definitions below its line ----
// -- admin users and audit (A1)
import {
  getUserActivitySchema,
  setUserActiveSchema,
  setUserRoleSchema,
  type UserActivity,
} from './admin/admin-users';
import type { Role } from './user-profile';
/** Admins: deactivate (Auth disabled, sessions revoked) or reactivate an account (audited). */
export const setUserActiveCallable = /* @__PURE__ */ defineCallable<{ active: boolean }>()(
  'setUserActive',
  setUserActiveSchema,
);
/** Admins: another account's role (never their own, never the last admin; audited). */
export const setUserRoleCallable = /* @__PURE__ */ defineCallable<{ role: Role }>()(
  'setUserRole',
  setUserRoleSchema,
);
/** Admins: an account's sign-in times from Auth and counts of its quotes, leads and documents. */
export const getUserActivityCallable = /* @__PURE__ */ defineCallable<UserActivity>()(
  'getUserActivity',
  getUserActivitySchema,
);
// -- contact inbox, platform settings, keyed hashes (A2)
import { replyToContactMessageSchema, setContactMessageStatusSchema } from './admin/contact-inbox';
import { platformSettingsSchema, type PlatformSettings } from './admin/platform-settings';
import type { ContactMessageStatus } from './contact-message';
/** Admins: a contact message's status (new, read, archived), audited. */
export const setContactMessageStatusCallable = /* @__PURE__ */ defineCallable<{
  status: ContactMessageStatus;
}>()('setContactMessageStatus', setContactMessageStatusSchema);
/** Admins: a reply by email to a contact message, queued in `mail` and recorded on the message. */
export const replyToContactMessageCallable = /* @__PURE__ */ defineCallable<{
  replyCount: number;
}>()('replyToContactMessage', replyToContactMessageSchema);
/** Admins: the platform settings of /admin/settings; answers what is in force and what changed. */
export const updatePlatformSettingsCallable = /* @__PURE__ */ defineCallable<{
  settings: PlatformSettings;
  changed: string[];
}>()('updatePlatformSettings', platformSettingsSchema);
// -- blog and content (A3)
import {
  categorySlugSchema,
  postIdSchema,
  publishBlogPostSchema,
  saveBlogCategorySchema,
  saveBlogIdeaSchema,
  saveBlogPostSchema,
  saveContentTypeSchema,
  type PublishBlogPostResult,
  type SaveBlogPostResult,
} from './admin/blog';
/** Admins: create or save a post's working copy (drafts autosave through it). */
export const saveBlogPostCallable = /* @__PURE__ */ defineCallable<SaveBlogPostResult>()(
  'saveBlogPost',
  saveBlogPostSchema,
);
/** Admins: publish a saved post now (or update the live copy), or schedule it. */
export const publishBlogPostCallable = /* @__PURE__ */ defineCallable<PublishBlogPostResult>()(
  'publishBlogPost',
  publishBlogPostSchema,
);
/** Admins: take a post off the site (or cancel its schedule); it becomes a draft. */
export const unpublishBlogPostCallable = /* @__PURE__ */ defineCallable<{ status: 'draft' }>()(
  'unpublishBlogPost',
  postIdSchema,
);
/** Admins: delete a draft that was never published. */
export const deleteBlogPostCallable = /* @__PURE__ */ defineCallable<{ deleted: true }>()(
  'deleteBlogPost',
  postIdSchema,
);
export const saveBlogCategoryCallable = /* @__PURE__ */ defineCallable<{ slug: string }>()(
  'saveBlogCategory',
  saveBlogCategorySchema,
);
export const deleteBlogCategoryCallable = /* @__PURE__ */ defineCallable<{ deleted: true }>()(
  'deleteBlogCategory',
  categorySlugSchema,
);
export const saveContentTypeCallable = /* @__PURE__ */ defineCallable<{ saved: true }>()(
  'saveContentType',
  saveContentTypeSchema,
);
export const saveBlogIdeaCallable = /* @__PURE__ */ defineCallable<{ id: string }>()(
  'saveBlogIdea',
  saveBlogIdeaSchema,
);
/** Admins: turn an idea into a draft post, linked both ways. */
export const turnBlogIdeaIntoDraftCallable = /* @__PURE__ */ defineCallable<{ postId: string }>()(
  'turnBlogIdeaIntoDraft',
  postIdSchema,
);
// -- public rendering, sitemap, IndexNow (A4)
import {
  submitIndexNowUrlsSchema,
  type IndexNowOutcome,
  type IndexNowSettings,
} from './admin/indexnow';
/** Admins: the IndexNow key (made on first use), its key file's address and the endpoint. */
export const getIndexNowSettingsCallable = /* @__PURE__ */ defineCallable<IndexNowSettings>()(
  'getIndexNowSettings',
  noInputSchema,
);
/** Admins: submit a list of this site's URLs to IndexNow now (recorded in the history). */
export const submitIndexNowUrlsCallable = /* @__PURE__ */ defineCallable<{
  submissionId: string;
  status: number | null;
  outcome: IndexNowOutcome;
  message: string;
}>()('submitIndexNowUrls', submitIndexNowUrlsSchema);
// -- platform dashboard and analytics (B1)
import type { AdminDashboard } from './admin/platform-stats';
/** Admins: the dashboard's figures (from the daily rollups) and its alerts. */
export const getAdminDashboardCallable = /* @__PURE__ */ defineCallable<AdminDashboard>()(
  'getAdminDashboard',
  noInputSchema,
);
// -- AI drafts (B2)
import {
  aiSettingsSchema,
  generateAiDraftSchema,
  type AiOverview,
  type AiSettings,
  type GenerateAiDraftResult,
} from './admin/ai-content';
/** Admins: ask the AI provider for a blog draft, always saved as a draft (never published). */
export const generateAiDraftCallable = /* @__PURE__ */ defineCallable<GenerateAiDraftResult>()(
  'generateAiDraft',
  generateAiDraftSchema,
);
/** Admins: the provider in use, the AI settings and today's usage against the limits. */
export const getAiOverviewCallable = /* @__PURE__ */ defineCallable<AiOverview>()(
  'getAiOverview',
  noInputSchema,
);
/** Admins: save the AI drafts' model, daily limits, prices and house style (audited). */
export const updateAiSettingsCallable = /* @__PURE__ */ defineCallable<{
  settings: AiSettings;
  changed: string[];
}>()('updateAiSettings', aiSettingsSchema);
// -- catalogue services and suggestions (B3)
import {
  listServiceSuggestionsSchema,
  resolveServiceSuggestionsSchema,
  saveCatalogueServiceSchema,
  submitServiceSuggestionSchema,
  type ResolveServiceSuggestionsResult,
  type SaveCatalogueServiceResult,
  type ServiceSuggestionList,
} from './admin/catalogue-admin';
/** Admins: create or update a catalogue service (audited); may approve suggestions with it. */
export const saveCatalogueServiceCallable =
  /* @__PURE__ */ defineCallable<SaveCatalogueServiceResult>()(
    'saveCatalogueService',
    saveCatalogueServiceSchema,
  );
/** Anyone (the quote form): suggest a service the catalogue lacks. */
export const submitServiceSuggestionCallable = /* @__PURE__ */ defineCallable<{
  received: true;
}>()('submitServiceSuggestion', submitServiceSuggestionSchema);
/** Admins: the suggestions of one status, similar ones grouped. */
export const listServiceSuggestionsCallable =
  /* @__PURE__ */ defineCallable<ServiceSuggestionList>()(
    'listServiceSuggestions',
    listServiceSuggestionsSchema,
  );
/** Admins: merge a group of suggestions into a service, or reject it (audited, emailed). */
export const resolveServiceSuggestionsCallable =
  /* @__PURE__ */ defineCallable<ResolveServiceSuggestionsResult>()(
    'resolveServiceSuggestions',
    resolveServiceSuggestionsSchema,
  );
// -- site images (B4)
import { removeSiteImageSchema, updateSiteImageAltSchema } from './admin/site-images';
/** Admins: a site image's alt text (audited). Uploads go through POST /api/site-images/<slot>. */
export const updateSiteImageAltCallable = /* @__PURE__ */ defineCallable<{ alt: string }>()(
  'updateSiteImageAlt',
  updateSiteImageAltSchema,
);
/** Admins: empty a site image slot; pages fall back to their defaults (audited). */
export const removeSiteImageCallable = /* @__PURE__ */ defineCallable<{ removed: true }>()(
  'removeSiteImage',
  removeSiteImageSchema,
);
// -- newsletter and mail delivery (B5)
import {
  newsletterRecipientCountSchema,
  removeNewsletterSubscriberSchema,
  sendNewsletterIssueSchema,
  sendNewsletterTestSchema,
  suppressNewsletterAddressSchema,
  type NewsletterOverview,
} from './admin/newsletter';
/** Admins: subscribers by segment and status, and the suppression list's size. */
export const getNewsletterOverviewCallable = /* @__PURE__ */ defineCallable<NewsletterOverview>()(
  'getNewsletterOverview',
  noInputSchema,
);
/** Admins: how many confirmed, unsuppressed subscribers an issue to `audience` would reach. */
export const countNewsletterRecipientsCallable = /* @__PURE__ */ defineCallable<{
  recipients: number;
}>()('countNewsletterRecipients', newsletterRecipientCountSchema);
/** Admins: the issue as written, to the admin's own address (audited). */
export const sendNewsletterTestCallable = /* @__PURE__ */ defineCallable<{ to: string }>()(
  'sendNewsletterTest',
  sendNewsletterTestSchema,
);
/** Admins: send an issue to a segment, queued in batches through `mail` (audited). */
export const sendNewsletterIssueCallable = /* @__PURE__ */ defineCallable<{
  issueId: string;
  recipients: number;
}>()('sendNewsletterIssue', sendNewsletterIssueSchema);
/** Admins: remove a subscriber, with a reason (audited). */
export const removeNewsletterSubscriberCallable = /* @__PURE__ */ defineCallable<{
  removed: true;
}>()('removeNewsletterSubscriber', removeNewsletterSubscriberSchema);
/** Admins: put an address on the suppression list by hand, with a reason (audited). */
export const suppressNewsletterAddressCallable = /* @__PURE__ */ defineCallable<{
  suppressed: true;
}>()('suppressNewsletterAddress', suppressNewsletterAddressSchema);
// -- outreach (B6)
import {
  importOutreachProspectsSchema,
  outreachSettingsSchema,
  saveOutreachCampaignSchema,
  setOutreachCampaignStatusSchema,
  updateOutreachProspectSchema,
  type ImportOutreachProspectsResult,
  type OutreachCampaignStatus,
  type OutreachProspectStatus,
} from './admin/outreach';
/** Admins: create an outreach campaign, or change its name and email sequence. */
export const saveOutreachCampaignCallable = /* @__PURE__ */ defineCallable<{ id: string }>()(
  'saveOutreachCampaign',
  saveOutreachCampaignSchema,
);
/** Admins: start (the first emails go out at once, within the daily limit) or pause a campaign. */
export const setOutreachCampaignStatusCallable = /* @__PURE__ */ defineCallable<{
  status: OutreachCampaignStatus;
  sent: number;
}>()('setOutreachCampaignStatus', setOutreachCampaignStatusSchema);
/** Admins: add a file's valid rows to a campaign (merged, suppression and accounts honoured). */
export const importOutreachProspectsCallable =
  /* @__PURE__ */ defineCallable<ImportOutreachProspectsResult>()(
    'importOutreachProspects',
    importOutreachProspectsSchema,
  );
/** Admins: mark a prospect as replied (its sequence stops) or remove it. */
export const updateOutreachProspectCallable = /* @__PURE__ */ defineCallable<{
  status: OutreachProspectStatus | 'removed';
}>()('updateOutreachProspect', updateOutreachProspectSchema);
/** Admins: the outreach sender name, postal address and daily limit (`settings/outreach`). */
export const updateOutreachSettingsCallable = /* @__PURE__ */ defineCallable<{ saved: true }>()(
  'updateOutreachSettings',
  outreachSettingsSchema,
);

export const CALLABLE_NAMES = [
  'getCustomerDashboard',
  'getCompanyDashboard',
  'deleteMyAccount',
  'sendVerificationEmail',
  'syncEmailVerified',
  'submitQuoteRequest',
  'getQuoteStatus',
  'claimGuestQuotes',
  'acceptLead',
  'declineLead',
  'rematchQuote',
  'sendQuoteRecoveryEmail',
  'createSubscriptionCheckout',
  'createBillingPortalSession',
  'setExtraLeads',
  'startConnectOnboarding',
  'createConnectDashboardLink',
  'savePlan',
  'updateFeeSettings',
  'updateBillingSettings',
  'listConnectAccountActivity',
  'saveDocumentDraft',
  'sendDocument',
  'voidDocument',
  'duplicateDocument',
  'convertQuoteToInvoice',
  'sendDocumentReminder',
  'openDocument',
  'respondToQuote',
  'createDocumentCheckout',
  'refundDocumentPayment',
  'getPayoutsOverview',
  'saveBranding',
  'hideMessage',
  'postSupportMessage',
  'openQuoteConversations',
  'openSupportConversation',
  'proposeAppointment',
  'respondToAppointment',
  'cancelAppointment',
  'rescheduleAppointment',
  'completeAppointment',
  'submitReview',
  'replyToReview',
  'reportReview',
  'moderateReview',
  // issue 15: each domain adds its names below its line
  // -- company profile, privacy and publishing (H1)
  'updateCompanyProfile',
  'updateWorkPhotos',
  'publishCompanyProfile',
  'unpublishCompanyProfile',
  // -- verification, vetting and suspension (H2)
  'submitVerificationCheck',
  'reviewVerificationCheck',
  'setCompanySuspended',
  // -- coverage (H3)
  'updateCompanyCoverage',
  'estimateCoverageLeads',
  // -- analytics (H4)
  // -- stickers and tutorials (H5)
  'orderStickers',
  'updateStickerOrder',
  // -- support tickets (H6)
  'createSupportTicket',
  'replyToSupportTicket',
  'updateSupportTicket',
  // -- account deletion (H8)
  // issue 16: each domain adds its names below its line
  // -- admin users and audit (A1)
  'setUserActive',
  'setUserRole',
  'getUserActivity',
  // -- contact inbox, platform settings, keyed hashes (A2)
  'setContactMessageStatus',
  'replyToContactMessage',
  'updatePlatformSettings',
  // -- blog and content (A3)
  'saveBlogPost',
  'publishBlogPost',
  'unpublishBlogPost',
  'deleteBlogPost',
  'saveBlogCategory',
  'deleteBlogCategory',
  'saveContentType',
  'saveBlogIdea',
  'turnBlogIdeaIntoDraft',
  // -- public rendering, sitemap, IndexNow (A4)
  'getIndexNowSettings',
  'submitIndexNowUrls',
  // -- platform dashboard and analytics (B1)
  'getAdminDashboard',
  // -- AI drafts (B2)
  'generateAiDraft',
  'getAiOverview',
  'updateAiSettings',
  // -- catalogue services and suggestions (B3)
  'saveCatalogueService',
  'submitServiceSuggestion',
  'listServiceSuggestions',
  'resolveServiceSuggestions',
  // -- site images (B4)
  'updateSiteImageAlt',
  'removeSiteImage',
  // -- newsletter and mail delivery (B5)
  'getNewsletterOverview',
  'countNewsletterRecipients',
  'sendNewsletterTest',
  'sendNewsletterIssue',
  'removeNewsletterSubscriber',
  'suppressNewsletterAddress',
  // -- outreach (B6)
  'saveOutreachCampaign',
  'setOutreachCampaignStatus',
  'importOutreachProspects',
  'updateOutreachProspect',
  'updateOutreachSettings',
] as const;
