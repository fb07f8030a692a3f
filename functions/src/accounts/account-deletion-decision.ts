import { RECORDS_KEPT_YEARS } from '@fixwell/common/accounts/account-deletion';
import type { CollectionName } from '@fixwell/common/collections';

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

// ---- what leaving does to each collection ------------------------------------------------------

/**
 * What leaving Fixwell does to a company's documents in one collection:
 * - `delete`: every document of the company there goes;
 * - `leave`: the documents stay for the other people in them, the company taken out;
 * - `keep`: they stay as they are (money records for HMRC, the customers' own words);
 * - `none`: the collection holds nothing of one company (catalogue, counters, other people's).
 */
export type CompanyDataAction = 'delete' | 'leave' | 'keep' | 'none';

/**
 * How delete-company-account.ts finds the company's documents: `id` is the `{uid}` document, a
 * field name is `where(field, '==', uid)`; `step` is a step of its own (named in `why`).
 */
export type CompanyDataMatch = 'id' | 'companyId' | 'userId' | 'uploaderId' | 'step';

export type CompanyDataRule =
  | {
      action: 'delete';
      by: CompanyDataMatch;
      /** For a delete by field, which matching documents go (all when absent). */
      verdict?: (data: Record<string, unknown>) => KeptDocumentVerdict;
      why: string;
    }
  | { action: 'leave'; by: 'step'; why: string }
  | { action: 'keep' | 'none'; why: string };

const deleteAll = (by: CompanyDataMatch, why: string): CompanyDataRule => ({
  action: 'delete',
  by,
  why,
});
const keep = (why: string): CompanyDataRule => ({ action: 'keep', why });
const none = (why: string): CompanyDataRule => ({ action: 'none', why });

/** An invitation the customer has not used yet goes; a used one stays beside the review. */
export function reviewInvitationVerdict(data: { reviewedAt?: unknown }): KeptDocumentVerdict {
  return data.reviewedAt ? 'keep' : 'delete';
}

/**
 * The audit of every collection (issue 15 §2). A collection added to COLLECTIONS needs a row here:
 * account-deletion-decision.test.ts fails until it has one. The analytics rollups are one rule
 * for every collection named `companyStats…` (COMPANY_STATS_RULE).
 */
