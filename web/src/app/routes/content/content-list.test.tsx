import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeArticle } from '@/features/articles/testing/make-article';
import { failNextRead, holdReads, installFakePublicData } from '@/testing/fake-public-data';
import { findPageHeading, renderApp, setAuthState } from '@/testing/test-utils';

const SITE = 'https://www.fixwell.test';

beforeEach(() => {
  vi.stubEnv('VITE_SITE_URL', SITE);
  setAuthState(null);
  installFakePublicData({
    articles: [
      makeArticle({
        slug: 'boiler-replacement-cost',
        section: 'cost-guides',
        category: 'costs',
        title: 'How much does a new boiler cost?',
        publishedAt: '2026-02-01',
      }),
      makeArticle({
        slug: 'rewiring-cost',
        section: 'cost-guides',
        category: 'costs',
        title: 'How much does rewiring a house cost?',
        publishedAt: '2026-06-15',
      }),
      makeArticle({ slug: 'a-blog-post', title: 'A blog post, not a cost guide' }),
    ],
  });
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('/:contentType', () => {
  it('lists the section’s articles newest first under its label', async () => {
    renderApp('/cost-guides');
    expect(await findPageHeading()).toHaveTextContent('Cost guides');
    const list = await screen.findByRole('list', { name: 'Cost guides' }, { timeout: 3000 });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['How much does rewiring a house cost?', '/cost-guides/rewiring-cost'],
      ['How much does a new boiler cost?', '/cost-guides/boiler-replacement-cost'],
    ]);
    expect(screen.queryByText('A blog post, not a cost guide')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Cost guides | Fixwell'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE}/cost-guides`,
    );
  });

  it('is honest when a section is empty, and points to the blog', async () => {
    renderApp('/news');
    expect(await findPageHeading()).toHaveTextContent('News');
    expect(await screen.findByText(/No news yet —/, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'browse the blog' })).toHaveAttribute('href', '/blog');
  });

  it('links to the blog and the other listings', async () => {
    renderApp('/cost-guides');
    await findPageHeading();
    const more = screen.getByRole('region', { name: 'More guides' });
    const hrefs = within(more)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/blog');
    expect(hrefs).toContain('/how-to');
    expect(hrefs).not.toContain('/cost-guides');
  });

  it('offers a retry when loading fails', async () => {
    failNextRead('articles');
    const { user } = renderApp('/cost-guides');
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('We could not load the cost guides.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('link', { name: 'How much does a new boiler cost?' }),
    ).toBeInTheDocument();
  });

  it('holds the page with placeholder cards while loading', async () => {
    const release = holdReads();
    renderApp('/cost-guides');
    expect(await findPageHeading()).toHaveTextContent('Cost guides');
    expect(screen.getByRole('status')).toHaveTextContent('Loading cost guides…');
    expect(document.querySelectorAll('.article-card--skeleton')).toHaveLength(9);
    release();
    expect(await screen.findByRole('list', { name: 'Cost guides' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
