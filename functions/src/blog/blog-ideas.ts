import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import {
  BLOG_MESSAGES,
  EMPTY_BLOG_POST,
  blogSearchTerms,
  type BlogIdeaDocument,
  type BlogPostDocument,
  type BlogSlugClaim,
  UNPUBLISHED_DRAFT,
} from '@fixwell/common/admin/blog';
import { saveBlogIdeaCallable, turnBlogIdeaIntoDraftCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';

import { recordAdminAction } from '../lib/admin-audit';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { readDoc, type WriteTime } from '../lib/documents';
import {
  actorOf,
  blogAdminOnly,
  blogIdeaRef,
  blogPostRef,
  blogSlugRef,
  freeBlogSlug,
} from './blog-store';

/** An admin adds an idea to the backlog or edits one. */
export const saveBlogIdea = onCallable(
  saveBlogIdeaCallable,
  async ({ id, idea }, { uid }) => {
    const actor = await actorOf(uid);
    const ref = id ? blogIdeaRef(id) : db().collection(COLLECTIONS.blogIdeas).doc();
    await runTransaction(async (tx) => {
      const existing = id ? readDoc<BlogIdeaDocument<Timestamp>>(await tx.get(ref)) : undefined;
      if (id && !existing) throw new HttpsError('not-found', BLOG_MESSAGES.ideaNotFound);
      if (existing) {
        tx.update(ref, {
          ...idea,
          updatedAt: FieldValue.serverTimestamp(),
        } satisfies Partial<BlogIdeaDocument<WriteTime>>);
      } else {
        tx.create(ref, {
          ...idea,
          postId: null,
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        } satisfies BlogIdeaDocument<WriteTime>);
      }
      recordAdminAction(tx, {
        action: existing ? 'blog-idea.update' : 'blog-idea.create',
        actor,
        target: ref.path,
        before: existing ? { workingTitle: existing.workingTitle, status: existing.status } : null,
        after: { workingTitle: idea.workingTitle, status: idea.status },
        reason: null,
      });
    });
    return { id: ref.id };
  },
  blogAdminOnly,
);

/** Addresses tried for a new draft: the title's, then with -2 … -5. */

/**
 * "Turn into a draft": a draft post titled after the idea, at a free address made from its title,
 * linked both ways (`post.ideaId`, `idea.postId`); the idea becomes `drafted`.
 */
export const turnBlogIdeaIntoDraft = onCallable(
  turnBlogIdeaIntoDraftCallable,
  async ({ id }, { uid }) => {
    const actor = await actorOf(uid);
    const postRef = db().collection(COLLECTIONS.blogPosts).doc();
    await runTransaction(async (tx) => {
      const idea = readDoc<BlogIdeaDocument<Timestamp>>(await tx.get(blogIdeaRef(id)));
      if (!idea) throw new HttpsError('not-found', BLOG_MESSAGES.ideaNotFound);
      if (idea.postId) throw new HttpsError('failed-precondition', BLOG_MESSAGES.ideaHasDraft);

      const slug = await freeBlogSlug(tx, idea.workingTitle, postRef.id);

      const title = idea.workingTitle;
      tx.set(blogSlugRef(slug), { postId: postRef.id } satisfies BlogSlugClaim);
      tx.create(postRef, {
        ...EMPTY_BLOG_POST,
        title,
        slug,
        tags: idea.searchPhrase ? [idea.searchPhrase.slice(0, 40)] : [],
        ...UNPUBLISHED_DRAFT,
        ideaId: id,
        searchTerms: blogSearchTerms(title, slug),
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
        updatedBy: actor,
      } satisfies BlogPostDocument<WriteTime>);
      tx.update(blogIdeaRef(id), {
        postId: postRef.id,
        status: 'drafted',
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies Partial<BlogIdeaDocument<WriteTime>>);
      recordAdminAction(tx, {
        action: 'blog-idea.draft',
        actor,
        target: blogPostRef(postRef.id).path,
        before: null,
        after: { ideaId: id, title, slug },
        reason: null,
      });
    });
    return { postId: postRef.id };
  },
  blogAdminOnly,
);
