import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { companyJsonLd } from '@/features/company-profile/company-structured-data';
import { makeCompany, makeReview } from '@/features/company-profile/testing/make-company';

const SITE = 'https://www.fixwell.test';
const URL = '/company/profile/acme-plumbing-leeds';

beforeEach(() => vi.stubEnv('VITE_SITE_URL', SITE));
afterEach(() => vi.unstubAllEnvs());

const reviews = Array.from({ length: 7 }, (_, index) =>
  makeReview({ id: `review-${index}`, rating: index % 2 ? 4 : 5, authorName: `Customer ${index}` }),
);

describe('companyJsonLd', () => {
  it('describes the business with its areas and aggregate rating, without a price range', () => {
    const [business] = companyJsonLd(makeCompany(), reviews, URL);
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Plumber',
      name: 'Acme Plumbing & Heating',
      telephone: '0113 496 0000',
      url: `${SITE}${URL}`,
      areaServed: [
        { '@type': 'AdministrativeArea', name: 'LS postcode area' },
        { '@type': 'AdministrativeArea', name: 'BD postcode area' },
      ],
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        reviewCount: 2,
        bestRating: 5,
      },
    });
    expect(business!.description).toMatch(/^Family-run plumbing/);
    expect(business).not.toHaveProperty('priceRange');
  });

  it('names the business by its trading name, with its logo as an absolute image URL', () => {
    const company = makeCompany({
      branding: {
        tradingName: 'Acme Heating',
        brandColour: '#14532d',
        logoUrl: '/api/company-logos/company-uid-1/0123456789abcdef0123456789abcdef.png',
        footerText: null,
      },
    });
    const [business, review] = companyJsonLd(company, reviews, URL);
    expect(business).toMatchObject({
      name: 'Acme Heating',
      image: `${SITE}/api/company-logos/company-uid-1/0123456789abcdef0123456789abcdef.png`,
    });
    expect(review).toMatchObject({ itemReviewed: { name: 'Acme Heating' } });
    expect(companyJsonLd(makeCompany(), [], URL)[0]).not.toHaveProperty('image');
  });

  it('adds one Review for each of the latest five reviews', () => {
    const documents = companyJsonLd(makeCompany(), reviews, URL);
    const reviewDocs = documents.filter((doc) => doc['@type'] === 'Review');
    expect(reviewDocs).toHaveLength(5);
    expect(reviewDocs[0]).toMatchObject({
      author: { '@type': 'Person', name: 'Customer 0' },
      reviewRating: { ratingValue: 5, bestRating: 5 },
      datePublished: '2026-11-22',
      itemReviewed: { '@type': 'Plumber', name: 'Acme Plumbing & Heating' },
    });
  });

  it('leaves the rating, phone and description out when the company has none', () => {
    const company = makeCompany({
      mainTrade: 'tiler',
      rating: 0,
      reviewCount: 0,
      phone: undefined,
      description: undefined,
      postcodeAreas: [],
    });
    const documents = companyJsonLd(company, [], URL);
    expect(documents).toHaveLength(1);
    expect(documents[0]!['@type']).toBe('LocalBusiness');
    for (const field of ['aggregateRating', 'telephone', 'description', 'areaServed']) {
      expect(documents[0]).not.toHaveProperty(field);
    }
  });
});

describe('companyJsonLd: place and social pages', () => {
  it('gives the town (never a postcode) and the company’s social pages', () => {
    const [business] = companyJsonLd(
      makeCompany({
        town: 'Leeds',
        baseDistrict: 'LS6',
        socialLinks: { facebook: 'https://www.facebook.com/acme', x: 'https://evil.example/' },
      }),
      [],
      'https://www.fixwell.test/company/profile/acme-plumbing-leeds',
    );
    expect(business).toMatchObject({
      address: { '@type': 'PostalAddress', addressLocality: 'Leeds', addressCountry: 'GB' },
      sameAs: ['https://www.facebook.com/acme'],
    });
    expect(JSON.stringify(business)).not.toContain('postalCode');
  });
});
