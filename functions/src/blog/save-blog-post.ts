import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import {
  BLOG_MESSAGES,
  blogSearchTerms,
  type BlogPostDocument,
  type BlogSlugClaim,
  UNPUBLISHED_DRAFT,
} from '@fixwell/common/admin/blog';
import { saveBlogPostCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';

import { recordAdminAction } from '../lib/admin-audit';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { readDoc, type WriteTime } from '../lib/documents';
import { addressChangeProblem, fieldsOf } from './blog-decisions';
import {
  actorOf,
  articleRef,
  blogAdminOnly,
  blogCategoryRef,
  blogPostRef,
  blogSlugRef,
  invalidFields,
} from './blog-store';

/**
 * An admin saves a post's working copy (the editor autosaves through it): creates the post when
 * `id` is null. The address is claimed in `blogSlugs` in the same transaction, so two posts (or a
 * post and a seeded article) never share one; a live post keeps its address. The public copy is
 * only written by publishing.
 */
export const saveBlogPost = onCallable(
  saveBlogPostCallable,
  async ({ id, post: fields }, { uid }) => {
    const actor = await actorOf(uid);
    const ref = id ? blogPostRef(id) : db().collection(COLLECTIONS.blogPosts).doc();
    const result = await runTransaction(async (tx) => {
      const existing = id ? readDoc<BlogPostDocument<Timestamp>>(await tx.get(ref)) : undefined;
      if (id && !existing) throw new HttpsError('not-found', BLOG_MESSAGES.postNotFound);

      const addressProblem = addressChangeProblem(existing, fields);
      if (addressProblem) throw invalidFields({ [addressProblem.field]: addressProblem.message });

      const [category, claim, article, ...services] = await tx.getAll(
        blogCategoryRef(fields.category),
        blogSlugRef(fields.slug),
        articleRef(fields.slug),
        ...fields.relatedServices.map((slug) => db().collection(COLLECTIONS.services).doc(slug)),
      );
      const errors: Record<string, string> = {};
      if (!category?.exists) errors.category = BLOG_MESSAGES.unknownCategory;
      if (services.some((service) => !service.exists))
        errors.relatedServices = BLOG_MESSAGES.unknownService;
      const claimedBy = claim?.exists ? (claim.get('postId') as string) : ref.id;
      const articleHolder = article?.exists ? article.get('blogPostId') : ref.id;
      if (claimedBy !== ref.id || articleHolder !== ref.id) errors.slug = BLOG_MESSAGES.slugTaken;
      if (Object.keys(errors).length > 0) throw invalidFields(errors);

      if (existing && existing.slug !== fields.slug) {
        const oldClaim = await tx.get(blogSlugRef(existing.slug));
        if (oldClaim.get('postId') === ref.id) tx.delete(oldClaim.ref);
      }
      tx.set(blogSlugRef(fields.slug), { postId: ref.id } satisfies BlogSlugClaim);

      const changed = existing
        ? Object.entries(fields)
            .filter(
              ([key, value]) =>
                JSON.stringify(value) !==
                JSON.stringify(fieldsOf(existing)[key as keyof typeof fields]),
            )
            .map(([key]) => key)
        : Object.keys(fields);
      const status = existing?.status ?? 'draft';
      if (existing && changed.length === 0) return { status, changed };

      const searchTerms = blogSearchTerms(fields.title, fields.slug, ...fields.tags);
      if (existing) {
        tx.update(ref, {
          ...fields,
          searchTerms,
          updatedAt: FieldValue.serverTimestamp(),
          updatedBy: actor,
        } satisfies Partial<BlogPostDocument<WriteTime>>);
      } else {
        tx.create(ref, {
          ...fields,
          ...UNPUBLISHED_DRAFT,
          searchTerms,
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
          updatedBy: actor,
        } satisfies BlogPostDocument<WriteTime>);
      }
      recordAdminAction(tx, {
        action: existing ? 'blog.save' : 'blog.create',
        actor,
        target: ref.path,
        before: existing ? { slug: existing.slug, title: existing.title } : null,
        after: { slug: fields.slug, title: fields.title, changed },
        reason: null,
      });
      return { status, changed };
    });
    const saved = await ref.get();
    const updatedAt = (saved.get('updatedAt') as Timestamp | undefined)?.toMillis() ?? Date.now();
    return { id: ref.id, status: result.status, updatedAt };
  },
  blogAdminOnly,
);
