/**
 * Every Firestore collection, named once. Web data modules, functions, the seed and the rules
 * tests use these constants, never a string literal, so a rename is one edit the type-checker
 * follows (firestore.rules, which cannot import, is checked by its tests).
 */
export const COLLECTIONS = {
  users: 'users',
  companies: 'companies',
  subscriptions: 'subscriptions',
  reviews: 'reviews',
  contactMessages: 'contactMessages',
  quotes: 'quotes',
  leads: 'leads',
  leadAllowances: 'leadAllowances',
  notifications: 'notifications',
  settings: 'settings',
  quoteFunnelDaily: 'quoteFunnelDaily',
  quoteFunnelSessions: 'quoteFunnelSessions',
  quoteDrafts: 'quoteDrafts',
  quotePhotoUploads: 'quotePhotoUploads',
  mail: 'mail',
  rateLimits: 'rateLimits',
  coverageIndex: 'coverageIndex',
  companySlugs: 'companySlugs',
  // The company's own workspace (issue 15). Each domain adds its collections below its line.
  companyPrivate: 'companyPrivate',
  // -- verification (checks and their evidence files)
  verificationChecks: 'verificationChecks',
  companyEvidence: 'companyEvidence',
  // -- coverage
  coverageDemand: 'coverageDemand',
  // -- analytics (daily rollups)
  companyStatsDays: 'companyStatsDays',
  companyStatsWeeks: 'companyStatsWeeks',
  companyStatsMonths: 'companyStatsMonths',
  // -- stickers and tutorials
  stickerOrders: 'stickerOrders',
  tutorialProgress: 'tutorialProgress',
  // -- support tickets
  supportTickets: 'supportTickets',
  supportTicketReplies: 'replies',
  supportAttachments: 'supportAttachments',
  // The admin console (issue 16). Each domain adds its collections below its line.
  // -- blog and content (A3)
  blogPosts: 'blogPosts',
  blogSlugs: 'blogSlugs',
  blogCategories: 'blogCategories',
  blogIdeas: 'blogIdeas',
  contentTypes: 'contentTypes',
  // -- public rendering, sitemap, IndexNow (A4)
  indexNowSubmissions: 'indexNowSubmissions',
  // The marketing suppression list (functions/src/lib/email-suppression.ts), newsletter and outreach.
  emailSuppressions: 'emailSuppressions',
  // -- platform dashboard and analytics (B1)
  platformStatsDays: 'platformStatsDays',
  serviceStatsDays: 'serviceStatsDays',
  webhookFailures: 'webhookFailures',
  // -- AI drafts (B2)
  aiUsage: 'aiUsage',
  aiUsageDays: 'aiUsageDays',
  // -- catalogue services and suggestions (B3)
  serviceSuggestions: 'serviceSuggestions',
  // The live index of services (common/src/catalogue/service-index.ts), kept by a function.
  catalogueIndexes: 'catalogueIndexes',
  // -- site images (B4)
  siteImages: 'siteImages',
  // -- newsletter and mail delivery (B5)
  newsletterSubscribers: 'newsletterSubscribers',
  newsletterIssues: 'newsletterIssues',
  // One document per batch of an issue's send (`newsletterIssues/{id}/newsletterBatches/{n}`).
  newsletterBatches: 'newsletterBatches',
  // What each recipient's delivery has been counted as (`newsletterIssues/{id}/newsletterDeliveries/{mailId}`).
  newsletterDeliveries: 'newsletterDeliveries',
  // -- outreach (B6)
  outreachCampaigns: 'outreachCampaigns',
  outreachProspects: 'outreachProspects',
  // After the lead (issue 14): conversations and their `messages` subcollection, files sent in
  // them, appointments, review invitations and email preferences.
  conversations: 'conversations',
  messages: 'messages',
  hiddenMessages: 'hiddenMessages',
  messageAttachments: 'messageAttachments',
  conversationViews: 'conversationViews',
  appointments: 'appointments',
  reviewInvitations: 'reviewInvitations',
  reviewReports: 'reviewReports',
  notificationPreferences: 'notificationPreferences',
  privateSettings: 'privateSettings',
  // Money (Stripe): written only by functions; see docs/architecture.md.
  connectAccounts: 'connectAccounts',
  transactions: 'transactions',
  stripeEvents: 'stripeEvents',
  stripeRefs: 'stripeRefs',
  adminAudit: 'adminAudit',
  // Quotes and invoices a company sends (see common/src/documents/document.ts).
  documents: 'documents',
  documentCounters: 'documentCounters',
  documentTemplates: 'documentTemplates',
  companyCustomers: 'companyCustomers',
  // The public catalogue (seeded from common/catalogue/*.json, edited by admins).
  services: 'services',
  locations: 'locations',
  postcodeAreas: 'postcodeAreas',
  articles: 'articles',
  plans: 'plans',
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/**
 * The catalogue collections: readable by everyone, written by the seed and admins (plans only
 * through the savePlan callable, which keeps their Stripe prices in step).
 */
export const CATALOGUE_COLLECTIONS = [
  COLLECTIONS.services,
  COLLECTIONS.locations,
  COLLECTIONS.postcodeAreas,
  COLLECTIONS.articles,
  COLLECTIONS.plans,
] as const;

/** Documents of `settings/{name}`. */
export const SETTINGS_DOCS = { matching: 'matching', fees: 'fees', billing: 'billing' } as const;
