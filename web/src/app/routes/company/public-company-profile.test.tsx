import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeCompany, makeReview } from '@/features/company-profile/testing/make-company';
import { failNextRead, installFakePublicData } from '@/testing/fake-public-data';
import { findPageHeading, renderApp, setAuthState } from '@/testing/test-utils';

const SITE = 'https://www.fixwell.test';
const URL = '/company/profile/acme-plumbing-leeds';

const acme = { ...makeCompany(), public: true };

const reviews = [
  makeReview({
    id: 'r-old',
    authorName: 'Tom B.',
    rating: 4,
    createdAt: '2026-10-03T08:00:00Z',
    body: 'Fixed the boiler, a day later than planned.',
  }),
  makeReview({ id: 'r-new', authorName: 'Priya S.', rating: 5, createdAt: '2026-11-22T10:15:00Z' }),
  makeReview({ id: 'r-other', companyId: 'someone-else', authorName: 'Not for Acme' }),
];

function jsonLd(): { '@type': string; [key: string]: unknown }[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ''),
  );
}

beforeEach(() => {
  vi.stubEnv('VITE_SITE_URL', SITE);
  setAuthState(null);
  installFakePublicData({
    companies: [
      acme,
      { ...makeCompany({ id: 'hidden-uid', slug: 'hidden-builders' }), public: false },
    ],
    reviews,
  });
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('/company/profile/:slug', () => {
  it('shows the business, its checks, rating, trades and areas', async () => {
    renderApp(URL);
    expect(await findPageHeading()).toHaveTextContent('Acme Plumbing & Heating');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const checks = screen.getByRole('list', { name: 'Checks made by Fixwell' });
    expect(
      within(checks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['✓ ID checked', '✓ Gas Safe registered']);
    expect(screen.getAllByText('4.5 out of 5 from 2 reviews').length).toBeGreaterThan(0);

    const details = screen.getByRole('region', { name: 'At a glance' });
    expect(details).toHaveTextContent('Plumber');
    expect(details).toHaveTextContent('Heating engineer');
    expect(within(details).getByRole('list', { name: 'Postcode areas' })).toHaveTextContent('LS');
    expect(within(details).getByRole('list', { name: 'Postcode areas' })).toHaveTextContent('BD');
    expect(screen.getByRole('region', { name: 'About Acme Plumbing & Heating' })).toHaveTextContent(
      'Family-run plumbing and heating firm based in Headingley.',
    );
  });

  it('links the phone number and the website safely', async () => {
    renderApp(URL);
    await findPageHeading();
    expect(screen.getByRole('link', { name: '0113 496 0000' })).toHaveAttribute(
      'href',
      'tel:01134960000',
    );
    const website = screen.getByRole('link', { name: /acme-plumbing\.example/ });
    expect(website).toHaveAttribute('href', 'https://www.acme-plumbing.example/');
    expect(website).toHaveAttribute('rel', 'nofollow noopener');
  });

  it("lists the company's reviews, newest first, with stars in words", async () => {
    renderApp(URL);
    await findPageHeading();
    const section = screen.getByRole('region', { name: 'Reviews' });
    const list = await within(section).findByRole('list', {}, { timeout: 3000 });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading')).toHaveTextContent('Priya S.');
    expect(items[0]).toHaveTextContent('5 out of 5');
    expect(items[0]).toHaveTextContent('22 November 2026');
    expect(items[1]).toHaveTextContent('Tom B.');
    expect(items[1]).toHaveTextContent('4 out of 5');
    expect(items[1]).toHaveTextContent('Fixed the boiler, a day later than planned.');
    expect(section).not.toHaveTextContent('Not for Acme');
  });

  it('shows the distribution, verified jobs, replies, hidden reviews in aggregate and the response time', async () => {
    installFakePublicData({
      companies: [
        {
          ...acme,
          rating: 4.7,
          reviewCount: 3,
          ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 2 },
          hiddenReviews: { count: 2, byReason: { abusive: 1, 'personal-data': 1 } },
          firstResponseMedianMinutes: 150,
        },
      ],
      reviews: [
        makeReview({
          id: 'q1_company-uid-1',
          authorName: 'Sarah T.',
          rating: 4.7,
          verifiedJob: true,
          ratings: { quality: 5, value: 4, reliability: 5 },
          reply: { body: 'Thanks, Sarah — good to hear.', at: '2026-11-23T09:00:00Z' },
        }),
        makeReview({
          id: 'q2_company-uid-1',
          authorName: 'Hidden H.',
          body: 'Hidden: contained the fitter’s home address.',
          status: 'hidden',
        }),
      ],
    });
    renderApp(URL);
    await findPageHeading();
    expect(screen.getByText(/Typical first reply: 3 hours/)).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Reviews' });
    await within(section).findByText('Sarah T.', { exact: false }, { timeout: 3000 });
    expect(within(section).getByRole('list', { name: 'Ratings by stars' })).toHaveTextContent(
      '5 stars2 reviews',
    );
    expect(
      within(section).getByText(
        '2 reviews hidden by Fixwell: 1 abusive, 1 contained personal data.',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByText('Verified job')).toBeInTheDocument();
    expect(section).toHaveTextContent('Reply from Acme Plumbing & Heating');
    expect(section).toHaveTextContent('Thanks, Sarah — good to hear.');
    expect(section).not.toHaveTextContent('Hidden H.');
    expect(section).not.toHaveTextContent('home address');
    await waitFor(() =>
      expect(jsonLd().filter((item) => item['@type'] === 'Review')).toHaveLength(1),
    );
    const [review] = jsonLd().filter((item) => item['@type'] === 'Review');
    expect(review).toMatchObject({
      author: { name: 'Sarah T.' },
      reviewRating: { ratingValue: 4.7, bestRating: 5, worstRating: 1 },
    });
    expect(JSON.stringify(jsonLd())).not.toContain('home address');
  });

  it('wears the company’s branding: logo, trading name and colour', async () => {
    installFakePublicData({
      companies: [
        {
          ...acme,
          branding: {
            tradingName: 'Acme Heating',
            brandColour: '#14532d',
            logoUrl: '/api/company-logos/company-uid-1/0123456789abcdef0123456789abcdef.png',
            footerText: 'Registered in England and Wales, no. 01234567.',
          },
        },
      ],
      reviews,
    });
    renderApp(URL);
    expect(await findPageHeading()).toHaveTextContent('Acme Heating');
    expect(screen.getByText('Registered as Acme Plumbing & Heating')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Acme Heating logo' })).toHaveAttribute(
      'src',
      '/api/company-logos/company-uid-1/0123456789abcdef0123456789abcdef.png',
    );
    const page = screen.getByRole('article', { name: 'Acme Heating' });
    expect(page.style.getPropertyValue('--color-brand')).toBe('#14532d');
    expect(
      screen.getByRole('region', { name: 'Request a quote from Acme Heating' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Acme Heating: Plumber'));
  });

  it('keeps Fixwell’s own look for a company without branding', async () => {
    renderApp(URL);
    const page = await screen.findByRole('article', { name: 'Acme Plumbing & Heating' });
    expect(page.style.getPropertyValue('--color-brand')).toBe('');
    expect(screen.queryByRole('img', { name: /logo/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Registered as/)).not.toBeInTheDocument();
  });

  it('asks for a quote addressed to this company and its main trade', async () => {
    const { user, router } = renderApp(URL);
    await findPageHeading();
    expect(
      screen.getByRole('region', { name: 'Request a quote from Acme Plumbing & Heating' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote'));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('company')).toBe('acme-plumbing-leeds');
    expect(search.get('service')).toBe('plumber');
  });

  it('describes the business and its reviews in structured data', async () => {
    renderApp(URL);
    await findPageHeading();
    await waitFor(() =>
      expect(jsonLd().filter((item) => item['@type'] === 'Review')).toHaveLength(2),
    );
    const business = jsonLd().find((item) => item['@type'] === 'Plumber');
    expect(business).toMatchObject({
      name: 'Acme Plumbing & Heating',
      telephone: '0113 496 0000',
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
    expect(business).not.toHaveProperty('priceRange');
    expect(document.title).toBe('Acme Plumbing & Heating: Plumber | Fixwell');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE}${URL}`,
    );
  });

  it('offers a retry when the reviews fail to load', async () => {
    failNextRead('reviews');
    const { user } = renderApp(URL);
    expect(await findPageHeading()).toHaveTextContent('Acme Plumbing & Heating');
    const section = screen.getByRole('region', { name: 'Reviews' });
    const alert = await within(section).findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('We could not load the reviews.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('Priya S.')).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('is a 404 for a company that is not public', async () => {
    renderApp('/company/profile/hidden-builders');
    expect(await findPageHeading()).toHaveTextContent('404 Page Not Found');
  });
});

describe('/company/profile/:slug: what the company keeps up to date itself', () => {
  const photo = (n: number, caption: string) => ({
    id: String(n).padStart(32, 'a'),
    caption,
    width: 1600,
    height: 1200,
  });

  beforeEach(() => {
    installFakePublicData({
      companies: [
        {
          ...acme,
          // An older document may still carry the full postcode: the page never shows it.
          basePostcode: 'LS6 3HN',
          baseDistrict: 'LS6',
          town: 'Leeds',
          coverageTowns: ['Leeds', 'Bradford'],
          badges: ['insured', 'gas-safe'],
          verifiedBadges: [
            { id: 'insured', checkedOn: '2026-11-22', expiresOn: '2027-03-03' },
            { id: 'gas-safe', checkedOn: '2026-11-20' },
          ],
          legalForm: 'limited-company',
          companiesHouseNumber: 'SC123456',
          socialLinks: {
            facebook: 'https://www.facebook.com/acme',
            instagram: 'javascript:alert(1)',
          },
          openingHours: {
            days: {
              mon: { opens: '08:00', closes: '17:30' },
              tue: { opens: '08:00', closes: '17:30' },
              wed: { opens: '08:00', closes: '17:30' },
              thu: { opens: '08:00', closes: '17:30' },
              fri: { opens: '08:00', closes: '16:00' },
              sat: { opens: '09:00', closes: '12:00' },
              sun: null,
            },
            note: 'Emergency call-outs at any hour',
          },
          workPhotos: [photo(1, 'New boiler in Headingley'), photo(2, '')],
        },
      ],
      reviews,
    });
  });

  it('shows each check with the day it was checked, and the insurance expiry', async () => {
    renderApp(URL);
    await findPageHeading();
    const checks = screen.getByRole('list', { name: 'Checks made by Fixwell' });
    expect(
      within(checks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '✓ Insurance checked 22 November 2026 · valid until 3 March 2027',
      '✓ Gas Safe registered · checked 20 November 2026',
    ]);
  });

  it('says where the company is by town and district, never by its postcode', async () => {
    renderApp(URL);
    await findPageHeading();
    const details = screen.getByRole('region', { name: 'At a glance' });
    expect(details).toHaveTextContent('Based inLeeds (LS6)');
    expect(within(details).getByRole('list', { name: 'Towns covered' })).toHaveTextContent(
      'LeedsBradford',
    );
    expect(document.body).not.toHaveTextContent('LS6 3HN');
    expect(document.body.innerHTML).not.toContain('3HN');
  });

  it('shows the legal form, the Companies House number and the safe social links', async () => {
    renderApp(URL);
    await findPageHeading();
    const details = screen.getByRole('region', { name: 'At a glance' });
    expect(details).toHaveTextContent('Business typeLimited company');
    expect(within(details).getByRole('link', { name: /SC123456/ })).toHaveAttribute(
      'href',
      'https://find-and-update.company-information.service.gov.uk/company/SC123456',
    );
    const social = within(details).getByRole('list', { name: 'Social media' });
    expect(within(social).getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      'https://www.facebook.com/acme',
    );
    expect(within(social).queryByRole('link', { name: /Instagram/ })).not.toBeInTheDocument();
  });

  it('lists the opening hours and the photos of past work with their captions', async () => {
    renderApp(URL);
    await findPageHeading();
    const hours = screen.getByRole('region', { name: 'Opening hours' });
    expect(within(hours).getByRole('row', { name: /Monday/ })).toHaveTextContent(
      'Monday8:00am to 5:30pm',
    );
    expect(within(hours).getByRole('row', { name: /Sunday/ })).toHaveTextContent('SundayClosed');
    expect(hours).toHaveTextContent('Emergency call-outs at any hour');

    const gallery = screen.getByRole('region', { name: 'Photos of past work' });
    const images = within(gallery).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'New boiler in Headingley',
      'Work by Acme Plumbing & Heating, photo 2',
    ]);
    expect(images[0]).toHaveAttribute(
      'src',
      `/api/company-photos/company-uid-1/${photo(1, '').id}`,
    );
    expect(images[0]).toHaveAttribute('loading', 'lazy');
    expect(images[0]).toHaveAttribute('width', '1600');
    expect(images[0]).toHaveAttribute('height', '1200');
    expect(within(gallery).getByText('New boiler in Headingley')).toBeInTheDocument();
  });
});
