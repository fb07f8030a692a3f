// The admin blog feature's only contact with Firebase: the posts, categories, content types and
// ideas it reads (admins only, under the rules) and the blog callables that write them.
// Component tests replace this module.
import {
  BLOG_POST_STATUSES,
  blogSearchTerm,
  type Actor,
  type BlogIdeaFields,
  type BlogPostFields,
  type BlogPostStatus,
  type ContentTypeFields,
  type IdeaStatus,
} from '@fixwell/common/admin/blog';
import {
  deleteBlogCategoryCallable,
  deleteBlogPostCallable,
  publishBlogPostCallable,
  saveBlogCategoryCallable,
  saveBlogIdeaCallable,
  saveBlogPostCallable,
  saveContentTypeCallable,
  turnBlogIdeaIntoDraftCallable,
  unpublishBlogPostCallable,
  type CallableInput,
  type CallableOutput,
} from '@fixwell/common/callables';
import type { ArticleSection, ContentType } from '@fixwell/common/catalogue/catalogue-constants';
import { COLLECTIONS } from '@fixwell/common/collections';
import { dateOf } from '@fixwell/common/timestamps';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentData,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';

import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';

/** Posts per page of the list. */
export const BLOG_PAGE_SIZE = 20;
/** Ideas per page of the backlog. */
export const IDEAS_PAGE_SIZE = 30;
/** Categories are few; more than this would need paging. */
const CATEGORIES_LIMIT = 200;

export type AdminBlogPost = BlogPostFields & {
  id: string;
  status: BlogPostStatus;
  publishAt: Date | null;
  publishedAt: Date | null;
  lastPublishedAt: Date | null;
  publishedSlug: string | null;
  publishedSection: ArticleSection | null;
  ideaId: string | null;
  /** Who drafted it, when a model did ("Written by … model …", or the local test provider). */
  aiLabel: string | null;
  updatedAt: Date | null;
  updatedBy: Actor | null;
};

export type BlogCategory = { slug: string; name: string; description: string };
export type BlogContentType = ContentTypeFields & { slug: ContentType; saved: boolean };
export type BlogIdea = BlogIdeaFields & {
  id: string;
  postId: string | null;
  updatedAt: Date | null;
};

/** Where the next page starts: opaque to everything but this module. */
export type BlogCursor = QueryDocumentSnapshot<unknown>;
export type BlogPage<T> = { items: T[]; next: BlogCursor | null };

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export function postFromData(id: string, data: DocumentData): AdminBlogPost {
  const status = BLOG_POST_STATUSES.includes(data.status as BlogPostStatus)
    ? (data.status as BlogPostStatus)
    : 'draft';
  return {
    id,
    title: text(data.title),
    slug: text(data.slug),
    section: (text(data.section) || 'blog') as ArticleSection,
    category: text(data.category),
    tags: list<string>(data.tags),
    author: text(data.author),
    markdown: text(data.markdown),
    coverImageUrl: text(data.coverImageUrl),
    coverImageAlt: text(data.coverImageAlt),
    seoTitle: text(data.seoTitle),
    description: text(data.description),
    canonical: text(data.canonical),
    faq: list(data.faq),
    howToTotalTime: text(data.howToTotalTime),
    howToSteps: list(data.howToSteps),
    relatedServices: list<string>(data.relatedServices),
    status,
    publishAt: dateOf(data.publishAt),
    publishedAt: dateOf(data.publishedAt),
    lastPublishedAt: dateOf(data.lastPublishedAt),
    publishedSlug: typeof data.publishedSlug === 'string' ? data.publishedSlug : null,
    publishedSection: (data.publishedSection as ArticleSection | null | undefined) ?? null,
    ideaId: typeof data.ideaId === 'string' ? data.ideaId : null,
    aiLabel: text((data.aiAssisted as { label?: unknown } | undefined)?.label) || null,
    updatedAt: dateOf(data.updatedAt),
    updatedBy: (data.updatedBy as Actor | undefined) ?? null,
  };
}

const postConverter = readConverter(postFromData);
const categoryConverter = readConverter((slug, data): BlogCategory => ({
  slug,
  name: text(data.name),
  description: text(data.description),
}));
const ideaConverter = readConverter((id, data): BlogIdea => ({
  id,
  workingTitle: text(data.workingTitle),
  searchPhrase: text(data.searchPhrase),
  intent: data.intent as BlogIdea['intent'],
  status: data.status as IdeaStatus,
  notes: text(data.notes),
  postId: typeof data.postId === 'string' ? data.postId : null,
  updatedAt: dateOf(data.updatedAt),
}));

const posts = () => collection(firestore(), COLLECTIONS.blogPosts).withConverter(postConverter);

export type BlogPostFilters = { status: BlogPostStatus; search?: string | null };

