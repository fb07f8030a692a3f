import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Article, BlogCategory } from '@/features/articles/article-utils';
import { makeArticle } from '@/features/articles/testing/make-article';
import { failNextRead, installFakePublicData, publicReads } from '@/testing/fake-public-data';
import { findPageHeading, renderApp, setAuthState } from '@/testing/test-utils';

const SITE = 'https://www.fixwell.test';
const CATEGORIES: BlogCategory[] = ['advice', 'costs', 'energy-saving', 'safety'];

/** 20 blog posts, one a day through January 2026 (post-20 newest), and two guides. */
function seedArticles(): Article[] {
  const posts = Array.from({ length: 20 }, (_, index) => {
    const n = index + 1;
    return makeArticle({
      slug: `post-${n}`,
      title: `Blog post number ${n}`,
      category: CATEGORIES[index % CATEGORIES.length],
      publishedAt: `2026-01-${String(n).padStart(2, '0')}`,
    });
  });
  const guides = [
    makeArticle({ slug: 'guide-1', section: 'guides', title: 'A guide that is not on the blog' }),
    makeArticle({
      slug: 'guide-2',
      section: 'cost-guides',
      title: 'A cost guide, not a blog post',
    }),
  ];
  return [...posts, ...guides];
}

function cardTitles(): string[] {
  const list = screen.getByRole('list', { name: /articles/i });
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

function canonical(): string | null {
  return document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
}

async function renderBlog(url: string) {
  const app = renderApp(url);
  expect(await findPageHeading()).toHaveTextContent('The Fixwell blog');
  await screen.findByRole('list', { name: /articles/i }, { timeout: 3000 });
  return app;
}

beforeEach(() => {
  vi.stubEnv('VITE_SITE_URL', SITE);
  setAuthState(null);
  installFakePublicData({ articles: seedArticles() });
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('/blog', () => {
  it('lists the nine newest blog posts, and only blog posts, with date, reading time and category', async () => {
    await renderBlog('/blog');
    expect(cardTitles()).toEqual(
      [20, 19, 18, 17, 16, 15, 14, 13, 12].map((n) => `Blog post number ${n}`),
    );
    expect(screen.queryByText('A guide that is not on the blog')).toBeNull();

    const newest = screen.getByRole('link', { name: 'Blog post number 20' });
    expect(newest).toHaveAttribute('href', '/blog/post-20');
    const card = newest.closest('li')!;
    expect(card).toHaveTextContent('20 January 2026');
    expect(card).toHaveTextContent('1 min read');
    expect(card).toHaveTextContent('Safety');
    expect(card).toHaveTextContent(/A practical guide for UK homeowners/);
  });

  it('reads one page of posts at a time, each page starting after the one before', async () => {
    await renderBlog('/blog?page=2');
    expect(cardTitles()[0]).toBe('Blog post number 11');

    const pageReads = publicReads.runQuery.mock.calls.map(([query]) => query);
    expect(pageReads.map((query) => query.limit)).toEqual([9, 9]);
    expect(pageReads[1]?.startAfter).toEqual(['2026-01-12', 'Blog post number 12']);
  });

  it('pages through with real previous and next links', async () => {
    await renderBlog('/blog');
    const pages = screen.getByRole('navigation', { name: 'Blog articles pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(within(pages).queryByRole('link', { name: /previous/i })).toBeNull();
    const next = within(pages).getByRole('link', { name: /next page/i });
    expect(next).toHaveAttribute('href', '/blog?page=2');
    expect(next).toHaveAttribute('rel', 'next');
    await waitFor(() => expect(canonical()).toBe(`${SITE}/blog`));
  });

  it('shows the last page with a link back and a canonical address that keeps the page', async () => {
    await renderBlog('/blog?page=3');
    expect(cardTitles()).toEqual(['Blog post number 2', 'Blog post number 1']);
    const pages = screen.getByRole('navigation', { name: 'Blog articles pages' });
    expect(pages).toHaveTextContent('Page 3 of 3');
    const previous = within(pages).getByRole('link', { name: /previous page/i });
    expect(previous).toHaveAttribute('href', '/blog?page=2');
    expect(previous).toHaveAttribute('rel', 'prev');
    expect(within(pages).queryByRole('link', { name: /next/i })).toBeNull();
    await waitFor(() => expect(canonical()).toBe(`${SITE}/blog?page=3`));
    expect(document.title).toBe('Home improvement blog, page 3 | Fixwell');
  });

  it('moves to the next page when the link is followed', async () => {
    const { user, router } = await renderBlog('/blog');
    await user.click(screen.getByRole('link', { name: /next page/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(cardTitles()[0]).toBe('Blog post number 11');
    expect(screen.getByRole('navigation', { name: 'Blog articles pages' })).toHaveTextContent(
      'Page 2 of 3',
    );
  });

  it('filters by category through links, keeping the category while paging', async () => {
    const { user, router } = await renderBlog('/blog');
    const filter = screen.getByRole('navigation', { name: 'Blog categories' });
    const energy = within(filter).getByRole('link', { name: 'Energy saving' });
    expect(energy).toHaveAttribute('href', '/blog?category=energy-saving');

    await user.click(energy);
    await waitFor(() => expect(router.state.location.search).toBe('?category=energy-saving'));
    // Posts 3, 7, 11, 15 and 19 are energy saving.
    expect(cardTitles()).toEqual([19, 15, 11, 7, 3].map((n) => `Blog post number ${n}`));
    expect(within(filter).getByRole('link', { name: 'Energy saving' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Energy saving' })).toBeInTheDocument();
    // Five posts fit on one page.
    expect(screen.queryByRole('navigation', { name: /pages$/ })).toBeNull();
    await waitFor(() => expect(canonical()).toBe(`${SITE}/blog?category=energy-saving`));
  });

  it('keeps the category in the pagination links', async () => {
    installFakePublicData({
      articles: Array.from({ length: 12 }, (_, index) =>
        makeArticle({
          slug: `safety-${index + 1}`,
          category: 'safety',
          publishedAt: `2026-02-${String(index + 1).padStart(2, '0')}`,
        }),
      ),
    });
    await renderBlog('/blog?category=safety');
    const pages = screen.getByRole('navigation', { name: 'Safety articles pages' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    expect(within(pages).getByRole('link', { name: /next page/i })).toHaveAttribute(
      'href',
      '/blog?category=safety&page=2',
    );
  });

  it('ignores an unknown category', async () => {
    await renderBlog('/blog?category=recipes');
    expect(cardTitles()).toHaveLength(9);
    await waitFor(() => expect(canonical()).toBe(`${SITE}/blog`));
  });

  it('says honestly when a category has no posts yet', async () => {
    renderApp('/blog?category=for-tradespeople');
    expect(
      await screen.findByText(/No for tradespeople articles yet/, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'see all articles' })).toHaveAttribute('href', '/blog');
  });

  it('explains a page beyond the last and keeps it out of search results', async () => {
    renderApp('/blog?page=7');
    expect(
      await screen.findByText(/There is no page 7/, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute(
      'href',
      '/blog',
    );
    await waitFor(() =>
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(
        /^noindex/,
      ),
    );
  });

  it('links to every guide listing under "More guides"', async () => {
    await renderBlog('/blog');
    const section = screen.getByRole('region', { name: 'More guides' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/guides',
      '/how-to',
      '/cost-guides',
      '/ideas',
      '/tips',
      '/news',
      '/comparisons',
      '/complete-guide',
    ]);
    expect(within(section).getByRole('link', { name: 'Cost guides' })).toBeInTheDocument();
  });

  it('offers a retry when the articles fail to load', async () => {
    failNextRead('articles');
    const { user } = renderApp('/blog');
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('We could not load the blog articles.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Blog post number 20' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
