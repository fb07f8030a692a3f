import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import { BLOG_MESSAGES, type BlogCategoryDocument } from '@fixwell/common/admin/blog';
import { deleteBlogCategoryCallable, saveBlogCategoryCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';

import { recordAdminAction } from '../lib/admin-audit';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { readDoc, type WriteTime } from '../lib/documents';
import { actorOf, blogAdminOnly, blogCategoryRef, invalidFields } from './blog-store';

/** Published articles renamed per run of a category rename (more are not expected). */
const RENAME_LIMIT = 450;

/**
 * An admin adds a category or renames one; a rename also changes the name shown on the category's
 * published articles (`categoryName`, denormalised so public pages need no extra read).
 */
export const saveBlogCategory = onCallable(
  saveBlogCategoryCallable,
  async ({ slug, name, description, mode }, { uid }) => {
    const actor = await actorOf(uid);
    const articles = db().collection(COLLECTIONS.articles);
    await runTransaction(async (tx) => {
      const ref = blogCategoryRef(slug);
      const existing = readDoc<BlogCategoryDocument<Timestamp>>(await tx.get(ref));
      if (mode === 'create' && existing)
        throw invalidFields({ slug: BLOG_MESSAGES.categoryExists });
      if (mode === 'update' && !existing)
        throw new HttpsError('not-found', BLOG_MESSAGES.categoryNotFound);
      const renamed =
        existing && existing.name !== name
          ? await tx.get(articles.where('category', '==', slug).limit(RENAME_LIMIT))
          : null;
      tx.set(ref, {
        name,
        description,
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies BlogCategoryDocument<WriteTime>);
      for (const article of renamed?.docs ?? []) tx.update(article.ref, { categoryName: name });
      recordAdminAction(tx, {
        action: existing ? 'blog-category.update' : 'blog-category.create',
        actor,
        target: ref.path,
        before: existing ? { name: existing.name, description: existing.description } : null,
        after: { name, description },
        reason: null,
      });
    });
    return { slug };
  },
  blogAdminOnly,
);

/** An admin deletes a category no post or article uses. */
export const deleteBlogCategory = onCallable(
  deleteBlogCategoryCallable,
  async ({ slug }, { uid }) => {
    const actor = await actorOf(uid);
    await runTransaction(async (tx) => {
      const ref = blogCategoryRef(slug);
      const existing = readDoc<BlogCategoryDocument<Timestamp>>(await tx.get(ref));
      if (!existing) throw new HttpsError('not-found', BLOG_MESSAGES.categoryNotFound);
      const [posts, articles] = await Promise.all([
        tx.get(db().collection(COLLECTIONS.blogPosts).where('category', '==', slug).count()),
        tx.get(
          db()
            .collection(COLLECTIONS.articles)
            .where('category', '==', slug)
            .where('source', '==', 'seed')
            .count(),
        ),
      ]);
      const using = posts.data().count + articles.data().count;
      if (using > 0)
        throw new HttpsError('failed-precondition', BLOG_MESSAGES.categoryInUse(using));
      tx.delete(ref);
      recordAdminAction(tx, {
        action: 'blog-category.delete',
        actor,
        target: ref.path,
        before: { name: existing.name, description: existing.description },
        after: null,
        reason: null,
      });
    });
    return { deleted: true as const };
  },
  blogAdminOnly,
);
