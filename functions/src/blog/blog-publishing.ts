import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import {
  BLOG_MESSAGES,
  publishProblems,
  type Actor,
  type BlogCategoryDocument,
  type BlogPostDocument,
} from '@fixwell/common/admin/blog';
import { millisOf } from '@fixwell/common/timestamps';

import { recordAdminAction } from '../lib/admin-audit';
import { appUrl } from '../lib/app-url';
import { readDoc, type WriteTime } from '../lib/documents';
import { fieldsOf, publicArticleOf } from './blog-decisions';
import { articleRef, blogCategoryRef, blogPostRef } from './blog-store';

// Writing and removing a post's public copy, shared by publishBlogPost, unpublishBlogPost and the
// scheduled publisher. Everything happens in the caller's transaction, audit included.

export type StoredBlogPost = BlogPostDocument<Timestamp>;

/** The post, or not-found. */
export async function readPostIn(tx: Transaction, id: string): Promise<StoredBlogPost> {
  const post = readDoc<StoredBlogPost>(await tx.get(blogPostRef(id)));
  if (!post) throw new HttpsError('not-found', BLOG_MESSAGES.postNotFound);
  return post;
}

/**
 * Writes `articles/{slug}` from the post and marks it published. Refuses (failed-precondition,
 * with the fields) a post that is not ready, and (already-exists) an address another article
 * holds.
 */
export async function publishPostIn(
  tx: Transaction,
  id: string,
  post: StoredBlogPost,
  { actor, now, reason }: { actor: Actor; now: number; reason: string | null },
): Promise<void> {
  const fields = fieldsOf(post);
  const problems = publishProblems(fields);
  if (problems.length > 0) {
    throw new HttpsError('failed-precondition', BLOG_MESSAGES.notReady, {
      fields: Object.fromEntries(problems.map((problem) => [problem.field, problem.message])),
    });
  }
  const [categorySnapshot, articleSnapshot] = await Promise.all([
    tx.get(blogCategoryRef(fields.category)),
    tx.get(articleRef(fields.slug)),
  ]);
  const category = readDoc<BlogCategoryDocument<Timestamp>>(categorySnapshot);
  if (!category) {
    throw new HttpsError('failed-precondition', BLOG_MESSAGES.unknownCategory, {
      fields: { category: BLOG_MESSAGES.unknownCategory },
    });
  }
  const holder = articleSnapshot.exists ? articleSnapshot.get('blogPostId') : id;
  if (holder !== id) {
    throw new HttpsError('already-exists', BLOG_MESSAGES.slugTaken, {
      fields: { slug: BLOG_MESSAGES.slugTaken },
    });
  }

  const firstPublishedAt = millisOf(post.publishedAt) ?? now;
  tx.set(
    articleRef(fields.slug),
    publicArticleOf(fields, {
      postId: id,
      categoryName: category.name,
      firstPublishedAt,
      now,
      siteOrigin: appUrl(),
    }),
  );
  const at = Timestamp.fromMillis(now);
  tx.update(blogPostRef(id), {
    status: 'published',
    publishAt: null,
    publishedAt: post.publishedAt ?? at,
    lastPublishedAt: at,
    publishedSlug: fields.slug,
    publishedSection: fields.section,
  } satisfies Partial<BlogPostDocument<WriteTime>>);
  recordAdminAction(tx, {
    action: post.status === 'published' ? 'blog.update-live' : 'blog.publish',
    actor,
    target: blogPostRef(id).path,
    before: { status: post.status, publishedSlug: post.publishedSlug },
    after: { status: 'published', publishedSlug: fields.slug, section: fields.section },
    reason,
  });
}

/** Takes the post off the site (when live) or cancels its schedule; it becomes a draft. */
export async function unpublishPostIn(
  tx: Transaction,
  id: string,
  post: StoredBlogPost,
  actor: Actor,
): Promise<void> {
  if (post.status === 'draft')
    throw new HttpsError('failed-precondition', BLOG_MESSAGES.notPublished);
  if (post.publishedSlug) {
    const live = await tx.get(articleRef(post.publishedSlug));
    if (live.exists && live.get('blogPostId') === id) tx.delete(live.ref);
  }
  tx.update(blogPostRef(id), {
    status: 'draft',
    publishAt: null,
    publishedSlug: null,
    publishedSection: null,
    updatedAt: FieldValue.serverTimestamp(),
    updatedBy: actor,
  } satisfies Partial<BlogPostDocument<WriteTime>>);
  recordAdminAction(tx, {
    action: post.status === 'scheduled' ? 'blog.unschedule' : 'blog.unpublish',
    actor,
    target: blogPostRef(id).path,
    before: { status: post.status, publishedSlug: post.publishedSlug },
    after: { status: 'draft', publishedSlug: null },
    reason: null,
  });
}
