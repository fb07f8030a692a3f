import {
  BLOG_POST_STATUS_LABELS,
  EMPTY_BLOG_POST,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  blogPostFieldsSchema,
  publishProblems,
  slugify,
  type BlogPostFields,
} from '@fixwell/common/admin/blog';
import {
  ARTICLE_SECTIONS,
  CONTENT_TYPE_LABELS,
  type ArticleSection,
} from '@fixwell/common/catalogue/catalogue-constants';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';

import { confirm } from '@/components/confirm-dialog/confirm-store';
import { SelectField, TextAreaField, TextField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { LoadingBlock } from '@/components/loading-block';
import { useToastStore } from '@/components/toast/toast-store';
import { href, paths } from '@/config/paths';
import type { AdminBlogPost, BlogCategory } from '@/features/admin-blog/api/admin-blog-data';
import {
  useDeleteBlogPost,
  usePublishBlogPost,
  useSaveBlogPost,
  useUnpublishBlogPost,
} from '@/features/admin-blog/api/save-blog-post';
import { formatDateTime } from '@/features/admin-blog/components/blog-posts-list';
import { ListField } from '@/components/form/list-field';
import { FaqFields, HowToFields } from '@/features/admin-blog/components/repeated-fields';
import { SeoCounter } from '@/features/admin-blog/components/seo-counter';
import { clearDraft, readStoredDraft, storeDraft } from '@/hooks/use-form-draft';
import { CallFunctionError } from '@/lib/call-function';
import { buildPageTitle, truncateDescription } from '@/lib/seo/seo-text';

import './admin-blog.css';

const MarkdownPreview = lazy(() => import('@/features/admin-blog/components/markdown-preview'));

/** Quiet time after the last keystroke before the draft is saved to the server. */
export const AUTOSAVE_DELAY_MS = 3000;

const draftKey = (id: string | null) => `blog-post:${id ?? 'new'}`;

function sectionLabel(section: ArticleSection): string {
  return section === 'blog' ? 'Blog' : CONTENT_TYPE_LABELS[section];
}

/** Where a post is (or will be) on the site. */
export function postPath(post: Pick<BlogPostFields, 'section' | 'slug'>): string {
  return post.section === 'blog'
    ? href(paths.blogPost, { slug: post.slug })
    : href(paths.contentDetail, { contentType: post.section, slug: post.slug });
}

function fieldsOf(post: AdminBlogPost | null): BlogPostFields {
  if (!post) return EMPTY_BLOG_POST;
  const fields = { ...EMPTY_BLOG_POST };
  for (const key of Object.keys(EMPTY_BLOG_POST) as Array<keyof BlogPostFields>) {
    (fields as Record<string, unknown>)[key] = post[key];
  }
  return fields;
}

/** The text typed in this browser and not yet saved, when it is still a post's shape. */
function storedDraft(id: string | null): BlogPostFields | null {
  const stored = readStoredDraft(draftKey(id));
  if (!stored || typeof stored !== 'object') return null;
  return { ...EMPTY_BLOG_POST, ...(stored as Partial<BlogPostFields>) };
}

/** Server field errors (`details.fields`) onto the form's fields; true when there were any. */
function showFieldErrors(form: UseFormReturn<BlogPostFields>, error: unknown): boolean {
  if (!(error instanceof CallFunctionError)) return false;
  const fields = (error.details as { fields?: Record<string, string> } | undefined)?.fields;
  if (!fields) return false;
  const entries = Object.entries(fields);
  entries.forEach(([field, message], index) =>
    form.setError(field as keyof BlogPostFields, { message }, { shouldFocus: index === 0 }),
  );
  return entries.length > 0;
}

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'failed'; message: string };

/**
 * The post editor: the fields, a live preview by the publishing renderer, autosave to the server
 * once the text is valid, the unsaved text kept in this browser across a reload, and publish,
 * schedule, unpublish and delete.
 */
