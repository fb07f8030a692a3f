import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  publishBlogPost,
  saveBlogPost,
  unpublishBlogPost,
} from '@/features/admin-blog/api/admin-blog-data';
import {
  AUTOSAVE_DELAY_MS,
  BlogPostEditor,
} from '@/features/admin-blog/components/blog-post-editor';
import { CATEGORIES, makeBlogPost } from '@/features/admin-blog/testing/make-blog-post';
import { CallFunctionError } from '@/lib/call-function';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/features/admin-blog/api/admin-blog-data', () => ({
  saveBlogPost: vi.fn(),
  publishBlogPost: vi.fn(),
  unpublishBlogPost: vi.fn(),
  deleteBlogPost: vi.fn(),
}));

const renderNew = () =>
  renderApp(<BlogPostEditor post={null} categories={CATEGORIES} />, { url: '/admin/blog/new' });

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  vi.mocked(saveBlogPost).mockResolvedValue({
    id: 'post-1',
    status: 'draft',
    updatedAt: Date.now(),
  });
});

afterEach(() => {
  sessionStorage.clear();
});

describe('BlogPostEditor', () => {
  it('counts the SEO title and description against 60 and 160, and shows how results cut them', async () => {
    const { user } = renderNew();
    const seoTitle = screen.getByLabelText(/SEO title/);
    await user.type(seoTitle, 'Boiler pressure');
    expect(screen.getByText('15 of 60 characters')).toBeInTheDocument();
    expect(screen.getByText('Boiler pressure | Fixwell')).toBeInTheDocument();
    await user.type(seoTitle, ' dropping: the seven causes and the fixes you can do');
    expect(screen.getByText('67 of 60 characters — 7 too many')).toBeInTheDocument();

    const description = screen.getByLabelText('Description');
    const long =
      'Boiler pressure falling every few days? Here are the usual causes, the checks you can make yourself safely at home, and when it is time to call a Gas Safe engineer in.';
    await user.click(description);
    await user.paste(long);
    expect(
      screen.getByText(`${long.length} of 160 characters — ${long.length - 160} too many`),
    ).toBeInTheDocument();
    // Cut at the last word boundary past 80% of the limit, with an ellipsis.
    expect(
      screen.getByText(
        /^Shown as: Boiler pressure falling .* when it is time to call a Gas Safe…$/,
      ),
    ).toBeInTheDocument();
  });

  it('suggests the address from the title until the address is edited', async () => {
    const { user } = renderNew();
    await user.type(screen.getByLabelText('Title'), 'Boiler pressure: a guide!');
    expect(screen.getByLabelText('Address')).toHaveValue('boiler-pressure-a-guide');
    await user.type(screen.getByLabelText('Address'), '-x');
    await user.type(screen.getByLabelText('Title'), ' More');
    expect(screen.getByLabelText('Address')).toHaveValue('boiler-pressure-a-guide-x');
  });

  it('previews the Markdown with the publishing renderer, raw HTML and bad links disarmed', async () => {
    const { user } = renderNew();
    const text = screen.getByLabelText('Text (Markdown)');
    await user.click(text);
    await user.paste(
      '# Heading\n\n<script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) [safe](https://example.org)',
    );
    const preview = await screen.findByTestId('markdown-preview');
    await waitFor(() =>
      expect(
        within(preview).getByRole('heading', { level: 2, name: 'Heading' }),
      ).toBeInTheDocument(),
    );
    expect(preview).toHaveTextContent('<script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(preview.querySelector('script, img, a[href^="javascript"]')).toBeNull();
    expect(within(preview).getByRole('link', { name: 'safe' })).toHaveAttribute(
      'rel',
      'nofollow noopener',
    );
    expect(within(preview).queryByRole('link', { name: 'click' })).toBeNull();
  });

  it('keeps unsaved text across a reload, and can discard it', async () => {
    const first = renderNew();
    await first.user.type(screen.getByLabelText('Title'), 'Half-written title');
    first.unmount();

    const { user } = renderNew();
    expect(screen.getByLabelText('Title')).toHaveValue('Half-written title');
    expect(screen.getByText(/We restored changes you had not saved yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('autosaves a valid changed post after a quiet moment', async () => {
    const post = makeBlogPost();
    const { user } = renderApp(<BlogPostEditor post={post} categories={CATEGORIES} />, {
      url: '/admin/blog/edit/post-1',
    });
    await user.type(screen.getByLabelText('Tags'), ', heating');
    await waitFor(() => expect(saveBlogPost).toHaveBeenCalled(), {
      timeout: AUTOSAVE_DELAY_MS + 3000,
    });
    expect(vi.mocked(saveBlogPost).mock.calls[0]![0]).toMatchObject({
      id: 'post-1',
      post: { title: post.title, tags: ['boilers', 'heating'] },
    });
    expect(await screen.findByText(/^Saved /)).toBeInTheDocument();
  });

  it('shows the server’s field messages, such as an address already taken', async () => {
    vi.mocked(saveBlogPost).mockRejectedValue(
      new CallFunctionError('Check the highlighted fields.', {
        code: 'invalid-argument',
        details: {
          fields: { slug: 'Another post or article already uses this address. Choose another.' },
        },
      }),
    );
    const { user } = renderApp(<BlogPostEditor post={makeBlogPost()} categories={CATEGORIES} />, {
      url: '/admin/blog/edit/post-1',
    });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText('Another post or article already uses this address. Choose another.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('names what stops a post from being published, without calling the server', async () => {
    const { user } = renderApp(
      <BlogPostEditor
        post={makeBlogPost({ description: 'Too short.', tags: [] })}
        categories={CATEGORIES}
      />,
      { url: '/admin/blog/edit/post-1' },
    );
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(
      await screen.findByText(
        'Write a description of at least 50 characters: search results show it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Add at least one tag.')).toBeInTheDocument();
    expect(publishBlogPost).not.toHaveBeenCalled();
  });

  it('publishes a saved post and offers to view it on the site once live', async () => {
    vi.mocked(publishBlogPost).mockResolvedValue({
      status: 'published',
      slug: 'boiler-pressure-keeps-dropping',
      section: 'blog',
      publishAt: null,
    });
    const { user } = renderApp(<BlogPostEditor post={makeBlogPost()} categories={CATEGORIES} />, {
      url: '/admin/blog/edit/post-1',
    });
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() =>
      expect(publishBlogPost).toHaveBeenCalledWith({ id: 'post-1', publishAt: null }),
    );
    expect(saveBlogPost).not.toHaveBeenCalled();
    expect(
      await screen.findByText('The post is live at /blog/boiler-pressure-keeps-dropping.'),
    ).toBeInTheDocument();
  });

  it('a live post links to its page and can be unpublished', async () => {
    vi.mocked(unpublishBlogPost).mockResolvedValue({ status: 'draft' });
    const live = makeBlogPost({
      status: 'published',
      publishedAt: new Date('2026-11-20T10:00:00Z'),
      lastPublishedAt: new Date('2026-11-20T10:00:00Z'),
      publishedSlug: 'boiler-pressure-keeps-dropping',
      publishedSection: 'blog',
    });
    const { user } = renderApp(<BlogPostEditor post={live} categories={CATEGORIES} />, {
      url: '/admin/blog/edit/post-1',
    });
    expect(screen.getByRole('link', { name: /View on site/ })).toHaveAttribute(
      'href',
      '/blog/boiler-pressure-keeps-dropping',
    );
    expect(screen.getByRole('button', { name: 'Update live post' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unpublish this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(unpublishBlogPost).toHaveBeenCalledWith('post-1'));
  });
});
