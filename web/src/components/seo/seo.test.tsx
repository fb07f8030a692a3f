import { render } from '@testing-library/react';
import { HelmetProvider } from 'react-helmet-async';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Seo, SITE_NAME, type SeoProps } from '@/components/seo/seo';
import { faqPageJsonLd, websiteJsonLd } from '@/lib/seo/structured-data';

const SITE = 'https://www.fixwell.co.uk';

function renderSeo(props: SeoProps, url = '/') {
  return render(
    <HelmetProvider>
      <MemoryRouter initialEntries={[url]}>
        <Seo {...props} />
      </MemoryRouter>
    </HelmetProvider>,
  );
}

function meta(selector: string): string | null {
  return document.head.querySelector(`meta[${selector}]`)?.getAttribute('content') ?? null;
}
const named = (name: string) => meta(`name="${name}"`);
const property = (name: string) => meta(`property="${name}"`);

function canonical(): string | null {
  return document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
}

function jsonLd(): { '@type': string; [key: string]: unknown }[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ''),
  );
}

beforeEach(() => {
  vi.stubEnv('VITE_SITE_URL', SITE);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('Seo', () => {
  it('still exports the site name', () => {
    expect(SITE_NAME).toBe('Fixwell');
  });

  it('renders the defaults for a page given only a title', () => {
    renderSeo({ title: 'Find trusted local tradespeople' }, '/how-to-get-quotes?ref=ad#top');

    expect(document.title).toBe('Find trusted local tradespeople | Fixwell');
    expect(named('description')).toMatch(/^Fixwell connects UK homeowners/);
    expect(named('keywords')).toContain('home improvement, trade professionals');
    expect(named('author')).toBe('Fixwell Ltd');
    expect(named('robots')).toBe(
      'index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1',
    );
    expect(canonical()).toBe(`${SITE}/how-to-get-quotes`);

    expect(property('og:title')).toBe('Find trusted local tradespeople | Fixwell');
    expect(property('og:description')).toBe(named('description'));
    expect(property('og:image')).toBe(`${SITE}/og-image.jpg`);
    expect(property('og:image:width')).toBe('1200');
    expect(property('og:image:height')).toBe('630');
    expect(property('og:type')).toBe('website');
    expect(property('og:url')).toBe(`${SITE}/how-to-get-quotes`);
    expect(property('og:site_name')).toBe('Fixwell');
    expect(property('og:locale')).toBe('en_GB');

    expect(named('twitter:card')).toBe('summary_large_image');
    expect(named('twitter:title')).toBe('Find trusted local tradespeople | Fixwell');
    expect(named('twitter:image')).toBe(`${SITE}/og-image.jpg`);
    expect(named('twitter:site')).toBe('@fixwelluk');

    expect(document.head.querySelector('meta[property^="article:"]')).toBeNull();
  });

  it('keeps the old call shape working: title, description, canonical and noindex', () => {
    renderSeo(
      { title: 'Sign in', description: 'Sign in to your Fixwell account.', canonical: '/login' },
      '/login?next=/customer',
    );
    expect(document.title).toBe('Sign in | Fixwell');
    expect(named('description')).toBe('Sign in to your Fixwell account.');
    expect(canonical()).toBe(`${SITE}/login`);
  });

  it('cuts a long title and description to their limits', () => {
    const title = 'Emergency plumbers available around the clock across Greater Manchester today';
    const description = `${'Fast, friendly and fully insured local plumbers. '.repeat(5)}`;
    renderSeo({ title, description });

    expect(document.title.length).toBeLessThanOrEqual(60);
    expect(document.title).toBe('Emergency plumbers available around the clock… | Fixwell');
    const cut = named('description')!;
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('.') || cut.endsWith('…')).toBe(true);
  });

  it.each([
    [{ noindex: true }, 'noindex'],
    [{ nofollow: true }, 'nofollow'],
    [{ noindex: true, nofollow: true }, 'noindex, nofollow'],
  ])('states robots for %o', (flags, expected) => {
    renderSeo({ title: 'Private', ...flags });
    expect(named('robots')).toBe(expected);
  });

  it('renders the social overrides', () => {
    renderSeo({
      title: 'Page',
      keywords: ['boilers', 'heating'],
      author: 'Sam Jones',
      canonical: 'https://www.fixwell.co.uk/services/boilers',
      ogTitle: 'Boilers',
      ogDescription: 'All about boilers',
      ogImage: '/img/boiler.jpg',
      ogType: 'product',
      ogUrl: '/services/boilers?utm=x',
      twitterCard: 'summary',
      twitterTitle: 'Boilers on Fixwell',
      twitterDescription: 'Tweet text',
      twitterImage: 'https://cdn.example.com/t.jpg',
      twitterSite: '@someone',
    });

    expect(named('keywords')).toBe('boilers, heating');
    expect(named('author')).toBe('Sam Jones');
    expect(canonical()).toBe('https://www.fixwell.co.uk/services/boilers');
    expect(property('og:title')).toBe('Boilers');
    expect(property('og:description')).toBe('All about boilers');
    expect(property('og:image')).toBe(`${SITE}/img/boiler.jpg`);
    expect(property('og:image:width')).toBeNull();
    expect(property('og:type')).toBe('product');
    expect(property('og:url')).toBe(`${SITE}/services/boilers?utm=x`);
    expect(named('twitter:card')).toBe('summary');
    expect(named('twitter:title')).toBe('Boilers on Fixwell');
    expect(named('twitter:description')).toBe('Tweet text');
    expect(named('twitter:image')).toBe('https://cdn.example.com/t.jpg');
    expect(named('twitter:site')).toBe('@someone');
  });

  it('gives a site image’s share card its size and description', () => {
    renderSeo({
      title: 'Plumbers',
      ogImage: '/site-images/default-share/0123456789abcdef/share.jpg',
      ogImageWidth: 1200,
      ogImageHeight: 630,
      ogImageAlt: 'A plumber at work',
    });
    expect(property('og:image')).toBe(
      `${SITE}/site-images/default-share/0123456789abcdef/share.jpg`,
    );
    expect(property('og:image:width')).toBe('1200');
    expect(property('og:image:height')).toBe('630');
    expect(property('og:image:alt')).toBe('A plumber at work');
  });

  it('marks an article and lists its tags', () => {
    renderSeo(
      {
        title: 'New boiler cost',
        articlePublishedTime: '2026-01-10T09:00:00Z',
        articleModifiedTime: '2026-02-01T09:00:00Z',
        articleAuthor: 'Sam Jones',
        articleSection: 'Cost guides',
        articleTags: ['boilers', 'heating'],
      },
      '/blog/new-boiler-cost',
    );

    expect(property('og:type')).toBe('article');
    expect(property('article:published_time')).toBe('2026-01-10T09:00:00Z');
    expect(property('article:modified_time')).toBe('2026-02-01T09:00:00Z');
    expect(property('article:author')).toBe('Sam Jones');
    expect(property('article:section')).toBe('Cost guides');
    const tags = [...document.head.querySelectorAll('meta[property="article:tag"]')].map((tag) =>
      tag.getAttribute('content'),
    );
    expect(tags).toEqual(['boilers', 'heating']);
  });

  it('renders each JSON-LD object, skipping nulls, with < escaped', () => {
    renderSeo({
      title: 'FAQ',
      jsonLd: [
        websiteJsonLd(),
        faqPageJsonLd([]),
        faqPageJsonLd([{ question: 'Is <b>this</b> safe?', answer: '</script>' }]),
      ],
    });

    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts).toHaveLength(2);
    for (const script of scripts) expect(script.innerHTML).not.toContain('<');
    const data = jsonLd();
    expect(data.map((item) => item['@type'])).toEqual(['WebSite', 'FAQPage']);
    expect(data[1]).toMatchObject({
      mainEntity: [{ name: 'Is <b>this</b> safe?', acceptedAnswer: { text: '</script>' } }],
    });
  });

  it('adds the breadcrumb trail on listed paths, with the given last label', () => {
    renderSeo({ title: 'Boiler repair', breadcrumbLabel: 'Boiler repair' }, '/services/boiler-rep');

    const trails = jsonLd().filter((item) => item['@type'] === 'BreadcrumbList');
    expect(trails).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
          { '@type': 'ListItem', position: 2, name: 'Services', item: `${SITE}/services` },
          {
            '@type': 'ListItem',
            position: 3,
            name: 'Boiler repair',
            item: `${SITE}/services/boiler-rep`,
          },
        ],
      },
    ]);
  });

  it('adds no breadcrumb trail elsewhere', () => {
    const home = renderSeo({ title: 'Home' }, '/');
    expect(jsonLd()).toEqual([]);
    home.unmount();
    renderSeo({ title: 'Dashboard' }, '/customer/quotes');
    expect(jsonLd()).toEqual([]);
  });

  it('keeps a trail the page supplies instead of adding another', () => {
    const own = {
      '@context': 'https://schema.org' as const,
      '@type': 'BreadcrumbList',
      itemListElement: [],
    };
    renderSeo({ title: 'Terms', jsonLd: [own] }, '/terms');
    expect(jsonLd().filter((item) => item['@type'] === 'BreadcrumbList')).toHaveLength(1);
  });

  it('works outside a router, taking the path from the window', () => {
    render(
      <HelmetProvider>
        <Seo title="Offline" />
      </HelmetProvider>,
    );
    expect(document.title).toBe('Offline | Fixwell');
    expect(canonical()).toBe(`${SITE}${window.location.pathname}`);
  });
});
