import {
  IDEA_INTENTS,
  IDEA_INTENT_LABELS,
  IDEA_STATUSES,
  IDEA_STATUS_LABELS,
  blogIdeaFieldsSchema,
  type BlogIdeaFields,
  type IdeaStatus,
} from '@fixwell/common/admin/blog';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { SelectField, TextAreaField, TextField } from '@/components/form/bound-fields';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { useToastStore } from '@/components/toast/toast-store';
import { href, paths } from '@/config/paths';
import type { BlogIdea } from '@/features/admin-blog/api/admin-blog-data';
import {
  useBlogIdeas,
  useSaveBlogIdea,
  useTurnBlogIdeaIntoDraft,
} from '@/features/admin-blog/api/get-blog-ideas';

import { EditableCard, FormButtons } from '@/features/admin-blog/components/editable-card';

import './admin-blog.css';

const NEW_IDEA: BlogIdeaFields = {
  workingTitle: '',
  searchPhrase: '',
  intent: 'informational',
  status: 'new',
  notes: '',
};

function IdeaForm({ idea, onDone }: { idea: BlogIdea | null; onDone?: () => void }) {
  const save = useSaveBlogIdea();
  const showToast = useToastStore((state) => state.show);
  const form = useZodForm(blogIdeaFieldsSchema, { defaultValues: idea ?? NEW_IDEA });
  return (
    <Form
      form={form}
      aria-label={idea ? `Edit ${idea.workingTitle}` : 'Add an idea'}
      onSubmit={async (values: BlogIdeaFields) => {
        await save.mutateAsync({ id: idea?.id ?? null, idea: values });
        showToast('success', idea ? 'Idea saved' : 'Idea added', values.workingTitle);
        if (!idea) form.reset(NEW_IDEA);
        onDone?.();
      }}
    >
      <TextField name="workingTitle" label="Working title" />
      <TextField
        name="searchPhrase"
        label="Target search phrase"
        optional
        hint="What people type into a search engine, e.g. “boiler losing pressure”."
      />
      <SelectField name="intent" label="What the searcher wants">
        {IDEA_INTENTS.map((intent) => (
          <option key={intent} value={intent}>
            {IDEA_INTENT_LABELS[intent]}
          </option>
        ))}
      </SelectField>
      <SelectField name="status" label="Status">
        {IDEA_STATUSES.map((status) => (
          <option key={status} value={status}>
            {IDEA_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <TextAreaField name="notes" label="Notes" optional rows={3} />
      <FormButtons
        submit={idea ? 'Save idea' : 'Add idea'}
        {...(onDone ? { onCancel: onDone } : {})}
      />
    </Form>
  );
}

function IdeaItem({ idea }: { idea: BlogIdea }) {
  const [editing, setEditing] = useState(false);
  const draft = useTurnBlogIdeaIntoDraft();
  const navigate = useNavigate();
  const showToast = useToastStore((state) => state.show);
  return (
    <EditableCard
      editing={editing}
      form={<IdeaForm idea={idea} onDone={() => setEditing(false)} />}
    >
      <h3>{idea.workingTitle}</h3>
      <p className="blog-list__meta">
        {IDEA_STATUS_LABELS[idea.status]} · {IDEA_INTENT_LABELS[idea.intent]}
        {idea.searchPhrase ? ` · “${idea.searchPhrase}”` : ''}
      </p>
      {idea.notes ? <p>{idea.notes}</p> : null}
      <div className="form-actions">
        {idea.postId ? (
          <Link to={href(paths.adminBlogEdit, { id: idea.postId })}>Open its draft</Link>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={draft.isPending}
            onClick={() =>
              draft.mutate(idea.id, {
                onSuccess: ({ postId }) => navigate(href(paths.adminBlogEdit, { id: postId })),
                onError: (error) => showToast('error', 'No draft made', error.message),
              })
            }
          >
            {draft.isPending ? 'Making the draft…' : 'Turn into a draft'}
            <span className="visually-hidden">: {idea.workingTitle}</span>
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={() => setEditing(true)}>
          Edit<span className="visually-hidden"> {idea.workingTitle}</span>
        </button>
      </div>
    </EditableCard>
  );
}

function statusOf(value: string | null): IdeaStatus | null {
  return IDEA_STATUSES.includes(value as IdeaStatus) ? (value as IdeaStatus) : null;
}

/** The backlog of post ideas, filtered by status (in the URL), and a form to add one. */
export function BlogIdeas() {
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const ideas = useBlogIdeas(status);
  const filterId = useId();
  const items = ideas.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="blog-admin">
      <section aria-labelledby="blog-idea-add-heading">
        <h2 id="blog-idea-add-heading">Add an idea</h2>
        <IdeaForm idea={null} />
      </section>
      <section aria-labelledby="blog-ideas-heading">
        <h2 id="blog-ideas-heading">Backlog</h2>
        <div className="form-field">
          <label className="form-field__label" htmlFor={filterId}>
            Show
          </label>
          <select
            id={filterId}
            className="form-field__input"
            value={status ?? ''}
            onChange={(event) => {
              const next = new URLSearchParams(params);
              if (event.target.value) next.set('status', event.target.value);
              else next.delete('status');
              setParams(next);
            }}
          >
            <option value="">Every idea</option>
            {IDEA_STATUSES.map((value) => (
              <option key={value} value={value}>
                {IDEA_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        {ideas.data === undefined ? (
          ideas.isError ? (
            <LoadError
              message="We could not load the ideas."
              onRetry={() => void ideas.refetch()}
              retrying={ideas.isFetching}
            />
          ) : (
            <LoadingBlock label="Loading the ideas…" lines={4} />
          )
        ) : items.length === 0 ? (
          <p className="blog-admin__empty">No ideas here yet.</p>
        ) : (
          <ul className="blog-cards">
            {items.map((idea) => (
              <IdeaItem key={idea.id} idea={idea} />
            ))}
          </ul>
        )}
        {ideas.hasNextPage ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={ideas.isFetchingNextPage}
            onClick={() => void ideas.fetchNextPage()}
          >
            {ideas.isFetchingNextPage ? 'Loading…' : 'Show more ideas'}
          </button>
        ) : null}
      </section>
    </div>
  );
}