export function BlogPostEditor({
  post,
  categories,
}: {
  post: AdminBlogPost | null;
  categories: readonly BlogCategory[];
}) {
  // A new post gets its id from its first save (often the autosave); the editor stays mounted.
  const [id, setId] = useState(post?.id ?? null);
  const saved = useMemo(() => fieldsOf(post), [post]);
  const [restored] = useState(() => {
    const draft = storedDraft(post?.id ?? null);
    return draft && JSON.stringify(draft) !== JSON.stringify(saved) ? draft : null;
  });
  const form = useZodForm(blogPostFieldsSchema, { defaultValues: restored ?? saved });
  const navigate = useNavigate();
  const showToast = useToastStore((state) => state.show);
  const save = useSaveBlogPost();
  const publish = usePublishBlogPost();
  const unpublish = useUnpublishBlogPost();
  const remove = useDeleteBlogPost();
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const lastSaved = useRef(JSON.stringify(saved));
  const slugTouched = useRef(Boolean(post));
  const [scheduleAt, setScheduleAt] = useState('');
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const ids = { seoTitle: useId(), description: useId(), schedule: useId() };

  const values = useWatch({ control: form.control }) as BlogPostFields;
  const serialised = JSON.stringify(values);

  // Every change is kept in this browser until the server has it.
  useEffect(() => {
    if (serialised === lastSaved.current) clearDraft(draftKey(id));
    else storeDraft(draftKey(id), values);
  }, [serialised, id, values]);

  // A new post's address follows its title until someone edits the address.
  const title = values.title;
  useEffect(() => {
    if (!slugTouched.current) form.setValue('slug', slugify(title ?? ''));
  }, [title, form]);

  async function saveNow(fields: BlogPostFields, quiet: boolean): Promise<string | null> {
    setSaveState({ kind: 'saving' });
    try {
      const result = await save.mutateAsync({ id, post: fields });
      lastSaved.current = JSON.stringify(fields);
      clearDraft(draftKey(id));
      setSaveState({ kind: 'saved', at: new Date(result.updatedAt) });
      if (!id) {
        // The address bar shows the new post's page, so a reload opens it; the form stays as
        // it is (no remount while someone is typing), and its address stops following the title.
        setId(result.id);
        slugTouched.current = true;
        window.history.replaceState(
          window.history.state,
          '',
          href(paths.adminBlogEdit, { id: result.id }),
        );
      }
      return result.id;
    } catch (error) {
      const shown = showFieldErrors(form, error);
      const message = error instanceof Error ? error.message : 'Not saved.';
      setSaveState({ kind: 'failed', message });
      if (!quiet && !shown) throw error;
      return null;
    }
  }

  // Autosave: a valid, changed draft is saved after a quiet moment.
  useEffect(() => {
    if (serialised === lastSaved.current) return;
    const parsed = blogPostFieldsSchema.safeParse(JSON.parse(serialised));
    if (!parsed.success) return;
    const timer = setTimeout(() => void saveNow(parsed.data, true), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // saveNow reads the latest state through refs and the mutation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serialised]);

  async function publishAt(publishAtMillis: number | null) {
    const valid = await form.trigger();
    if (!valid) return;
    const fields = form.getValues();
    const problems = publishProblems(fields);
    if (problems.length > 0) {
      problems.forEach((problem, index) =>
        form.setError(problem.field, { message: problem.message }, { shouldFocus: index === 0 }),
      );
      showToast('error', 'Not published', 'The highlighted fields need attention first.');
      return;
    }
    const postId =
      id && JSON.stringify(fields) === lastSaved.current ? id : await saveNow(fields, true);
    if (!postId) return;
    try {
      const result = await publish.mutateAsync({ id: postId, publishAt: publishAtMillis });
      if (result.status === 'published') {
        showToast('success', 'Published', `The post is live at ${postPath(result)}.`);
      } else {
        showToast(
          'success',
          'Scheduled',
          `The post goes live ${formatDateTime(new Date(result.publishAt!))}.`,
        );
      }
      // The post's own page, now showing it live or scheduled.
      if (!post) navigate(href(paths.adminBlogEdit, { id: postId }), { replace: true });
    } catch (error) {
      if (!showFieldErrors(form, error)) {
        showToast('error', 'Not published', error instanceof Error ? error.message : undefined);
      }
    }
  }

  async function schedule() {
    const at = scheduleAt ? new Date(scheduleAt).getTime() : Number.NaN;
    if (Number.isNaN(at)) {
      setScheduleError('Choose the date and time the post goes live.');
      return;
    }
    if (at <= Date.now()) {
      setScheduleError('Choose a time in the future.');
      return;
    }
    setScheduleError(null);
    await publishAt(at);
  }

  async function takeDown() {
    if (!id || !post) return;
    const live = post.status === 'published';
    const ok = await confirm({
      title: live ? 'Unpublish this post?' : 'Cancel the schedule?',
      message: live
        ? 'The post leaves the site at once and becomes a draft. Its address will show "not found".'
        : 'The post stays a draft and will not go live.',
      confirmText: live ? 'Unpublish' : 'Cancel schedule',
      variant: 'warning',
    });
    if (!ok) return;
    try {
      await unpublish.mutateAsync(id);
      showToast('success', live ? 'Unpublished' : 'Schedule cancelled');
    } catch (error) {
      showToast('error', 'Not changed', error instanceof Error ? error.message : undefined);
    }
  }

  async function deletePost() {
    if (!id) return;
    const ok = await confirm({
      title: 'Delete this draft?',
      message: 'The draft and its text are deleted. This cannot be undone.',
      confirmText: 'Delete draft',
      variant: 'danger',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(id);
      clearDraft(draftKey(id));
      showToast('success', 'Draft deleted');
      navigate(paths.adminBlog);
    } catch (error) {
      showToast('error', 'Not deleted', error instanceof Error ? error.message : undefined);
    }
  }

  const status = post?.status ?? 'draft';
  const live = status === 'published';
  const changesNotLive =
    live &&
    post?.lastPublishedAt &&
    (serialised !== JSON.stringify(saved) ||
      (post.updatedAt && post.updatedAt.getTime() > post.lastPublishedAt.getTime()));
  const busy = save.isPending || publish.isPending || unpublish.isPending || remove.isPending;
  const seoTitle = values.seoTitle || values.title || '';

  return (
    <div className="blog-editor">
      <div className="blog-editor__status" role="status">
        <span className="blog-editor__badge">
          {id ? BLOG_POST_STATUS_LABELS[status].replace(/s$/, '') : 'New post'}
        </span>
        {live && post?.publishedAt ? (
          <span>Published {formatDateTime(post.publishedAt)}</span>
        ) : null}
        {status === 'scheduled' && post?.publishAt ? (
          <span>Goes live {formatDateTime(post.publishAt)}</span>
        ) : null}
        {changesNotLive ? <strong>Changes not yet live: press “Update live post”.</strong> : null}
        {post?.aiLabel ? (
          <strong className="blog-editor__ai">
            {post.aiLabel}: check every fact before publishing.
          </strong>
        ) : null}
        {live && post?.publishedSlug ? (
          <a
            href={postPath({ section: post.publishedSection ?? 'blog', slug: post.publishedSlug })}
            target="_blank"
            rel="noopener"
          >
            View on site<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
        <span className="blog-autosave">
          {saveState.kind === 'saving'
            ? 'Saving…'
            : saveState.kind === 'saved'
              ? `Saved ${formatDateTime(saveState.at)}`
              : saveState.kind === 'failed'
                ? `Not saved: ${saveState.message}`
                : serialised !== lastSaved.current
                  ? 'Unsaved changes are kept in this browser'
                  : null}
        </span>
      </div>

      {restored ? (
        <div className="form-alert" role="note">
          <p>We restored changes you had not saved yet, from this browser.</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              clearDraft(draftKey(id));
              form.reset(saved);
            }}
          >
            Discard them
          </button>
        </div>
      ) : null}

      <Form
        form={form}
        aria-label={post ? 'Edit the post' : 'Write a new post'}
        onSubmit={async (fields) => {
          const savedId = await saveNow(fields, false);
          if (savedId) showToast('success', 'Draft saved');
        }}
      >
        <TextField
          name="title"
          label="Title"
          hint="The heading of the post (10 to 100 characters)."
        />
        <TextField
          name="slug"
          label="Address"
          hint={`Lower-case words joined by hyphens. The post will be at ${postPath({ section: values.section ?? 'blog', slug: values.slug || '…' })}.`}
          onInput={() => {
            slugTouched.current = true;
          }}
        />
        <SelectField name="section" label="Where it appears">
          {ARTICLE_SECTIONS.map((section) => (
            <option key={section} value={section}>
              {sectionLabel(section)}
            </option>
          ))}
        </SelectField>
        <SelectField name="category" label="Category">
          {categories.some((category) => category.slug === values.category) ||
          !values.category ? null : (
            <option value={values.category}>{values.category} (deleted)</option>
          )}
          {categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <ListField
          separator="comma"
          name="tags"
          label="Tags"
          hint="Separate tags with commas: boilers, heating."
        />
        <TextField name="author" label="Author" autoComplete="name" />

        <div className="blog-editor__columns">
          <div className="blog-editor__markdown">
            <TextAreaField
              name="markdown"
              label="Text (Markdown)"
              hint="## for a heading, **bold**, - for a list, [text](https://…) for a link, ![description](https://…) for an image, | a | b | for a table."
            />
          </div>
          <section aria-label="Preview">
            <h2 className="form-field__label">Preview</h2>
            <Suspense fallback={<LoadingBlock label="Loading the preview…" lines={6} />}>
              <MarkdownPreview markdown={values.markdown ?? ''} />
            </Suspense>
          </section>
        </div>

        <fieldset className="blog-repeat">
          <legend>Search engines</legend>
          <TextField
            name="seoTitle"
            label="SEO title"
            optional
            hint="What search results show as the link. Leave empty to use the title."
            after={
              <>
                <SeoCounter id={ids.seoTitle} length={seoTitle.length} max={SEO_TITLE_MAX} />
                <p className="seo-snippet">
                  Shown as: <strong>{buildPageTitle(seoTitle)}</strong>
                </p>
              </>
            }
          />
          <TextAreaField
            name="description"
            label="Description"
            rows={3}
            hint="Shown under the title on the post and in search results (50 to 160 characters)."
            after={
              <>
                <SeoCounter
                  id={ids.description}
                  length={(values.description ?? '').length}
                  max={SEO_DESCRIPTION_MAX}
                />
                {values.description ? (
                  <p className="seo-snippet">Shown as: {truncateDescription(values.description)}</p>
                ) : null}
              </>
            }
          />
          <TextField
            name="canonical"
            label="Canonical address"
            optional
            hint="Only when the post first appeared elsewhere: that page's https:// address."
          />
        </fieldset>

        <fieldset className="blog-repeat">
          <legend>Cover image</legend>
          <TextField
            name="coverImageUrl"
            label="Image address"
            optional
            hint="An https:// address."
          />
          <TextField
            name="coverImageAlt"
            label="Image description"
            optional
            hint="Required with an image: what it shows, for people who cannot see it."
          />
        </fieldset>

        <ListField
          separator="comma"
          name="relatedServices"
          label="Related services"
          optional
          hint="Up to 4 service addresses, separated by commas: boiler-repair, radiator-installation."
        />
        <FaqFields />
        <HowToFields />

        <div className="form-actions blog-actions">
          <SubmitButton variant="secondary" pendingText="Saving…" pending={save.isPending}>
            Save draft
          </SubmitButton>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void publishAt(null)}
          >
            {publish.isPending ? 'Publishing…' : live ? 'Update live post' : 'Publish now'}
          </button>
          {!live ? (
            <div className="form-field">
              <label className="form-field__label" htmlFor={ids.schedule}>
                Publish later
              </label>
              <input
                id={ids.schedule}
                className="form-field__input"
                type="datetime-local"
                value={scheduleAt}
                aria-invalid={scheduleError ? true : undefined}
                aria-describedby={scheduleError ? `${ids.schedule}-error` : undefined}
                onChange={(event) => setScheduleAt(event.target.value)}
              />
              {scheduleError ? (
                <p id={`${ids.schedule}-error`} className="form-field__error">
                  {scheduleError}
                </p>
              ) : null}
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={() => void schedule()}
              >
                Schedule
              </button>
            </div>
          ) : null}
          {id && status !== 'draft' ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => void takeDown()}
            >
              {live ? 'Unpublish' : 'Cancel schedule'}
            </button>
          ) : null}
          {id && status === 'draft' ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => void deletePost()}
            >
              Delete draft
            </button>
          ) : null}
          <Link to={paths.adminBlog}>Back to posts</Link>
        </div>
      </Form>
    </div>
  );
}
