import { describe, expect, it } from 'vitest';

import { routeTable, type GuardName, type LayoutName } from '@/app/routes/route-table';

type Expected = { layout: LayoutName; guards: GuardName[]; requiredRole?: 'admin' };

// Written out from SPEC.md §2 and issue 2, independently of the table under test.
function group(
  layout: LayoutName,
  guards: GuardName[],
  paths: string[],
  extra: Partial<Expected> = {},
) {
  return paths.map((path) => [path, { layout, guards, ...extra }] as const);
}

const EXPECTED = new Map<string, Expected>([
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
      '/blog/:slug',
      '/services',
      '/services/:service',
      '/services/:service/landing',
      '/services/:service/:location',
      '/services/:service/index-old',
      '/emergency-services',
      '/emergency/:service',
      '/find-local-tradesmen',
      '/find-tradesman-near-me',
      '/uk-home-services-guide',
      '/tradespeople/:location',
      '/:contentType',
      '/:contentType/:slug',
      '/quote',
      '/quote/track/:token',
      '/quote-success/:id',
      '/signup',
    ],
  ),
  ...group('none', [], ['/widget/quote-form', '/pay/:documentId']),
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
    ['/document/:id', '/document/:id/paid', '/document/:id/accepted', '/document/:id/declined'],
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
      '/customer/quotes/:id',
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
      '/company/leads/:id',
      '/company/appointments',
      '/company/invoices',
      '/company/invoices/new',
      '/company/notifications',
      '/company/profile',
      '/company/customers/:id',
      '/company/templates',
      '/company/templates/preview/:id',
      '/company/my-leads/view-:id',
      '/company/stripe-connect',
      '/company/stripe-connect/refresh',
      '/company/stripe-connect/success',
    ],
  ),
  ...group(
    'company',
    ['auth', 'role'],
    ['/company/billing', '/company/my-leads', '/company/onboarding', '/company/customers'],
  ),
  ...group('company', ['auth'], ['/company/public-profile', '/company/profile/delete-account']),
  ...group('public', [], ['/company/profile/:slug']),
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
      '/admin/analytics/service/:slug',
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
      '/admin/blog/edit/:id',
      '/admin/blog/ideas',
      '/admin/blog/categories',
      '/admin/blog/ai-management',
      '/admin/blog/content-types',
      '/admin/feedback',
      '/admin/indexnow',
      '/admin/newsletter',
      '/admin/quotes',
      '/admin/quotes/:id',
      '/admin/quotes/:id/conversations',
      '/admin/transactions',
      '/admin/outreach',
      '/admin/outreach/:id',
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
      '/admin/stripe-accounts/:id',
    ],
  ),
]);

describe('routeTable', () => {
  it('lists each path once', () => {
    const paths = routeTable.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('declares every route of SPEC.md §2', () => {
    const declared = new Set(routeTable.map((entry) => entry.path));
    const missing = [...EXPECTED.keys()].filter((path) => !declared.has(path));
    expect(missing).toEqual([]);
  });

  it('declares no route SPEC.md does not have', () => {
    const extra = routeTable.map((entry) => entry.path).filter((path) => !EXPECTED.has(path));
    expect(extra).toEqual([]);
  });

  it.each([...EXPECTED])(
    '%s has the layout, guards and role SPEC.md gives it',
    (path, expected) => {
      const entry = routeTable.find((candidate) => candidate.path === path);
      expect(entry).toBeDefined();
      expect({
        layout: entry?.layout,
        guards: entry?.guards,
        requiredRole: entry?.requiredRole,
      }).toEqual({
        layout: expected.layout,
        guards: expected.guards,
        requiredRole: expected.requiredRole,
      });
    },
  );

  it('gives every route a title and a lazily loaded page', () => {
    for (const entry of routeTable) {
      expect(entry.title.trim(), entry.path).not.toBe('');
      expect(typeof entry.page, entry.path).toBe('function');
    }
  });

  it('nests quote tracking under /quote', () => {
    expect(routeTable.find((entry) => entry.path === '/quote/track/:token')?.parent).toBe('/quote');
  });

  it('lets the content listing through only for known content types', async () => {
    const validate = routeTable.find((entry) => entry.path === '/:contentType')?.validate;
    expect(validate).toBeDefined();
    for (const type of [
      'guides',
      'how-to',
      'cost-guides',
      'ideas',
      'tips',
      'news',
      'comparisons',
      'complete-guide',
    ]) {
      expect(await validate?.({ contentType: type }), type).toBe(true);
    }
    expect(await validate?.({ contentType: 'recipes' })).toBe(false);
    expect(await validate?.({})).toBe(false);
  });

  it('validates catalogue slugs against the build-time index, without a request', async () => {
    const check = async (path: string, params: Record<string, string>) =>
      routeTable.find((entry) => entry.path === path)?.validate?.(params);
    expect(await check('/services/:service', { service: 'plumber' })).toBe(true);
    expect(await check('/services/:service', { service: 'astrologer' })).toBe(false);
    expect(
      await check('/services/:service/:location', { service: 'plumber', location: 'leeds' }),
    ).toBe(true);
    expect(
      await check('/services/:service/:location', { service: 'plumber', location: 'atlantis' }),
    ).toBe(false);
    expect(await check('/emergency/:service', { service: 'locksmith' })).toBe(true);
    expect(await check('/emergency/:service', { service: 'painter-and-decorator' })).toBe(false);
    expect(await check('/tradespeople/:location', { location: 'cardiff' })).toBe(true);
    expect(await check('/tradespeople/:location', { location: 'nowhere-on-sea' })).toBe(false);
  });

  it('refuses an article under a content type that is not its own before asking the database', async () => {
    const validate = routeTable.find((entry) => entry.path === '/:contentType/:slug')?.validate;
    expect(await validate?.({ contentType: 'recipes', slug: 'how-to-bleed-a-radiator' })).toBe(
      false,
    );
    expect(await validate?.({ contentType: 'how-to' })).toBe(false);
  });

  it('loads a page module with a default component for every route', async () => {
    const missing: string[] = [];
    for (const entry of routeTable) {
      try {
        const module = await entry.page();
        if (typeof module.default !== 'function') missing.push(entry.path);
      } catch (error) {
        missing.push(`${entry.path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    expect(missing).toEqual([]);
  }, 60_000);
});
