import type { RouteName } from '@/config/routes';

// The menus of the signed-in areas, grouped by what people do there, written once. Each entry
// names a route of the table (config/routes.ts); the layouts (app/layouts/area-nav-links.ts) turn
// the names into links. area-nav-links.test.ts fails when a page an area's menu could list is in
// no group, in two, or when a utility page (`menu: false`, or one with a parameter) is listed: a
// new page cannot be forgotten, and a "new" or "success" page cannot creep in.

export type AreaName = 'customer' | 'company' | 'admin';

export type AreaMenuGroup = {
  /** The group's heading; null for the area's home, which stands above the groups. */
  label: string | null;
  items: readonly RouteName[];
};

export type AreaMenu = {
  /** The landmark's name: `<nav aria-label="Company menu">`. */
  label: string;
  groups: readonly AreaMenuGroup[];
  /**
   * The phone's bottom bar: the four destinations used most, within a thumb's reach; every other
   * page is one tap away behind "Menu".
   */
  bar: readonly [RouteName, RouteName, RouteName, RouteName];
};

export const AREA_MENUS: Record<AreaName, AreaMenu> = {
  company: {
    label: 'Company menu',
    groups: [
      { label: null, items: ['company'] },
      {
        label: 'Work',
        items: [
          'companyLeads',
          'companyMyLeads',
          'companyChat',
          'companyAppointments',
          'companyCustomers',
        ],
      },
      {
        label: 'Money',
        items: [
          'companyDocuments',
          'companyInvoices',
          'companyTemplates',
          'companyPayouts',
          'companyBilling',
          'companyStripeConnect',
        ],
      },
      {
        label: 'Presence',
        items: [
          'companyProfile',
          'companyPublicProfileSettings',
          'companyFeedback',
          'companyWidgets',
          'companyStickers',
          'companyBranding',
          'companyAnalytics',
        ],
      },
      { label: 'Help', items: ['companyOnboarding', 'companyTutorials', 'companySupport'] },
      { label: 'Account', items: ['companyNotifications'] },
    ],
    // On a job a tradesperson checks for new leads, answers customers, sees where they are due
    // next and sends a quote or an invoice; the rest (set-up, presence, money) waits for the desk.
    bar: ['companyLeads', 'companyChat', 'companyAppointments', 'companyDocuments'],
  },
  customer: {
    label: 'Account menu',
    groups: [
      { label: null, items: ['customer'] },
      {
        label: 'Your jobs',
        items: ['customerQuotes', 'customerChat', 'customerAppointments', 'customerFeedback'],
      },
      { label: 'Account', items: ['customerNotifications', 'customerProfile'] },
    ],
    // A homeowner follows their requests, talks to the trades who answered and keeps their visits.
    bar: ['customer', 'customerQuotes', 'customerChat', 'customerAppointments'],
  },
  admin: {
    label: 'Admin menu',
    groups: [
      { label: 'Overview', items: ['admin'] },
      {
        label: 'Marketplace',
        items: [
          'adminQuotes',
          'adminQuoteRecovery',
          'adminCompanies',
          'adminStickerRequests',
          'adminFeedback',
        ],
      },
      {
        label: 'Money',
        items: [
          'adminSubscriptions',
          'adminTransactions',
          'adminStripeAccounts',
          'adminSettingsFees',
        ],
      },
      {
        label: 'People and support',
        items: ['adminUsers', 'adminSupport', 'adminContactMessages'],
      },
      {
        label: 'Content',
        items: [
          'adminBlog',
          'adminAiContent',
          'adminServices',
          'adminServiceSuggestions',
          'adminSiteImages',
          'adminIndexnow',
        ],
      },
      {
        label: 'Growth',
        items: ['adminNewsletter', 'adminOutreach', 'adminAnalytics', 'adminAnalyticsQuoteForm'],
      },
      { label: 'Settings', items: ['adminSettings'] },
    ],
    // What an admin answers on the move: new quote requests, companies waiting to be vetted and
    // support tickets, from the overview.
    bar: ['admin', 'adminQuotes', 'adminCompanies', 'adminSupport'],
  },
};

/** Where the route table's title would read oddly as a menu item. */
export const MENU_LABELS: Partial<Record<RouteName, string>> = {
  customer: 'Dashboard',
  customerQuotes: 'Quote requests',
  customerFeedback: 'Reviews',
  customerProfile: 'Profile',
  company: 'Dashboard',
  companyFeedback: 'Reviews',
  companyStripeConnect: 'Card payments',
  companyOnboarding: 'Get set up',
  admin: 'Dashboard',
  adminQuotes: 'Quotes',
  adminSettingsFees: 'Fees',
  adminAnalyticsQuoteForm: 'Quote form analytics',
  adminBlog: 'Blog',
  adminAiContent: 'Draft posts with AI',
};

/** Shorter labels for the phone's bottom bar, where five items share 375 pixels. */
export const BAR_LABELS: Partial<Record<RouteName, string>> = {
  customer: 'Home',
  customerQuotes: 'Quotes',
  customerAppointments: 'Visits',
  companyAppointments: 'Diary',
  admin: 'Home',
};