/** A page of posts of one status, newest change first, optionally those matching a word. */
export async function fetchBlogPosts(
  filters: BlogPostFilters,
  after: BlogCursor | null,
): Promise<BlogPage<AdminBlogPost>> {
  const term = blogSearchTerm(filters.search ?? '');
  const { docs } = await getDocs(
    query(
      posts(),
      where('status', '==', filters.status),
      ...(term ? [where('searchTerms', 'array-contains', term)] : []),
      orderBy('updatedAt', 'desc'),
      ...(after ? [startAfter(after)] : []),
      limit(BLOG_PAGE_SIZE + 1),
    ),
  );
  const shown = docs.slice(0, BLOG_PAGE_SIZE);
  return {
    items: shown.map((snapshot) => snapshot.data()),
    next: docs.length > BLOG_PAGE_SIZE ? (shown.at(-1) ?? null) : null,
  };
}

export async function fetchBlogPost(id: string): Promise<AdminBlogPost | null> {
  const snapshot = await getDoc(doc(posts(), id));
  return snapshot.exists() ? snapshot.data() : null;
}

export async function fetchBlogCategories(): Promise<BlogCategory[]> {
  const { docs } = await getDocs(
    query(
      collection(firestore(), COLLECTIONS.blogCategories).withConverter(categoryConverter),
      orderBy('name'),
      limit(CATEGORIES_LIMIT),
    ),
  );
  return docs.map((snapshot) => snapshot.data());
}

/** The saved texts of each content type (the page fills in the defaults for missing ones). */
export async function fetchContentTypeTexts(): Promise<Map<string, ContentTypeFields>> {
  const { docs } = await getDocs(collection(firestore(), COLLECTIONS.contentTypes));
  return new Map(
    docs.map((snapshot) => [
      snapshot.id,
      {
        label: text(snapshot.get('label')),
        intro: text(snapshot.get('intro')),
        seoTitle: text(snapshot.get('seoTitle')),
        seoDescription: text(snapshot.get('seoDescription')),
      },
    ]),
  );
}

/** A page of ideas, newest change first, optionally of one status. */
export async function fetchBlogIdeas(
  status: IdeaStatus | null,
  after: BlogCursor | null,
): Promise<BlogPage<BlogIdea>> {
  const { docs } = await getDocs(
    query(
      collection(firestore(), COLLECTIONS.blogIdeas).withConverter(ideaConverter),
      ...(status ? [where('status', '==', status)] : []),
      orderBy('updatedAt', 'desc'),
      ...(after ? [startAfter(after)] : []),
      limit(IDEAS_PAGE_SIZE + 1),
    ),
  );
  const shown = docs.slice(0, IDEAS_PAGE_SIZE);
  return {
    items: shown.map((snapshot) => snapshot.data()),
    next: docs.length > IDEAS_PAGE_SIZE ? (shown.at(-1) ?? null) : null,
  };
}

const FALLBACK = 'We could not save that. Please try again.';

export function saveBlogPost(
  input: CallableInput<typeof saveBlogPostCallable>,
): Promise<CallableOutput<typeof saveBlogPostCallable>> {
  return callFunction(saveBlogPostCallable, input, { fallback: FALLBACK });
}

export function publishBlogPost(
  input: CallableInput<typeof publishBlogPostCallable>,
): Promise<CallableOutput<typeof publishBlogPostCallable>> {
  return callFunction(publishBlogPostCallable, input, {
    fallback: 'We could not publish the post. Please try again.',
  });
}

export function unpublishBlogPost(id: string): Promise<{ status: 'draft' }> {
  return callFunction(
    unpublishBlogPostCallable,
    { id },
    {
      fallback: 'We could not unpublish the post. Please try again.',
    },
  );
}

export function deleteBlogPost(id: string): Promise<{ deleted: true }> {
  return callFunction(
    deleteBlogPostCallable,
    { id },
    {
      fallback: 'We could not delete the post. Please try again.',
    },
  );
}

export function saveBlogCategory(
  input: CallableInput<typeof saveBlogCategoryCallable>,
): Promise<{ slug: string }> {
  return callFunction(saveBlogCategoryCallable, input, { fallback: FALLBACK });
}

export function deleteBlogCategory(slug: string): Promise<{ deleted: true }> {
  return callFunction(
    deleteBlogCategoryCallable,
    { slug },
    {
      fallback: 'We could not delete the category. Please try again.',
    },
  );
}

export function saveContentType(
  input: CallableInput<typeof saveContentTypeCallable>,
): Promise<{ saved: true }> {
  return callFunction(saveContentTypeCallable, input, { fallback: FALLBACK });
}

export function saveBlogIdea(
  input: CallableInput<typeof saveBlogIdeaCallable>,
): Promise<{ id: string }> {
  return callFunction(saveBlogIdeaCallable, input, { fallback: FALLBACK });
}

export function turnBlogIdeaIntoDraft(id: string): Promise<{ postId: string }> {
  return callFunction(
    turnBlogIdeaIntoDraftCallable,
    { id },
    {
      fallback: 'We could not make a draft from the idea. Please try again.',
    },
  );
}
