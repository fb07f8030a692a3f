import type { Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import type { z } from 'zod';

import { BLOG_MESSAGES, slugify, type Actor } from '@fixwell/common/admin/blog';
import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from '../lib/admin';
import { requireActiveRole } from '../lib/callable-guards';
import type { SignedInCaller } from '../lib/callable';
import { readUserProfile } from '../lib/user-profiles';

// What the blog's handlers share: references, the admin guard, field errors and the actor.

export const blogPostRef = (id: string) => db().collection(COLLECTIONS.blogPosts).doc(id);
export const blogSlugRef = (slug: string) => db().collection(COLLECTIONS.blogSlugs).doc(slug);
export const articleRef = (slug: string) => db().collection(COLLECTIONS.articles).doc(slug);
export const blogCategoryRef = (slug: string) =>
  db().collection(COLLECTIONS.blogCategories).doc(slug);
export const blogIdeaRef = (id: string) => db().collection(COLLECTIONS.blogIdeas).doc(id);
export const contentTypeRef = (slug: string) => db().collection(COLLECTIONS.contentTypes).doc(slug);

/** Every blog callable: an active admin, read from the profile. */
export const blogAdminOnly = {
  auth: 'required' as const,
  guard: ({ uid }: SignedInCaller) => requireActiveRole(uid, 'admin', BLOG_MESSAGES.notAdmin),
  invalid: (error: z.ZodError) => invalidFields(fieldErrorsOf(error)),
};

/** The first message for each field (`post.title` → `title`), as `details.fields`. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    // `{ id, post: {...} }` and `{ id, idea: {...} }`: the form's field names are inside.
    const inner = path[0] === 'post' || path[0] === 'idea' ? path.slice(1) : path;
    fields[inner.join('.') || 'form'] ??= issue.message;
  }
  return fields;
}

export function invalidFields(fields: Record<string, string>): HttpsError {
  return new HttpsError('invalid-argument', BLOG_MESSAGES.invalid, { fields });
}

/** Who made a change, for `updatedBy` and the admin audit. */
export async function actorOf(uid: string): Promise<Actor> {
  return { uid, email: (await readUserProfile(uid))?.email ?? '' };
}

const SLUG_ATTEMPTS = 5;

/**
 * A free address for a new draft, made from its title: the title's slug, then `-2`…`-5`, then one
 * with the post's id (claims and live articles both count). Read in the caller's transaction,
 * which then claims it in `blogSlugs`.
 */
export async function freeBlogSlug(
  tx: Transaction,
  title: string,
  postId: string,
): Promise<string> {
  const base = slugify(title).slice(0, 74).replace(/-+$/, '') || 'new-post';
  const candidates = Array.from({ length: SLUG_ATTEMPTS }, (_, index) =>
    index === 0 ? base : `${base}-${index + 1}`,
  );
  const snapshots = await tx.getAll(
    ...candidates.flatMap((slug) => [blogSlugRef(slug), articleRef(slug)]),
  );
  const free = candidates.find(
    (_, index) => !snapshots[index * 2]!.exists && !snapshots[index * 2 + 1]!.exists,
  );
  return free ?? `${base.slice(0, 60)}-${postId.slice(0, 8).toLowerCase()}`;
}