export const COMPANY_DATA_RULES: Partial<Record<CollectionName, CompanyDataRule>> = {
  users: deleteAll('step', 'The profile: deleteMyAccount deletes it, then the sign-in, last.'),
  companies: deleteAll(
    'step',
    'The company document: unpublished (out of coverageIndex, its slug freed), then deleted.',
  ),
  coverageIndex: { action: 'leave', by: 'step', why: 'The company leaves every candidate list.' },
  companySlugs: deleteAll('step', 'Its slug, freed when it is unpublished.'),
  companyPrivate: deleteAll('id', 'Base postcode, lead email, VAT number.'),
  subscriptions: deleteAll('id', 'Its subscription, after it is cancelled in Stripe.'),
  leadAllowances: deleteAll('id', 'This period’s allowance.'),
  leads: deleteAll('companyId', 'The company’s copies of requests (the quotes stay).'),
  notifications: deleteAll('userId', 'Its in-app notices.'),
  notificationPreferences: deleteAll('id', 'Its email choices.'),
  documents: deleteAll(
    'step',
    'Drafts and quotes nobody paid go; issued invoices and anything paid stay for HMRC, stamped deletedIssuer (documentVerdict).',
  ),
  documentCounters: deleteAll('id', 'Its quote and invoice numbering.'),
  documentTemplates: deleteAll('companyId', 'Its templates.'),
  companyCustomers: deleteAll('companyId', 'Its customer list.'),
  verificationChecks: deleteAll('companyId', 'Its checks (the badges go with the company).'),
  companyEvidence: deleteAll(
    'uploaderId',
    'Evidence records; the files go with its Storage folders (COMPANY_FILE_FOLDERS).',
  ),
  stickerOrders: deleteAll(
    'companyId',
    'Orders and their delivery address: free while Fixwell pays (totalPence 0), so no money record; a charged order would be a `transactions` row, which stays.',
  ),
  tutorialProgress: deleteAll('id', 'Its ticked guides.'),
  supportTickets: deleteAll(
    'step',
    'Its tickets go: they hold its name, email, words and files, and no law asks us to keep them (money is in documents and transactions); what admins did on them stays in adminAudit.',
  ),
  replies: deleteAll('step', 'With their ticket.'),
  supportAttachments: deleteAll(
    'step',
    'The files on its tickets (admins’ too) and its unused uploads, records and bytes.',
  ),
  reviewInvitations: {
    action: 'delete',
    by: 'companyId',
    verdict: reviewInvitationVerdict,
    why: 'Unused invitations go (nobody is asked to review a company that has gone); used ones stay beside their review.',
  },
  reviewReports: deleteAll('companyId', 'Its reports of reviews (the review keeps its count).'),
  appointments: {
    action: 'leave',
    by: 'step',
    why: 'Future open appointments are cancelled and the customer told (cancelsOnDeletion); the company then leaves all of them, the customer keeps them.',
  },
  conversations: {
    action: 'leave',
    by: 'step',
    why: 'The company leaves; the customer keeps the conversation (support ones too, for Fixwell).',
  },
  messages: keep('The customer’s copy of the conversation.'),
  hiddenMessages: keep('Moderation record of a hidden message.'),
  messageAttachments: keep('Files in the customer’s copy of the conversation.'),
  reviews: keep(
    'Customers’ own words; with the profile gone they show on no public page, only to their author.',
  ),
  transactions: keep(
    `Payments, fees, refunds and payouts: HMRC, ${RECORDS_KEPT_YEARS} years (with the business name).`,
  ),
  connectAccounts: keep('The payout account’s ids and state: later Stripe events still find it.'),
  stripeRefs: keep('Stripe ids only: later Stripe events about kept payments still find the rows.'),
  adminAudit: keep('Append-only: what admins did stays.'),
  stripeEvents: none('Which Stripe events were handled: ids and types only.'),
  contactMessages: none('Sent by visitors by email address, not by an account.'),
  quotes: none('The customers’ requests (a routing slug at most).'),
  quoteFunnelDaily: none('Counts for the whole site.'),
  quoteFunnelSessions: none('Visits to the quote form.'),
  quoteDrafts: none('Visitors’ unfinished requests.'),
  quotePhotoUploads: none('Customers’ photos.'),
  coverageDemand: none('Requests per month, trade and place: no company in them.'),
  conversationViews: none('Admins’ reads of a quote’s conversations.'),
  mail: none('The outbox, by address; delivered and done.'),
  rateLimits: none('Hashed counters that expire.'),
  settings: none('Site settings.'),
  privateSettings: none('Site keys.'),
  services: none('Catalogue.'),
  locations: none('Catalogue.'),
  postcodeAreas: none('Catalogue.'),
  articles: none('Catalogue.'),
  plans: none('Catalogue.'),
  // The admin console (issue 16): Fixwell's own content and housekeeping.
  blogPosts: none('Fixwell’s articles.'),
  blogSlugs: none('Fixwell’s article addresses.'),
  blogCategories: none('Fixwell’s article categories.'),
  blogIdeas: none('Fixwell’s article ideas.'),
  contentTypes: none('Fixwell’s kinds of content.'),
  indexNowSubmissions: none('Public URLs sent to search engines.'),
  emailSuppressions: none(
    'Keyed hashes of addresses that opted out of marketing email: kept so the opt-out lasts.',
  ),
  // -- platform dashboard and analytics (B1)
  platformStatsDays: none('Platform-wide daily counts; no company is named in them.'),
  serviceStatsDays: none(
    'Daily counts per service and postcode area; no company is named in them.',
  ),
  webhookFailures: none('Stripe events that failed (id, type, error) until they succeed.'),
  // -- AI drafts (B2)
  aiUsage: none('Fixwell’s own AI requests for its articles (admins only).'),
  aiUsageDays: none('Daily totals of Fixwell’s AI requests.'),
  // -- catalogue services and suggestions (B3)
  serviceSuggestions: none(
    'Services visitors asked for (text, district, an optional reply address): not a company’s data.',
  ),
  catalogueIndexes: none('The live index of catalogue services.'),
  // -- site images (B4)
  siteImages: none('Fixwell’s hero and share images for public pages.'),
  // -- newsletter and mail delivery (B5)
  newsletterSubscribers: none(
    'Addresses that asked for the newsletter (by address, not account): each issue has an unsubscribe link.',
  ),
  newsletterIssues: none('Fixwell’s newsletter issues and their counts.'),
  newsletterBatches: none('The batches an issue was queued in.'),
  newsletterDeliveries: none('How each newsletter delivery was counted on its issue.'),
  // -- outreach (B6)
  outreachCampaigns: none('Fixwell’s invitations to join, written by admins.'),
  outreachProspects: none(
    'Businesses invited to join before they had an account (matched to a sign-up by email only).',
  ),
};

