// Every route of SPEC.md §2, with the paths and layouts SPEC.md leaves open decided in issue 2,
// written out independently of the route table: web/src/app/routes/route-table.test.ts checks the
// table against it, and e2e/routes.spec.ts opens each route's example URL as the right visitor.

export type SpecRoute = {
  path: string;
  layout: string;
  guards: string[];
  requiredRole?: 'admin';
  /** A concrete URL of the route to open end to end; null when the end-to-end tests skip it. */
  example: string | null;
};

/** A path alone is its own example; a pattern comes with one (or null). */
type Route = string | [pattern: string, example: string | null];

function group(
  layout: string,
  guards: string[],
  routes: Route[],
  extra: Pick<SpecRoute, 'requiredRole'> = {},
): SpecRoute[] {
  return routes.map((route) => {
    const [path, example] = typeof route === 'string' ? [route, route] : route;
    return { path, layout, guards, ...extra, example };
  });
}

export const SPEC_ROUTES: SpecRoute[] = [
  ...group(
    'default',
    [],
    [
      '/',
      '/faq',
      '/about',
      '/contact',
      '/contact-thank-you',
      '/pricing',
      '/terms',
      '/privacy',
      '/how-it-works',
      '/how-to-get-quotes',
      '/sister-sites',
      '/blog',
      ['/blog/:slug', '/blog/how-to-check-a-tradesperson-is-gas-safe-registered'],
      '/services',
      ['/services/:service', '/services/plumber'],
      ['/services/:service/landing', '/services/plumber/landing'],
      ['/services/:service/:location', '/services/plumber/leeds'],
      ['/services/:service/index-old', null],
      '/emergency-services',
      ['/emergency/:service', '/emergency/plumber'],
      '/find-local-tradesmen',
      '/find-tradesman-near-me',
      '/uk-home-services-guide',
      ['/tradespeople/:location', '/tradespeople/leeds'],
      ['/:contentType', '/guides'],
      ['/:contentType/:slug', '/guides/damp-condensation-or-rising-damp'],
      '/quote',
      ['/quote/track/:token', '/quote/track/3f9c1a7e2b5d4c6f8a0b1c2d3e4f5a6b'],
      ['/quote-success/:id', '/quote-success/quote-123'],
      '/signup',
    ],
  ),
  ...group('none', [], ['/widget/quote-form', ['/pay/:documentId', '/pay/document-123']]),
  ...group('auth', [], ['/login', '/reset-password', '/forgot-password', '/verify-email']),
  ...group(
    'professional-public',
    [],
    [
      '/professionals',
      '/professionals/pricing',
      '/professionals/why-choose-us',
      '/professionals/how-to-get-started',
      '/professionals/replace-your-services',
      '/alternatives/checkatrade',
      '/alternatives/mybuilder',
      '/alternatives/rated-people',
      '/alternatives/bark',
    ],
  ),
  ...group(
    'empty',
    [],
    [
      ['/document/:id', '/document/document-123'],
      ['/document/:id/paid', '/document/document-123/paid'],
      ['/document/:id/accepted', '/document/document-123/accepted'],
      ['/document/:id/declined', '/document/document-123/declined'],
    ],
  ),
  ...group(
    'customer',
    ['auth', 'role'],
    [
      '/customer',
      '/customer/chat',
      '/customer/profile',
      '/customer/feedback',
      '/customer/quotes',
      '/customer/quotes/new',
      ['/customer/quotes/:id', '/customer/quotes/quote-123'],
      '/customer/appointments',
      '/customer/notifications',
    ],
  ),
  ...group(
    'company',
    ['auth', 'role', 'subscription'],
    [
      '/company',
      '/company/chat',
      '/company/payouts',
      '/company/support',
      '/company/widgets',
      '/company/branding',
      '/company/feedback',
      '/company/stickers',
      '/company/analytics',
      '/company/documents',
      '/company/tutorials',
      '/company/leads',
      ['/company/leads/:id', '/company/leads/lead-123'],
      '/company/appointments',
      '/company/invoices',
      '/company/invoices/new',
      '/company/notifications',
      '/company/profile',
      ['/company/customers/:id', '/company/customers/customer-123'],
      '/company/templates',
      ['/company/templates/preview/:id', '/company/templates/preview/template-123'],
      ['/company/my-leads/view-:id', '/company/my-leads/view-lead-123'],
      '/company/stripe-connect',
      // Not a page to stay on: it fetches a fresh onboarding link and sends the browser to Stripe.
      // e2e/stripe-connect.spec.ts follows it there.
      ['/company/stripe-connect/refresh', null],
      '/company/stripe-connect/success',
    ],
  ),
  ...group(
    'company',
    ['auth', 'role'],
    ['/company/billing', '/company/my-leads', '/company/onboarding', '/company/customers'],
  ),
  ...group('company', ['auth'], ['/company/public-profile', '/company/profile/delete-account']),
  ...group(
    'public',
    [],
    [['/company/profile/:slug', '/company/profile/brightwater-plumbing-heating-leeds']],
  ),
  ...group(
    'admin',
    ['auth', 'role'],
    [
      '/admin',
      '/admin/users',
      '/admin/ai-content',
      '/admin/quote-recovery',
      '/admin/analytics',
      '/admin/analytics/quote-form',
      ['/admin/analytics/service/:slug', '/admin/analytics/service/plumber'],
    ],
    { requiredRole: 'admin' },
  ),
  ...group(
    'admin',
    ['auth', 'role'],
    [
      '/admin/support',
      '/admin/blog',
      '/admin/blog/new',
      ['/admin/blog/edit/:id', '/admin/blog/edit/post-123'],
      '/admin/blog/ideas',
      '/admin/blog/categories',
      '/admin/blog/ai-management',
      '/admin/blog/content-types',
      '/admin/feedback',
      '/admin/indexnow',
      '/admin/newsletter',
      '/admin/quotes',
      ['/admin/quotes/:id', '/admin/quotes/quote-123'],
      ['/admin/quotes/:id/conversations', '/admin/quotes/quote-123/conversations'],
      '/admin/transactions',
      '/admin/outreach',
      ['/admin/outreach/:id', '/admin/outreach/outreach-123'],
      '/admin/services',
      '/admin/settings',
      '/admin/service-suggestions',
      '/admin/subscriptions',
    ],
  ),
  ...group(
    'admin',
    ['role'],
    ['/admin/settings/fees', '/admin/companies', '/admin/contact-messages'],
  ),
  ...group(
    'admin',
    [],
    [
      '/admin/site-images',
      '/admin/sticker-requests',
      '/admin/stripe-accounts',
      ['/admin/stripe-accounts/:id', '/admin/stripe-accounts/acct-123'],
    ],
  ),
];

function examplesOf(routes: SpecRoute[]): string[] {
  return routes.flatMap((route) => (route.example === null ? [] : [route.example]));
}

const AREA_LAYOUTS = ['customer', 'company', 'admin'];
const inLayout = (layout: string) => SPEC_ROUTES.filter((route) => route.layout === layout);

/** Open to a signed-out visitor. */
export const PUBLIC_URLS = examplesOf(
  SPEC_ROUTES.filter((route) => !AREA_LAYOUTS.includes(route.layout)),
);

export const CUSTOMER_URLS = examplesOf(inLayout('customer'));

export const COMPANY_SUBSCRIBED_URLS = examplesOf(
  inLayout('company').filter((route) => route.guards.includes('subscription')),
);

/** Company pages that need no subscription (SPEC.md §2). */
export const COMPANY_UNSUBSCRIBED_URLS = examplesOf(
  inLayout('company').filter((route) => !route.guards.includes('subscription')),
);

export const ADMIN_URLS = examplesOf(inLayout('admin'));
