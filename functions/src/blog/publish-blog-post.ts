import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import { BLOG_MESSAGES, publishProblems, type BlogPostDocument } from '@fixwell/common/admin/blog';
import {
  deleteBlogPostCallable,
  publishBlogPostCallable,
  unpublishBlogPostCallable,
} from '@fixwell/common/callables';

import { recordAdminAction } from '../lib/admin-audit';
import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import type { WriteTime } from '../lib/documents';
import { fieldsOf, scheduleDecision } from './blog-decisions';
import { publishPostIn, readPostIn, unpublishPostIn } from './blog-publishing';
import { actorOf, blogAdminOnly, blogPostRef, blogSlugRef, invalidFields } from './blog-store';

/**
 * An admin publishes a saved post now (writing `articles/{slug}`; again on a live post, to update
 * it) or schedules it for `publishAt`, when publishScheduledPosts publishes it.
 */
export const publishBlogPost = onCallable(
  publishBlogPostCallable,
  async ({ id, publishAt }, { uid }) => {
    const actor = await actorOf(uid);
    const now = Date.now();
    const decision = scheduleDecision(publishAt, now);
    if (decision.kind === 'refused') throw invalidFields({ publishAt: decision.message });

    return runTransaction(async (tx) => {
      const post = await readPostIn(tx, id);
      if (decision.kind === 'now') {
        await publishPostIn(tx, id, post, { actor, now, reason: null });
        return {
          status: 'published' as const,
          slug: post.slug,
          section: post.section,
          publishAt: null,
        };
      }
      // A live post is updated now or not at all: scheduling would leave it live meanwhile.
      if (post.status === 'published') {
        throw new HttpsError('failed-precondition', BLOG_MESSAGES.slugLocked);
      }
      const problems = publishProblems(fieldsOf(post));
      if (problems.length > 0) {
        throw new HttpsError('failed-precondition', BLOG_MESSAGES.notReady, {
          fields: Object.fromEntries(problems.map((problem) => [problem.field, problem.message])),
        });
      }
      tx.update(blogPostRef(id), {
        status: 'scheduled',
        publishAt: Timestamp.fromMillis(decision.at),
        updatedAt: FieldValue.serverTimestamp(),
        updatedBy: actor,
      } satisfies Partial<BlogPostDocument<WriteTime>>);
      recordAdminAction(tx, {
        action: 'blog.schedule',
        actor,
        target: blogPostRef(id).path,
        before: { status: post.status },
        after: { status: 'scheduled', publishAt: new Date(decision.at).toISOString() },
        reason: null,
      });
      return {
        status: 'scheduled' as const,
        slug: post.slug,
        section: post.section,
        publishAt: decision.at,
      };
    });
  },
  blogAdminOnly,
);

/** An admin takes a post off the site, or cancels its schedule; it becomes a draft. */
export const unpublishBlogPost = onCallable(
  unpublishBlogPostCallable,
  async ({ id }, { uid }) => {
    const actor = await actorOf(uid);
    await runTransaction(async (tx) => {
      const post = await readPostIn(tx, id);
      await unpublishPostIn(tx, id, post, actor);
    });
    return { status: 'draft' as const };
  },
  blogAdminOnly,
);

/** An admin deletes a draft; a live or scheduled post is unpublished first. */
export const deleteBlogPost = onCallable(
  deleteBlogPostCallable,
  async ({ id }, { uid }) => {
    const actor = await actorOf(uid);
    await runTransaction(async (tx) => {
      const post = await readPostIn(tx, id);
      if (post.status !== 'draft') {
        throw new HttpsError('failed-precondition', 'Unpublish the post before deleting it.');
      }
      const claim = await tx.get(blogSlugRef(post.slug));
      if (claim.get('postId') === id) tx.delete(claim.ref);
      tx.delete(blogPostRef(id));
      recordAdminAction(tx, {
        action: 'blog.delete',
        actor,
        target: blogPostRef(id).path,
        before: { title: post.title, slug: post.slug },
        after: null,
        reason: null,
      });
    });
    return { deleted: true as const };
  },
  blogAdminOnly,
);