/** Every analytics rollup (`companyStatsDays`, and any period rollup named `companyStats…`). */
export const COMPANY_STATS_RULE: CompanyDataRule = deleteAll(
  'companyId',
  'Its analytics rollups (their rules already require a companyId on each).',
);

/** The rule of a collection, or undefined when nobody has decided yet. */
export function companyDataRule(collection: string): CompanyDataRule | undefined {
  if (collection.startsWith('companyStats')) return COMPANY_STATS_RULE;
  return COMPANY_DATA_RULES[collection as CollectionName];
}

/** The deletes the table drives by itself: a `{uid}` document or a field holding the uid. */
export function tableDeletes(collections: readonly string[]): Array<{
  collection: string;
  by: Exclude<CompanyDataMatch, 'step'>;
  verdict?: (data: Record<string, unknown>) => KeptDocumentVerdict;
}> {
  return [...new Set(collections)].flatMap((collection) => {
    const rule = companyDataRule(collection);
    if (rule?.action !== 'delete' || rule.by === 'step') return [];
    return [{ collection, by: rule.by, ...(rule.verdict ? { verdict: rule.verdict } : {}) }];
  });
}

// ---- files -------------------------------------------------------------------------------------

/**
 * The company's folders in Storage, deleted whole (orphans of failed uploads included). `default`
 * is the project's default bucket, `files` the private files' one (quotePhotosBucket). The paths
 * are each store's: branding/logo-store.ts, company-photos/photo-store.ts,
 * verification/evidence-store.ts. Support attachments (`support-attachments/{id}`, no owner in
 * the path) go by their records.
 */
export const COMPANY_FILE_FOLDERS = [
  { bucket: 'default', folder: (uid: string) => `company-logos/${uid}/` },
  { bucket: 'default', folder: (uid: string) => `company-photos/${uid}/` },
  { bucket: 'files', folder: (uid: string) => `company-evidence/${uid}/` },
] as const;

// ---- appointments ------------------------------------------------------------------------------

const STILL_ON: readonly unknown[] = ['proposed', 'confirmed', 'change-requested'];

/**
 * Whether leaving cancels this appointment (and tells the customer): one still on (proposed,
 * confirmed, or another time asked for) that has not started. Past ones are history; declined,
 * cancelled and completed ones are already settled.
 */
export function cancelsOnDeletion(
  appointment: { status: unknown; startsAtMillis: number | null },
  nowMillis: number,
): boolean {
  return (
    STILL_ON.includes(appointment.status) &&
    appointment.startsAtMillis !== null &&
    appointment.startsAtMillis > nowMillis
  );
}
