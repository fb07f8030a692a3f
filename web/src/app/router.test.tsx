import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { signOut } from '@/features/auth/api/sign-out';
import { fetchSubscription, watchSubscription } from '@/features/billing/api/billing-data';
import { makeSubscription } from '@/features/billing/testing/make-subscription';
import { findPageHeading, makeProfile, renderApp, setAuthState } from '@/testing/test-utils';

// SPEC.md §2, written out independently of the route table.
import { SPEC_ROUTES } from '../../../e2e/support/spec-routes';

// Signed-in areas read through their features' data modules.
vi.mock('@/features/billing/api/billing-data', () => ({
  fetchSubscription: vi.fn(),
  watchSubscription: vi.fn(),
  fetchPlans: vi.fn(async () => []),
  fetchPlan: vi.fn(async () => null),
  fetchBillingAllowance: vi.fn(async () => null),
}));
vi.mock('@/features/leads/api/leads-data', () => ({
  LEADS_PAGE_SIZE: 20,
  watchLead: vi.fn(() => () => undefined),
  watchLeads: vi.fn(() => () => undefined),
  watchNewLeadCount: vi.fn(() => () => undefined),
  getLeadAllowance: vi.fn(() => new Promise(() => undefined)),
}));
// Public pages read the seed catalogue as a signed-out visitor would read Firestore.
vi.mock('@/lib/firestore-rest', async () => {
  const { SEED_ARTICLES, SEED_SERVICES, SEED_LOCATIONS } =
    await import('@fixwell/common/catalogue/catalogue-data');
  const collections: Record<string, { slug: string }[]> = {
    articles: SEED_ARTICLES,
    services: SEED_SERVICES,
    locations: SEED_LOCATIONS,
  };
  return {
    publicFirestore: () => ({
      getDocument: async (path: string) => {
        const [collection = '', slug] = path.split('/');
        return collections[collection]?.find((item) => item.slug === slug) ?? null;
      },
      runQuery: async () => [],
    }),
  };
});
vi.mock('@/features/auth/api/sign-out', () => ({ signOut: vi.fn(async () => setAuthState(null)) }));

const mockedSubscription = vi.mocked(fetchSubscription);

/** The company's subscription status; null for no subscription document. */
function subscription(status: 'active' | 'canceled' | null) {
  const document = status
    ? makeSubscription({ status, currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) })
    : null;
  mockedSubscription.mockResolvedValue(document);
  vi.mocked(watchSubscription).mockImplementation((_uid, onData) => {
    onData(document);
    return () => undefined;
  });
}

beforeEach(() => {
  mockedSubscription.mockReset();
  vi.mocked(watchSubscription).mockReset();
  setAuthState(null);
});

