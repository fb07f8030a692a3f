import {
  BLOG_POST_STATUSES,
  BLOG_POST_STATUS_LABELS,
  type BlogPostStatus,
} from '@fixwell/common/admin/blog';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';

import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { href, paths } from '@/config/paths';
import type { AdminBlogPost } from '@/features/admin-blog/api/admin-blog-data';
import { useBlogPosts } from '@/features/admin-blog/api/get-blog-posts';
import { formatLongDate } from '@/utils/format';

import './admin-blog.css';

const EMPTY_NAMES: Record<BlogPostStatus, string> = {
  draft: 'drafts',
  scheduled: 'scheduled posts',
  published: 'published posts',
};

function statusOf(value: string | null): BlogPostStatus {
  return BLOG_POST_STATUSES.includes(value as BlogPostStatus) ? (value as BlogPostStatus) : 'draft';
}

function PostRow({ post }: { post: AdminBlogPost }) {
  const when =
    post.status === 'scheduled' && post.publishAt
      ? `Goes live ${formatDateTime(post.publishAt)}`
      : post.status === 'published' && post.publishedAt
        ? `Published ${formatLongDate(post.publishedAt)}`
        : post.updatedAt
          ? `Changed ${formatLongDate(post.updatedAt)}`
          : null;
  const unpublishedChanges =
    post.status === 'published' &&
    post.updatedAt &&
    post.lastPublishedAt &&
    post.updatedAt.getTime() > post.lastPublishedAt.getTime();
  return (
    <li className="blog-list__item">
      <Link className="blog-list__title" to={href(paths.adminBlogEdit, { id: post.id })}>
        {post.title || 'Untitled post'}
      </Link>
      <span className="blog-list__meta">
        /{post.section === 'blog' ? 'blog' : post.section}/{post.slug}
      </span>
      <span className="blog-list__meta">
        {[when, post.updatedBy?.email ? `by ${post.updatedBy.email}` : null]
          .filter(Boolean)
          .join(' ')}
        {unpublishedChanges ? <strong> · Changes not yet live</strong> : null}
      </span>
    </li>
  );
}

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** "22 November 2026 at 14:30" (London time). */
export function formatDateTime(date: Date): string {
  return DATE_TIME.format(date);
}

/** The posts of one status (in the URL), newest change first, with a search by word. */
export function BlogPostsList() {
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const search = params.get('q') ?? '';
  const posts = useBlogPosts({ status, search });
  const searchId = useId();
  const [typed, setTyped] = useState(search);

  const setParam = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParam({ q: typed.trim() || null });
  };

  const items = posts.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="blog-admin" aria-label="Posts">
      <div className="blog-list__tools">
        <div role="group" aria-label="Status" className="blog-tabs">
          {BLOG_POST_STATUSES.map((value) => (
            <button
              key={value}
              type="button"
              className={`button button--${value === status ? 'primary' : 'secondary'}`}
              aria-pressed={value === status}
              onClick={() => setParam({ status: value === 'draft' ? null : value })}
            >
              {BLOG_POST_STATUS_LABELS[value]}
            </button>
          ))}
        </div>
        <form role="search" className="form-field blog-search" onSubmit={submit}>
          <label className="form-field__label" htmlFor={searchId}>
            Search posts
          </label>
          <div className="blog-search__row">
            <input
              id={searchId}
              className="form-field__input"
              type="search"
              value={typed}
              placeholder="A word of the title, address or a tag"
              onChange={(event) => setTyped(event.target.value)}
            />
            <button type="submit" className="button button--secondary">
              Search
            </button>
          </div>
        </form>
        <Link className="button button--primary" to={paths.adminBlogNew}>
          New post
        </Link>
      </div>

      {posts.data === undefined ? (
        posts.isError ? (
          <LoadError
            message="We could not load the posts."
            onRetry={() => void posts.refetch()}
            retrying={posts.isFetching}
          />
        ) : (
          <LoadingBlock label="Loading the posts…" lines={4} />
        )
      ) : items.length === 0 ? (
        <p className="blog-admin__empty">
          {search
            ? `No ${EMPTY_NAMES[status]} match "${search}".`
            : `No ${EMPTY_NAMES[status]} yet.`}
        </p>
      ) : (
        <>
          <ul className="blog-list" aria-label={BLOG_POST_STATUS_LABELS[status]}>
            {items.map((post) => (
              <PostRow key={post.id} post={post} />
            ))}
          </ul>
          {posts.hasNextPage ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={posts.isFetchingNextPage}
              onClick={() => void posts.fetchNextPage()}
            >
              {posts.isFetchingNextPage ? 'Loading…' : 'Show more posts'}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
