import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderMarkdown } from '@fixwell/common/content/markdown';

import { makeArticle } from '@/features/articles/testing/make-article';
import { PLUMBER, SERVICES } from '@/testing/catalogue-fixtures';
import { installFakePublicData } from '@/testing/fake-public-data';
import { findPageHeading, renderApp, setAuthState } from '@/testing/test-utils';

const SITE = 'https://www.fixwell.test';

const post = makeArticle({
  slug: 'boiler-service-explained',
  title: 'Boiler servicing explained',
  category: 'advice',
  author: 'Sarah Whitfield',
  publishedAt: '2026-01-10',
  updatedAt: '2026-11-22',
  tags: ['boilers', 'gas safety'],
  relatedServices: ['boiler-servicing', 'gas-engineer'],
});

const howTo = makeArticle({
  slug: 'how-to-bleed-a-radiator',
  section: 'how-to',
  category: 'energy-saving',
  title: 'How to bleed a radiator',
  publishedAt: '2025-10-06',
  updatedAt: '2025-10-06',
  relatedServices: [],
  howTo: {
    totalTime: 'PT30M',
    steps: [
      { name: 'Turn the heating off', text: 'Wait until the radiators are cool to the touch.' },
      { name: 'Open the bleed valve', text: 'Turn the key a quarter turn until air hisses out.' },
      { name: 'Close it when water appears', text: 'Then check the boiler pressure gauge.' },
    ],
  },
});

/** A post published from the admin blog: HTML from the server's renderer, and its own category. */
const published = {
  ...makeArticle({
    slug: 'boiler-pressure-keeps-dropping',
    title: 'Why your boiler pressure keeps dropping',
    category: 'advice',
    // Older than the others, so it is never among the related-posts candidates below.
    publishedAt: '2024-01-20',
    updatedAt: '2024-01-20',
    relatedServices: [],
  }),
  category: 'boilers',
  categoryName: 'Boilers and heating',
  body: [],
  bodyHtml: renderMarkdown(
    '# Why pressure drops\n\nLook under the valves. <img src=x onerror="alert(1)">\n\n[Bad](javascript:alert(1))',
  ),
  readingMinutes: 4,
  seoTitle: 'Boiler pressure dropping? Causes and fixes',
  faq: [{ question: 'Is low pressure dangerous?', answer: 'No, but the boiler stops heating.' }],
  coverImage: { url: 'https://images.fixwell.test/boiler.jpg', alt: 'A boiler pressure gauge' },
};

const otherPosts = [
  makeArticle({ slug: 'advice-newest', category: 'advice', publishedAt: '2026-10-01' }),
  makeArticle({ slug: 'advice-older', category: 'advice', publishedAt: '2026-03-01' }),
  makeArticle({ slug: 'costs-newest', category: 'costs', publishedAt: '2026-11-01' }),
  makeArticle({ slug: 'safety-oldest', category: 'safety', publishedAt: '2025-05-01' }),
];

function jsonLd(): { '@type': string; [key: string]: unknown }[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ''),
  );
}

function meta(property: string): string | null {
  return (
    document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? null
  );
}