describe('route matching', () => {
  it.each([
    ['/faq', 'Frequently asked questions'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    [
      '/blog/how-to-check-a-tradesperson-is-gas-safe-registered',
      'How to check a tradesperson is Gas Safe registered',
    ],
    ['/services/plumber/landing', 'Need a plumber? Get free quotes today'],
    ['/services/plumber/leeds', 'Plumbers in Leeds'],
  ])('static routes win over the catch-alls: %s', async (url, heading) => {
    renderApp(url);
    expect(await findPageHeading()).toHaveTextContent(heading);
  });

  it('serves known content types through the catch-alls', async () => {
    renderApp('/cost-guides');
    expect(await findPageHeading()).toHaveTextContent('Cost guides');
  });

  it('serves a content detail page', async () => {
    renderApp('/how-to/how-to-bleed-a-radiator');
    expect(await findPageHeading()).toHaveTextContent('How to bleed a radiator');
  });

  it('shows the 404 page for an unknown content type', async () => {
    renderApp('/recipes');
    expect(await findPageHeading()).toHaveTextContent('404 Page Not Found');
    expect(screen.getByText('Page not found: /recipes')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The page you are looking for does not exist. It may have been moved or deleted.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown content detail', async () => {
    renderApp('/recipes/soup');
    expect(await findPageHeading()).toHaveTextContent('404 Page Not Found');
  });

  it('shows "Page not found" for a path no route matches, inside the site layout', async () => {
    renderApp('/this/path/does-not/exist');
    expect(await findPageHeading()).toHaveTextContent('404 Page Not Found');
    expect(screen.getByText('Page not found: /this/path/does-not/exist')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('banner')[0]!).toBeInTheDocument();
  });

  it('renders the /quote/track/:token child in place of the quote page', async () => {
    renderApp('/quote/track/tok-123');
    expect(await findPageHeading()).toHaveTextContent('Track your quote request');
    expect(screen.getByText('tok-123')).toBeInTheDocument();
  });

  it('sends a search from the home page hero to the quote form, prefilled', async () => {
    const { user, router } = renderApp('/');
    expect(await findPageHeading()).toHaveTextContent('Find trusted local tradespeople');
    const search = screen.getByRole('search', { name: 'Find a tradesperson' });
    await user.type(within(search).getByLabelText('What do you need?'), 'Plumber');
    await user.type(within(search).getByLabelText('Postcode'), 'LS6 2AB');
    await user.click(within(search).getByRole('button', { name: 'Get free quotes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote'));
    expect(router.state.location.search).toBe('?service=plumber&postcode=LS6+2AB');
  });

  it('shows the 404 page for an unknown service or town', async () => {
    renderApp('/services/astrologer');
    expect(await findPageHeading()).toHaveTextContent('404 Page Not Found');
  });

  it('renders the widget without site chrome', async () => {
    renderApp('/widget/quote-form');
    expect(await findPageHeading()).toHaveTextContent('Request a free quote');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Quote Request Widget | Fixwell'));
  });
});

describe('guards in the router', () => {
  it('reaches /company/my-leads/view-abc with the id abc', async () => {
    subscription('active');
    renderApp('/company/my-leads/view-abc', { profile: makeProfile('company') });
    expect(await findPageHeading()).toHaveTextContent('Lead details');
    expect(screen.getByText('abc')).toBeInTheDocument();
    expect(screen.queryByText('view-abc')).not.toBeInTheDocument();
  });

  it('answers /company/my-leads/<no view- prefix> with a 404', async () => {
    subscription('active');
    renderApp('/company/my-leads/abc', { profile: makeProfile('company') });
    expect(await findPageHeading()).toHaveTextContent('404 Page Not Found');
    expect(screen.getByText('Page Not Found: /company/my-leads/abc')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in with the page to return to', async () => {
    const { router } = renderApp('/customer/quotes?status=open', { profile: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/customer/quotes?status=open',
    );
  });

  it('sends a customer who opens a company page to their own area', async () => {
    const { router } = renderApp('/company/billing', { profile: makeProfile('customer') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer'));
    expect(await findPageHeading()).toHaveTextContent('Your dashboard');
  });

  it('sends a company without a subscription to billing, which says why and shows the status', async () => {
    subscription('canceled');
    const { router } = renderApp('/company/leads', { profile: makeProfile('company') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/billing'));
    expect(router.state.location.search).toBe('?reason=subscription-required');
    expect(await findPageHeading()).toHaveTextContent('Billing');
    expect(
      screen.getByText('You need an active subscription to use that page.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
  });

  it('does not check the subscription again when only the query changes, as a filter does', async () => {
    subscription('active');
    const { router } = renderApp('/company/leads', { profile: makeProfile('company') });
    expect(await findPageHeading()).toHaveTextContent('Leads');
    const checks = mockedSubscription.mock.calls.length;
    await router.navigate('/company/leads?status=new');
    expect(router.state.location.search).toBe('?status=new');
    expect(mockedSubscription.mock.calls.length).toBe(checks);
    await router.navigate('/company/documents');
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/documents'));
    expect(mockedSubscription.mock.calls.length).toBeGreaterThan(checks);
  });

  it('treats a company with no subscription document as unsubscribed', async () => {
    subscription(null);
    const { router } = renderApp('/company', { profile: makeProfile('company') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/billing'));
    expect(await screen.findByText('No subscription')).toBeInTheDocument();
  });

  it('keeps admin content from non-admins on unguarded admin routes', async () => {
    renderApp('/admin/site-images', { profile: null });
    expect(await screen.findByText('This area is for Fixwell administrators.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fadmin%2Fsite-images',
    );
    expect(screen.queryByRole('heading', { name: 'Site images' })).not.toBeInTheDocument();
  });

  it('shows unguarded admin pages to admins', async () => {
    renderApp('/admin/site-images', { profile: makeProfile('admin') });
    expect(await findPageHeading()).toHaveTextContent('Site images');
  });
});

describe('layouts', () => {
  it('shows sign in and sign up to visitors in the site header', async () => {
    renderApp('/faq', { profile: null });
    await findPageHeading();
    const header = screen.getAllByRole('banner')[0]!;
    expect(within(header).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(within(header).getByRole('link', { name: 'Get free quotes' })).toHaveAttribute(
      'href',
      '/quote',
    );
  });

  it('signs a signed-in visitor out from the site header and goes home', async () => {
    const { user, router } = renderApp('/faq', { profile: makeProfile('customer') });
    await findPageHeading();
    const header = screen.getAllByRole('banner')[0]!;
    expect(within(header).getByRole('link', { name: 'Your account' })).toHaveAttribute(
      'href',
      '/customer',
    );
    await user.click(within(header).getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lists every page of the customer area but its "new" form, and names the user', async () => {
    renderApp('/customer', { profile: makeProfile('customer', { displayName: 'Jo Bloggs' }) });
    await findPageHeading();
    const nav = screen.getByRole('navigation', { name: 'Account menu' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    // The menu lists them in groups (config/area-menus.ts), so in its own order.
    expect([...hrefs].sort()).toEqual(
      SPEC_ROUTES.filter(
        (route) =>
          route.layout === 'customer' &&
          !route.path.includes(':') &&
          route.path !== '/customer/quotes/new',
      )
        .map((route) => route.path)
        .sort(),
    );
    // The request form is reached from the quotes page, not the menu.
    expect(hrefs).not.toContain('/customer/quotes/new');
    expect(screen.getByText('Jo Bloggs')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});
