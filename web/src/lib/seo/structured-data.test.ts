import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  articleJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  howToJsonLd,
  localBusinessJsonLd,
  organizationJsonLd,
  reviewJsonLd,
  serializeJsonLd,
  serviceJsonLd,
  websiteJsonLd,
} from '@/lib/seo/structured-data';

const SITE = 'https://www.fixwell.co.uk';
const CONTEXT = 'https://schema.org';

beforeEach(() => {
  vi.stubEnv('VITE_SITE_URL', SITE);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('faqPageJsonLd', () => {
  it('returns null for an empty list', () => {
    expect(faqPageJsonLd([])).toBeNull();
  });

  it('lists each question with its accepted answer', () => {
    expect(
      faqPageJsonLd([
        { question: 'Are quotes free?', answer: 'Yes, always.' },
        { question: 'Are trades vetted?', answer: 'Every one.' },
      ]),
    ).toEqual({
      '@context': CONTEXT,
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Are quotes free?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes, always.' },
        },
        {
          '@type': 'Question',
          name: 'Are trades vetted?',
          acceptedAnswer: { '@type': 'Answer', text: 'Every one.' },
        },
      ],
    });
  });
});

describe('localBusinessJsonLd', () => {
  it('builds a business with address, hours, price range and aggregate rating', () => {
    expect(
      localBusinessJsonLd({
        name: 'Acme Plumbing',
        type: 'Plumber',
        description: 'Plumbing in Leeds',
        address: { streetAddress: '1 High St', addressLocality: 'Leeds', postalCode: 'LS1 1AA' },
        telephone: '+44 113 000 0000',
        openingHours: ['Mo-Fr 08:00-18:00', 'Sa 09:00-13:00'],
        priceRange: '££',
        image: '/images/acme.jpg',
        rating: 4.8,
        reviewCount: 120,
      }),
    ).toStrictEqual({
      '@context': CONTEXT,
      '@type': 'Plumber',
      name: 'Acme Plumbing',
      description: 'Plumbing in Leeds',
      image: `${SITE}/images/acme.jpg`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 High St',
        addressLocality: 'Leeds',
        postalCode: 'LS1 1AA',
        addressCountry: 'GB',
      },
      telephone: '+44 113 000 0000',
      openingHours: ['Mo-Fr 08:00-18:00', 'Sa 09:00-13:00'],
      priceRange: '££',
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.8,
        reviewCount: 120,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('defaults to LocalBusiness and leaves out what was not given', () => {
    expect(localBusinessJsonLd({ name: 'Acme', rating: 4 })).toStrictEqual({
      '@context': CONTEXT,
      '@type': 'LocalBusiness',
      name: 'Acme',
    });
  });
});

describe('serviceJsonLd', () => {
  it('offers a GBP price range', () => {
    expect(
      serviceJsonLd({
        name: 'Boiler repair',
        description: 'Gas Safe boiler repairs',
        provider: 'Fixwell',
        areaServed: 'Leeds',
        category: 'Heating',
        price: { min: 80, max: 350 },
      }),
    ).toStrictEqual({
      '@context': CONTEXT,
      '@type': 'Service',
      name: 'Boiler repair',
      description: 'Gas Safe boiler repairs',
      serviceType: 'Heating',
      category: 'Heating',
      provider: { '@type': 'Organization', name: 'Fixwell' },
      areaServed: { '@type': 'Place', name: 'Leeds' },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'GBP',
        priceSpecification: {
          '@type': 'PriceSpecification',
          minPrice: 80,
          maxPrice: 350,
          priceCurrency: 'GBP',
        },
      },
    });
  });

  it('serves the United Kingdom by default and takes another currency and a single price', () => {
    const service = serviceJsonLd({
      name: 'Survey',
      areaServed: undefined,
      price: { price: 99, currency: 'EUR' },
    });
    expect(service.areaServed).toEqual({ '@type': 'Country', name: 'United Kingdom' });
    expect(service.offers).toEqual({
      '@type': 'Offer',
      price: 99,
      priceCurrency: 'EUR',
      priceSpecification: { '@type': 'PriceSpecification', price: 99, priceCurrency: 'EUR' },
    });
  });

  it('lists several areas', () => {
    expect(serviceJsonLd({ name: 'Roofing', areaServed: ['Leeds', 'York'] }).areaServed).toEqual([
      { '@type': 'Place', name: 'Leeds' },
      { '@type': 'Place', name: 'York' },
    ]);
  });
});

describe('howToJsonLd', () => {
  it('numbers the steps', () => {
    expect(
      howToJsonLd({
        name: 'Bleed a radiator',
        description: 'Let trapped air out',
        image: '/img/radiator.jpg',
        totalTime: 'PT15M',
        steps: [
          { name: 'Turn off', text: 'Turn the heating off.' },
          { name: 'Open valve', text: 'Open the bleed valve.', image: '/img/valve.jpg' },
        ],
      }),
    ).toStrictEqual({
      '@context': CONTEXT,
      '@type': 'HowTo',
      name: 'Bleed a radiator',
      description: 'Let trapped air out',
      image: `${SITE}/img/radiator.jpg`,
      totalTime: 'PT15M',
      step: [
        { '@type': 'HowToStep', position: 1, name: 'Turn off', text: 'Turn the heating off.' },
        {
          '@type': 'HowToStep',
          position: 2,
          name: 'Open valve',
          text: 'Open the bleed valve.',
          image: `${SITE}/img/valve.jpg`,
        },
      ],
    });
  });
});

describe('reviewJsonLd', () => {
  it('rates out of 5 and names what was reviewed', () => {
    expect(
      reviewJsonLd({
        author: 'Jane Smith',
        rating: 4,
        reviewBody: 'Quick and tidy.',
        datePublished: '2026-02-01',
        itemReviewed: { type: 'LocalBusiness', name: 'Acme Plumbing' },
      }),
    ).toStrictEqual({
      '@context': CONTEXT,
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Jane Smith' },
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      reviewBody: 'Quick and tidy.',
      datePublished: '2026-02-01',
      itemReviewed: { '@type': 'LocalBusiness', name: 'Acme Plumbing' },
    });
  });
});

describe('articleJsonLd', () => {
  it('names headline, author, publisher, dates, section and keywords', () => {
    expect(
      articleJsonLd({
        headline: 'How much does a new boiler cost?',
        description: 'Prices for 2026',
        type: 'BlogPosting',
        url: '/blog/new-boiler-cost',
        image: '/img/boiler.jpg',
        author: 'Sam Jones',
        datePublished: '2026-01-10T09:00:00Z',
        dateModified: '2026-02-01T09:00:00Z',
        articleSection: 'Cost guides',
        keywords: ['boiler', 'cost'],
      }),
    ).toStrictEqual({
      '@context': CONTEXT,
      '@type': 'BlogPosting',
      headline: 'How much does a new boiler cost?',
      description: 'Prices for 2026',
      image: `${SITE}/img/boiler.jpg`,
      author: { '@type': 'Person', name: 'Sam Jones' },
      publisher: {
        '@type': 'Organization',
        name: 'Fixwell Ltd',
        url: SITE,
        logo: { '@type': 'ImageObject', url: `${SITE}/icons/icon-512.png` },
      },
      datePublished: '2026-01-10T09:00:00Z',
      dateModified: '2026-02-01T09:00:00Z',
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE}/blog/new-boiler-cost` },
      articleSection: 'Cost guides',
      keywords: 'boiler, cost',
      inLanguage: 'en-GB',
    });
  });

  it('defaults to an Article by the operating company, modified when published', () => {
    const article = articleJsonLd({ headline: 'News', datePublished: '2026-01-10' });
    expect(article['@type']).toBe('Article');
    expect(article.author).toEqual({ '@type': 'Organization', name: 'Fixwell Ltd' });
    expect(article.dateModified).toBe('2026-01-10');
    expect(article).not.toHaveProperty('keywords');
  });
});

describe('organizationJsonLd and websiteJsonLd', () => {
  it('describes the organisation', () => {
    expect(organizationJsonLd()).toMatchObject({
      '@context': CONTEXT,
      '@type': 'Organization',
      name: 'Fixwell',
      legalName: 'Fixwell Ltd',
      url: SITE,
      logo: `${SITE}/icons/icon-512.png`,
      areaServed: { '@type': 'Country', name: 'United Kingdom' },
    });
  });

  it('declares a search action on the quote page', () => {
    expect(websiteJsonLd()).toStrictEqual({
      '@context': CONTEXT,
      '@type': 'WebSite',
      name: 'Fixwell',
      url: SITE,
      inLanguage: 'en-GB',
      publisher: { '@type': 'Organization', name: 'Fixwell Ltd' },
      potentialAction: {
        '@type': 'SearchAction',
        target: `${SITE}/quote?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('takes the site URL as an option', () => {
    expect(websiteJsonLd({ siteUrl: 'https://x.test' }).potentialAction).toMatchObject({
      target: 'https://x.test/quote?q={search_term_string}',
    });
  });
});

describe('breadcrumbJsonLd', () => {
  it('returns null for an empty trail', () => {
    expect(breadcrumbJsonLd([])).toBeNull();
  });

  it('numbers the crumbs and makes their URLs absolute', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: '/' },
        { name: 'Services', url: '/services' },
      ]),
    ).toStrictEqual({
      '@context': CONTEXT,
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Services', item: `${SITE}/services` },
      ],
    });
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so a value cannot close the script element', () => {
    const json = serializeJsonLd(
      faqPageJsonLd([{ question: '</script><script>alert(1)</script>', answer: 'a < b' }])!,
    );
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script>');
    expect(JSON.parse(json).mainEntity[0].name).toBe('</script><script>alert(1)</script>');
  });
});
