import type { GuardName, LayoutName, RouteDeclaration } from '@/config/route-types';

// The route table: every route of SPEC.md §2 (with the paths and layouts SPEC.md leaves open
// decided in issue 2), written once. Links (config/paths.ts), the router (app/routes), breadcrumbs,
// the sitemap and the prerendered pages all read it. Plain data with no imports, so the Vite config
// and the build scripts can read it too.

type RouteInput = Omit<RouteDeclaration, 'layout' | 'guards'>;

/** Routes that share a layout and guards; the key names the path in `paths`. */
function group<const Entries extends Record<string, RouteInput>>(
  layout: LayoutName,
  guards: readonly GuardName[],
  entries: Entries,
): {
  [Name in keyof Entries]: Entries[Name] & { layout: LayoutName; guards: readonly GuardName[] };
} {
  return Object.fromEntries(
    Object.entries(entries).map(([name, entry]) => [name, { ...entry, layout, guards }]),
  ) as never;
}

export const routes = {
  // Sitemap pages come first, in the order sitemap.xml lists them.
  ...group('default', [], {
    home: { path: '/', title: 'Find trusted local tradespeople', page: 'public/home', sitemap: 1 },
    services: {
      path: '/services',
      title: 'Services',
      page: 'public/services',
      sitemap: 0.9,
      breadcrumb: { section: true, label: 'Services' },
    },
    service: {
      path: '/services/:service',
      title: 'Service',
      page: 'public/service',
      validate: 'known-service',
    },
    serviceLanding: {
      path: '/services/:service/landing',
      title: 'Service',
      page: 'public/service-landing',
      validate: 'known-service',
    },
    serviceLocation: {
      path: '/services/:service/:location',
      title: 'Local service',
      page: 'public/service-location',
      validate: 'known-service-in-location',
    },
    serviceIndexOld: {
      path: '/services/:service/index-old',
      title: 'Service',
      page: 'public/service-index-old',
      validate: 'known-service',
    },
    quote: {
      path: '/quote',
      title: 'Get free quotes',
      page: 'quote/quote',
      sitemap: 0.9,
      breadcrumb: 'Get Quote',
    },
    quoteTrack: {
      path: '/quote/track/:token',
      title: 'Track your quote',
      page: 'quote/quote-track',
      parent: '/quote',
    },
    quoteSuccess: {
      path: '/quote-success/:id',
      title: 'Quote request received',
      page: 'quote/quote-success',
    },
    emergencyServices: {
      path: '/emergency-services',
      title: 'Emergency services',
      page: 'public/emergency-services',
      sitemap: 0.8,
      breadcrumb: 'Emergency Services',
    },
    emergencyService: {
      path: '/emergency/:service',
      title: 'Emergency service',
      page: 'public/emergency-service',
      validate: 'emergency-service',
      // `/emergency` itself is not a page: its crumb opens the emergency services listing.
      breadcrumb: { section: true, label: 'Emergency', url: '/emergency-services' },
    },
    findLocalTradesmen: {
      path: '/find-local-tradesmen',
      title: 'Find local tradesmen',
      page: 'public/find-local-tradesmen',
      sitemap: 0.7,
      breadcrumb: 'Find Local Tradesmen',
    },
    findTradesmanNearMe: {
      path: '/find-tradesman-near-me',
      title: 'Find a tradesman near me',
      page: 'public/find-tradesman-near-me',
      sitemap: 0.7,
      breadcrumb: 'Find a Tradesman Near Me',
    },
    ukHomeServicesGuide: {
      path: '/uk-home-services-guide',
      title: 'UK home services guide',
      page: 'public/uk-home-services-guide',
      sitemap: 0.6,
      breadcrumb: 'UK Home Services Guide',
    },
    tradespeople: {
      path: '/tradespeople/:location',
      title: 'Tradespeople near you',
      page: 'public/tradespeople-location',
      validate: 'known-location',
    },
    howItWorks: {
      path: '/how-it-works',
      title: 'How it works',
      page: 'public/how-it-works',
      sitemap: 0.6,
      breadcrumb: 'How It Works',
    },
    howToGetQuotes: {
      path: '/how-to-get-quotes',
      title: 'How to get quotes',
      page: 'public/how-to-get-quotes',
      sitemap: 0.6,
      breadcrumb: 'How to Get Quotes',
    },
    blog: {
      path: '/blog',
      title: 'Blog',
      page: 'public/blog',
      sitemap: 0.6,
      breadcrumb: { section: true, label: 'Blog' },
    },
    blogPost: {
      path: '/blog/:slug',
      title: 'Blog article',
      page: 'public/blog-post',
      validate: 'known-blog-post',
    },
    faq: {
      path: '/faq',
      title: 'Frequently asked questions',
      page: 'public/faq',
      sitemap: 0.5,
      breadcrumb: 'FAQ',
    },
    pricing: {
      path: '/pricing',
      title: 'Pricing',
      page: 'public/pricing',
      sitemap: 0.5,
      breadcrumb: 'Pricing',
    },
    about: {
      path: '/about',
      title: 'About us',
      page: 'public/about',
      sitemap: 0.4,
      breadcrumb: 'About Us',
    },
    contact: {
      path: '/contact',
      title: 'Contact us',
      page: 'public/contact',
      sitemap: 0.4,
      breadcrumb: 'Contact',
    },
    contactThankYou: {
      path: '/contact-thank-you',
      title: 'Thank you for contacting us',
      page: 'public/contact-thank-you',
      prerender: true,
    },
    sisterSites: {
      path: '/sister-sites',
      title: 'Sister sites',
      page: 'public/sister-sites',
      sitemap: 0.2,
      breadcrumb: 'Sister Sites',
    },
    terms: {
      path: '/terms',
      title: 'Terms of Service',
      page: 'public/terms',
      sitemap: 0.2,
      breadcrumb: 'Terms of Service',
    },
    privacy: {
      path: '/privacy',
      title: 'Privacy Policy',
      page: 'public/privacy',
      sitemap: 0.2,
      breadcrumb: 'Privacy Policy',
    },
    // The catalogue lists the content sections in the sitemap; their labels are CONTENT_TYPE_LABELS.
    contentList: {
      path: '/:contentType',
      title: 'Guides and articles',
      page: 'content/content-list',
      validate: 'known-content-type',
      prerender: true,
      breadcrumb: { section: true },
    },
    contentDetail: {
      path: '/:contentType/:slug',
      title: 'Guide',
      page: 'content/content-detail',
      validate: 'known-content-article',
    },
    signup: {
      path: '/signup',
      title: 'Create an account',
      page: 'auth/signup',
      breadcrumb: 'Sign Up',
    },
  }),
  ...group('none', [], {
    quoteWidget: {
      path: '/widget/quote-form',
      title: 'Quote Request Widget',
      page: 'widget/quote-form',
    },
    pay: { path: '/pay/:documentId', title: 'Pay your invoice', page: 'documents/pay' },
  }),
  ...group('auth', [], {
    login: { path: '/login', title: 'Sign in', page: 'auth/login', breadcrumb: 'Sign In' },
    resetPassword: {
      path: '/reset-password',
      title: 'Reset your password',
      page: 'auth/reset-password',
    },
    forgotPassword: {
      path: '/forgot-password',
      title: 'Forgot your password',
      page: 'auth/forgot-password',
    },
    verifyEmail: {
      path: '/verify-email',
      title: 'Verify your email address',
      page: 'auth/verify-email',
    },
  }),
  ...group('professional-public', [], {
    professionals: {
      path: '/professionals',
      title: 'For professionals',
      page: 'professionals/professionals',
      sitemap: 0.7,
      breadcrumb: { section: true, label: 'Professionals' },
    },
    professionalsPricing: {
      path: '/professionals/pricing',
      title: 'Pricing for professionals',
      page: 'professionals/pricing',
      sitemap: 0.6,
    },
    professionalsWhyChooseUs: {
      path: '/professionals/why-choose-us',
      title: 'Why choose Fixwell',
      page: 'professionals/why-choose-us',
      sitemap: 0.5,
      breadcrumb: 'Why Choose Us',
    },
    professionalsHowToGetStarted: {
      path: '/professionals/how-to-get-started',
      title: 'How to get started',
      page: 'professionals/how-to-get-started',
      sitemap: 0.5,
      breadcrumb: 'How to Get Started',
    },
    professionalsReplaceYourServices: {
      path: '/professionals/replace-your-services',
      title: 'Replace your current tools',
      page: 'professionals/replace-your-services',
      sitemap: 0.5,
      breadcrumb: 'Replace Your Services',
    },
    alternativesCheckatrade: {
      path: '/alternatives/checkatrade',
      title: 'A Checkatrade alternative',
      page: 'alternatives/checkatrade',
      sitemap: 0.5,
    },
    alternativesMybuilder: {
      path: '/alternatives/mybuilder',
      title: 'A MyBuilder alternative',
      page: 'alternatives/mybuilder',
      sitemap: 0.5,
    },
    alternativesRatedPeople: {
      path: '/alternatives/rated-people',
      title: 'A Rated People alternative',
      page: 'alternatives/rated-people',
      sitemap: 0.5,
    },
    alternativesBark: {
      path: '/alternatives/bark',
      title: 'A Bark alternative',
      page: 'alternatives/bark',
      sitemap: 0.5,
    },
  }),
  ...group('empty', [], {
    document: { path: '/document/:id', title: 'Your document', page: 'documents/document' },
    documentPaid: {
      path: '/document/:id/paid',
      title: 'Payment received',
      page: 'documents/document-paid',
    },
    documentAccepted: {
      path: '/document/:id/accepted',
      title: 'Quote accepted',
      page: 'documents/document-accepted',
    },
    documentDeclined: {
      path: '/document/:id/declined',
      title: 'Quote declined',
      page: 'documents/document-declined',
    },
  }),
  ...group('customer', ['auth', 'role'], {
    customer: { path: '/customer', title: 'Your dashboard', page: 'customer/dashboard' },
    customerChat: { path: '/customer/chat', title: 'Messages', page: 'customer/chat' },
    customerProfile: { path: '/customer/profile', title: 'Your profile', page: 'customer/profile' },
    customerFeedback: { path: '/customer/feedback', title: 'Feedback', page: 'customer/feedback' },
    customerQuotes: { path: '/customer/quotes', title: 'Your quotes', page: 'customer/quotes' },
    customerQuoteNew: {
      path: '/customer/quotes/new',
      title: 'Request a quote',
      page: 'customer/quote-new',
      menu: false,
    },
    customerQuote: {
      path: '/customer/quotes/:id',
      title: 'Quote request',
      page: 'customer/quote-detail',
    },
    customerAppointments: {
      path: '/customer/appointments',
      title: 'Appointments',
      page: 'customer/appointments',
    },
    customerNotifications: {
      path: '/customer/notifications',
      title: 'Notifications',
      page: 'customer/notifications',
    },
  }),
  ...group('company', ['auth', 'role', 'subscription'], {
    company: { path: '/company', title: 'Company dashboard', page: 'company/dashboard' },
    companyChat: { path: '/company/chat', title: 'Messages', page: 'company/chat' },
    companyPayouts: { path: '/company/payouts', title: 'Payouts', page: 'company/payouts' },
    companySupport: { path: '/company/support', title: 'Support', page: 'company/support' },
    companyWidgets: { path: '/company/widgets', title: 'Website widgets', page: 'company/widgets' },
    companyBranding: { path: '/company/branding', title: 'Branding', page: 'company/branding' },
    companyFeedback: {
      path: '/company/feedback',
      title: 'Customer feedback',
      page: 'company/feedback',
    },
    companyStickers: { path: '/company/stickers', title: 'Stickers', page: 'company/stickers' },
    companyAnalytics: { path: '/company/analytics', title: 'Analytics', page: 'company/analytics' },
    companyDocuments: { path: '/company/documents', title: 'Documents', page: 'company/documents' },
    companyTutorials: { path: '/company/tutorials', title: 'Tutorials', page: 'company/tutorials' },
    companyLeads: { path: '/company/leads', title: 'Leads', page: 'company/leads' },
    companyLead: { path: '/company/leads/:id', title: 'Lead', page: 'company/lead-detail' },
    companyAppointments: {
      path: '/company/appointments',
      title: 'Appointments',
      page: 'company/appointments',
    },
    companyInvoices: { path: '/company/invoices', title: 'Invoices', page: 'company/invoices' },
    companyInvoiceNew: {
      path: '/company/invoices/new',
      title: 'New invoice',
      page: 'company/invoice-new',
      menu: false,
    },
    companyNotifications: {
      path: '/company/notifications',
      title: 'Notifications',
      page: 'company/notifications',
    },
    companyProfile: { path: '/company/profile', title: 'Company profile', page: 'company/profile' },
    companyCustomer: {
      path: '/company/customers/:id',
      title: 'Customer',
      page: 'company/customer-detail',
    },
    companyTemplates: { path: '/company/templates', title: 'Templates', page: 'company/templates' },
    companyTemplatePreview: {
      path: '/company/templates/preview/:id',
      title: 'Template preview',
      page: 'company/template-preview',
    },
    companyMyLeadView: {
      path: '/company/my-leads/view-:id',
      title: 'Lead',
      page: 'company/my-lead-view',
    },
    companyStripeConnect: {
      path: '/company/stripe-connect',
      title: 'Card payments',
      page: 'company/stripe-connect',
    },
    companyStripeConnectRefresh: {
      path: '/company/stripe-connect/refresh',
      title: 'Continue card payment set-up',
      page: 'company/stripe-connect-refresh',
      menu: false,
    },
    companyStripeConnectSuccess: {
      path: '/company/stripe-connect/success',
      title: 'Card payments set up',
      page: 'company/stripe-connect-success',
      menu: false,
    },
  }),
  // A company may reach these without a subscription (SPEC.md §2).
  ...group('company', ['auth', 'role'], {
    companyBilling: { path: '/company/billing', title: 'Billing', page: 'company/billing' },
    companyMyLeads: { path: '/company/my-leads', title: 'My leads', page: 'company/my-leads' },
    companyOnboarding: {
      path: '/company/onboarding',
      title: 'Get set up',
      page: 'company/onboarding',
    },
    companyCustomers: { path: '/company/customers', title: 'Customers', page: 'company/customers' },
  }),
  ...group('company', ['auth'], {
    companyPublicProfileSettings: {
      path: '/company/public-profile',
      title: 'Public profile',
      page: 'company/public-profile',
    },
    companyDeleteAccount: {
      path: '/company/profile/delete-account',
      title: 'Delete your account',
      page: 'company/delete-account',
      menu: false,
    },
  }),
  ...group('public', [], {
    companyPublicProfile: {
      path: '/company/profile/:slug',
      title: 'Company profile',
      page: 'company/public-company-profile',
      validate: 'public-company',
    },
  }),
  ...group('admin', ['auth', 'role'], {
    admin: { path: '/admin', title: 'Admin dashboard', page: 'admin/dashboard' },
    adminUsers: { path: '/admin/users', title: 'Users', page: 'admin/users' },
    adminAiContent: { path: '/admin/ai-content', title: 'AI content', page: 'admin/ai-content' },
    adminQuoteRecovery: {
      path: '/admin/quote-recovery',
      title: 'Quote recovery',
      page: 'admin/quote-recovery',
    },
    adminAnalytics: { path: '/admin/analytics', title: 'Analytics', page: 'admin/analytics' },
    adminAnalyticsQuoteForm: {
      path: '/admin/analytics/quote-form',
      title: 'Quote form analytics',
      page: 'admin/analytics-quote-form',
    },
    adminAnalyticsService: {
      path: '/admin/analytics/service/:slug',
      title: 'Service analytics',
      page: 'admin/analytics-service',
    },
    adminSupport: { path: '/admin/support', title: 'Support', page: 'admin/support' },
    adminBlog: { path: '/admin/blog', title: 'Blog posts', page: 'admin/blog' },
    adminBlogNew: {
      path: '/admin/blog/new',
      title: 'New blog post',
      page: 'admin/blog-new',
      menu: false,
    },
    adminBlogEdit: {
      path: '/admin/blog/edit/:id',
      title: 'Edit blog post',
      page: 'admin/blog-edit',
    },
    // The blog's own pages are reached from its sub-menu (BlogNav), not the area's menu.
    adminBlogIdeas: {
      path: '/admin/blog/ideas',
      title: 'Blog ideas',
      page: 'admin/blog-ideas',
      menu: false,
    },
    adminBlogCategories: {
      path: '/admin/blog/categories',
      title: 'Blog categories',
      page: 'admin/blog-categories',
      menu: false,
    },
    adminBlogAiManagement: {
      path: '/admin/blog/ai-management',
      title: 'Blog AI management',
      page: 'admin/blog-ai-management',
      menu: false,
    },
    adminBlogContentTypes: {
      path: '/admin/blog/content-types',
      title: 'Content types',
      page: 'admin/blog-content-types',
      menu: false,
    },
    adminFeedback: { path: '/admin/feedback', title: 'Feedback', page: 'admin/feedback' },
    adminIndexnow: { path: '/admin/indexnow', title: 'IndexNow', page: 'admin/indexnow' },
    adminNewsletter: { path: '/admin/newsletter', title: 'Newsletter', page: 'admin/newsletter' },
    adminQuotes: { path: '/admin/quotes', title: 'Quote requests', page: 'admin/quotes' },
    adminQuote: { path: '/admin/quotes/:id', title: 'Quote request', page: 'admin/quote-detail' },
    adminQuoteConversations: {
      path: '/admin/quotes/:id/conversations',
      title: 'Quote conversations',
      page: 'admin/quote-conversations',
    },
    adminTransactions: {
      path: '/admin/transactions',
      title: 'Transactions',
      page: 'admin/transactions',
    },
    adminOutreach: { path: '/admin/outreach', title: 'Outreach', page: 'admin/outreach' },
    adminOutreachCampaign: {
      path: '/admin/outreach/:id',
      title: 'Outreach campaign',
      page: 'admin/outreach-detail',
    },
    adminServices: { path: '/admin/services', title: 'Services', page: 'admin/services' },
    adminSettings: { path: '/admin/settings', title: 'Settings', page: 'admin/settings' },
    adminServiceSuggestions: {
      path: '/admin/service-suggestions',
      title: 'Service suggestions',
      page: 'admin/service-suggestions',
    },
    adminSubscriptions: {
      path: '/admin/subscriptions',
      title: 'Subscriptions',
      page: 'admin/subscriptions',
    },
  }),
  ...group('admin', ['role'], {
    adminSettingsFees: { path: '/admin/settings/fees', title: 'Fees', page: 'admin/settings-fees' },
    adminCompanies: { path: '/admin/companies', title: 'Companies', page: 'admin/companies' },
    adminContactMessages: {
      path: '/admin/contact-messages',
      title: 'Contact messages',
      page: 'admin/contact-messages',
    },
  }),
  // SPEC.md §2 gives these no guard; the admin layout still shows them to admins only.
  ...group('admin', [], {
    adminSiteImages: {
      path: '/admin/site-images',
      title: 'Site images',
      page: 'admin/site-images',
    },
    adminStickerRequests: {
      path: '/admin/sticker-requests',
      title: 'Sticker requests',
      page: 'admin/sticker-requests',
    },
    adminStripeAccounts: {
      path: '/admin/stripe-accounts',
      title: 'Stripe accounts',
      page: 'admin/stripe-accounts',
    },
    adminStripeAccount: {
      path: '/admin/stripe-accounts/:id',
      title: 'Stripe account',
      page: 'admin/stripe-account-detail',
    },
  }),
};

export type RouteName = keyof typeof routes;

/** The table as a list, in its order: what the router, the sitemap and the breadcrumbs walk. */
export const routeDeclarations: readonly RouteDeclaration[] = Object.values(routes);
