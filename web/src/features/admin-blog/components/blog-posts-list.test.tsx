import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { fetchBlogPosts } from '@/features/admin-blog/api/admin-blog-data';
import { BlogPostsList } from '@/features/admin-blog/components/blog-posts-list';
import { makeBlogPost } from '@/features/admin-blog/testing/make-blog-post';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/features/admin-blog/api/admin-blog-data', () => ({
  BLOG_PAGE_SIZE: 20,
  fetchBlogPosts: vi.fn(),
}));

const CURSOR = { id: 'cursor' } as never;

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchBlogPosts).mockImplementation(async (filters, after) => {
    if (filters.status === 'published') {
      return {
        items: [
          makeBlogPost({
            id: after ? 'p3' : 'p2',
            title: after ? 'Older live post' : 'Live post',
            status: 'published',
            publishedAt: new Date('2026-11-22T09:00:00Z'),
          }),
        ],
        next: after ? null : CURSOR,
      };
    }
    if (filters.status === 'draft' && filters.search) return { items: [], next: null };
    return { items: filters.status === 'draft' ? [makeBlogPost()] : [], next: null };
  });
});

describe('BlogPostsList', () => {
  it('lists drafts first, each linking to its editor', async () => {
    renderApp(<BlogPostsList />, { url: '/admin/blog' });
    const list = await screen.findByRole('list', { name: 'Drafts' });
    const link = within(list).getByRole('link', {
      name: 'Why your boiler pressure keeps dropping',
    });
    expect(link).toHaveAttribute('href', '/admin/blog/edit/post-1');
    expect(list).toHaveTextContent('/blog/boiler-pressure-keeps-dropping');
    expect(list).toHaveTextContent('Changed 20 November 2026 by admin@fixwell.test');
    expect(fetchBlogPosts).toHaveBeenCalledWith({ status: 'draft', search: '' }, null);
  });

  it('switches status through the URL and pages through the results', async () => {
    const { user, router } = renderApp(<BlogPostsList />, { url: '/admin/blog' });
    await screen.findByRole('list', { name: 'Drafts' });
    await user.click(screen.getByRole('button', { name: 'Published' }));
    expect(router.state.location.search).toBe('?status=published');
    const list = await screen.findByRole('list', { name: 'Published' });
    expect(list).toHaveTextContent('Published 22 November 2026');
    await user.click(screen.getByRole('button', { name: 'Show more posts' }));
    expect(await within(list).findByRole('link', { name: 'Older live post' })).toBeInTheDocument();
    expect(fetchBlogPosts).toHaveBeenLastCalledWith({ status: 'published', search: '' }, CURSOR);
    expect(screen.queryByRole('button', { name: 'Show more posts' })).not.toBeInTheDocument();
  });

  it('searches by word, keeping the search in the URL, and says when nothing matches', async () => {
    const { user, router } = renderApp(<BlogPostsList />, { url: '/admin/blog' });
    await screen.findByRole('list', { name: 'Drafts' });
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'radiators');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?q=radiators');
    expect(await screen.findByText('No drafts match "radiators".')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchBlogPosts).toHaveBeenLastCalledWith(
        { status: 'draft', search: 'radiators' },
        null,
      ),
    );
  });

  it('says when a status has no posts', async () => {
    renderApp(<BlogPostsList />, { url: '/admin/blog?status=scheduled' });
    expect(await screen.findByText('No scheduled posts yet.')).toBeInTheDocument();
  });
});