beforeEach(() => {
  vi.stubEnv('VITE_SITE_URL', SITE);
  setAuthState(null);
  installFakePublicData({
    // A published post's category is an admin's, outside the seed's fixed list.
    articles: [post, howTo, published as unknown as typeof post, ...otherPosts],
    services: [
      ...SERVICES,
      { ...PLUMBER, slug: 'boiler-servicing', name: 'Boiler service' },
      { ...PLUMBER, slug: 'gas-engineer', name: 'Gas engineer' },
    ],
  });
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('/blog/:slug', () => {
  it('shows the title, author, dates and reading time', async () => {
    renderApp('/blog/boiler-service-explained');
    expect(await findPageHeading()).toHaveTextContent('Boiler servicing explained');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const article = screen.getByRole('article', { name: 'Boiler servicing explained' });
    expect(article).toHaveTextContent('By Sarah Whitfield');
    expect(article).toHaveTextContent('Published 10 January 2026');
    expect(article).toHaveTextContent('Updated 22 November 2026');
    expect(article).toHaveTextContent('1 min read');
    expect(within(article).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  });

  it('renders the body: table, lists and tip', async () => {
    renderApp('/blog/boiler-service-explained');
    await findPageHeading();
    const article = screen.getByRole('article');
    expect(
      within(article).getByRole('table', { name: 'Typical boiler service prices in 2026' }),
    ).toBeInTheDocument();
    expect(within(article).getByRole('complementary', { name: 'Tip' })).toHaveTextContent(
      /Gas Safe ID card/,
    );
    expect(
      within(article).getByText('A flue gas analysis with a calibrated analyser'),
    ).toBeInTheDocument();
  });

  it('links to related services and offers quotes for the first of them', async () => {
    const { user, router } = renderApp('/blog/boiler-service-explained');
    await findPageHeading();
    const services = screen.getByRole('region', { name: 'Related services' });
    // Named from the service index where it knows the service.
    expect(await within(services).findByRole('link', { name: 'Boiler service' })).toHaveAttribute(
      'href',
      '/services/boiler-servicing',
    );
    expect(within(services).getByRole('link', { name: 'Gas engineer' })).toHaveAttribute(
      'href',
      '/services/gas-engineer',
    );

    await user.type(screen.getByLabelText('Postcode of the job'), 'LS6 2AB');
    await user.click(screen.getByRole('button', { name: 'Get free quotes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote'));
    expect(new URLSearchParams(router.state.location.search).get('service')).toBe(
      'boiler-servicing',
    );
  });

  it('suggests up to three related posts, never the post itself', async () => {
    renderApp('/blog/boiler-service-explained');
    await findPageHeading();
    const related = await screen.findByRole('region', { name: 'Related articles' });
    await waitFor(() => expect(within(related).getAllByRole('listitem')).toHaveLength(3));
    const hrefs = within(related)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/blog/advice-newest', '/blog/advice-older', '/blog/costs-newest']);
    expect(hrefs).not.toContain('/blog/boiler-service-explained');
  });

  it('fills the head with article tags and BlogPosting structured data', async () => {
    renderApp('/blog/boiler-service-explained');
    await findPageHeading();
    await waitFor(() => expect(document.title).toBe('Boiler servicing explained | Fixwell'));
    expect(meta('og:type')).toBe('article');
    expect(meta('article:published_time')).toBe('2026-01-10');
    expect(meta('article:modified_time')).toBe('2026-11-22');
    expect(meta('article:author')).toBe('Sarah Whitfield');
    expect(meta('article:section')).toBe('Blog');
    expect(
      [...document.head.querySelectorAll('meta[property="article:tag"]')].map((tag) =>
        tag.getAttribute('content'),
      ),
    ).toEqual(['boilers', 'gas safety']);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE}/blog/boiler-service-explained`,
    );

    const data = jsonLd();
    expect(data.find((item) => item['@type'] === 'BlogPosting')).toMatchObject({
      headline: 'Boiler servicing explained',
      author: { '@type': 'Person', name: 'Sarah Whitfield' },
      datePublished: '2026-01-10',
      dateModified: '2026-11-22',
      mainEntityOfPage: { '@id': `${SITE}/blog/boiler-service-explained` },
    });
    expect(data.some((item) => item['@type'] === 'HowTo')).toBe(false);
    expect(data.find((item) => item['@type'] === 'BreadcrumbList')).toBeDefined();
  });

  it('shows a post published from the admin blog: its HTML, FAQ, cover and category name', async () => {
    renderApp('/blog/boiler-pressure-keeps-dropping');
    expect(await findPageHeading()).toHaveTextContent('Why your boiler pressure keeps dropping');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const article = screen.getByRole('article', {
      name: 'Why your boiler pressure keeps dropping',
    });
    expect(
      within(article).getByRole('heading', { level: 2, name: 'Why pressure drops' }),
    ).toBeInTheDocument();
    expect(article).toHaveTextContent('Look under the valves. <img src=x onerror="alert(1)">');
    expect(article.querySelector('img[onerror], script, a[href^="javascript"]')).toBeNull();
    expect(article).toHaveTextContent('Boilers and heating');
    expect(article).toHaveTextContent('4 min read');
    expect(within(article).getByRole('img', { name: 'A boiler pressure gauge' })).toHaveAttribute(
      'src',
      'https://images.fixwell.test/boiler.jpg',
    );
    expect(within(article).getByText('Is low pressure dangerous?')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Boiler pressure dropping? Causes and fixes | Fixwell'),
    );
    const data = jsonLd();
    expect(data.find((item) => item['@type'] === 'FAQPage')).toMatchObject({
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Is low pressure dangerous?',
          acceptedAnswer: { '@type': 'Answer', text: 'No, but the boiler stops heating.' },
        },
      ],
    });
    expect(data.find((item) => item['@type'] === 'BlogPosting')).toMatchObject({
      headline: 'Why your boiler pressure keeps dropping',
      image: expect.anything(),
    });
  });

  it('has no FAQ structured data for a post without questions', async () => {
    renderApp('/blog/boiler-service-explained');
    await findPageHeading();
    expect(jsonLd().some((item) => item['@type'] === 'FAQPage')).toBe(false);
  });

  it('is a 404 for an unknown post', async () => {
    renderApp('/blog/no-such-post');
    expect(await findPageHeading()).toHaveTextContent('404 Page Not Found');
  });

  it('does not serve a guide under /blog', async () => {
    renderApp('/blog/how-to-bleed-a-radiator');
    expect(await findPageHeading()).toHaveTextContent('404 Page Not Found');
  });
});

describe('/:contentType/:slug', () => {
  it('shows the how-to steps, without an "Updated" date when never updated', async () => {
    renderApp('/how-to/how-to-bleed-a-radiator');
    expect(await findPageHeading()).toHaveTextContent('How to bleed a radiator');
    const article = screen.getByRole('article');
    expect(article).not.toHaveTextContent('Updated');
    const steps = within(article).getByRole('region', { name: 'Step by step' });
    expect(steps).toHaveTextContent('Time needed: about 30 minutes');
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Turn the heating off', 'Open the bleed valve', 'Close it when water appears']);
    expect(within(article).getByRole('link', { name: 'How-to guides' })).toHaveAttribute(
      'href',
      '/how-to',
    );
  });

  it('adds Article and HowTo structured data', async () => {
    renderApp('/how-to/how-to-bleed-a-radiator');
    await findPageHeading();
    await waitFor(() => expect(jsonLd().some((item) => item['@type'] === 'HowTo')).toBe(true));
    const data = jsonLd();
    expect(data.find((item) => item['@type'] === 'Article')).toMatchObject({
      headline: 'How to bleed a radiator',
      articleSection: 'How-to guides',
    });
    expect(data.find((item) => item['@type'] === 'HowTo')).toMatchObject({
      name: 'How to bleed a radiator',
      totalTime: 'PT30M',
      step: [
        { '@type': 'HowToStep', position: 1, name: 'Turn the heating off' },
        { position: 2 },
        { position: 3 },
      ],
    });
  });

  it('has no related posts section when the section has nothing else', async () => {
    renderApp('/how-to/how-to-bleed-a-radiator');
    await findPageHeading();
    await waitFor(() => expect(screen.queryByText('Loading related articles…')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Related articles' })).toBeNull();
    // With no related service, the quote form asks for the service itself.
    expect(screen.queryByRole('region', { name: 'Related services' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Get free quotes' })).toBeInTheDocument();
  });

  it('is a 404 for a blog post under a content type', async () => {
    renderApp('/guides/boiler-service-explained');
    expect(await findPageHeading()).toHaveTextContent('404 Page Not Found');
  });
});
