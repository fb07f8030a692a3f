import { blogCategorySchema, slugify, type BlogCategoryFields } from '@fixwell/common/admin/blog';
import { useState } from 'react';

import { confirm } from '@/components/confirm-dialog/confirm-store';
import { TextAreaField, TextField } from '@/components/form/bound-fields';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { QueryState } from '@/components/query-state';
import { useToastStore } from '@/components/toast/toast-store';
import type { BlogCategory } from '@/features/admin-blog/api/admin-blog-data';
import {
  useBlogCategories,
  useDeleteBlogCategory,
  useSaveBlogCategory,
} from '@/features/admin-blog/api/get-blog-categories';
import { CallFunctionError } from '@/lib/call-function';

import { EditableCard, FormButtons } from '@/features/admin-blog/components/editable-card';

import './admin-blog.css';

function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof CallFunctionError
    ? ((error.details as { fields?: Record<string, string> } | undefined)?.fields ?? {})
    : {};
}

function CategoryForm({
  category,
  onDone,
}: {
  category: BlogCategory | null;
  onDone?: () => void;
}) {
  const save = useSaveBlogCategory();
  const showToast = useToastStore((state) => state.show);
  const form = useZodForm(blogCategorySchema, {
    defaultValues: category ?? { slug: '', name: '', description: '' },
  });
  const [slugTouched, setSlugTouched] = useState(false);
  return (
    <Form
      form={form}
      aria-label={category ? `Rename ${category.name}` : 'Add a category'}
      onSubmit={async (values: BlogCategoryFields) => {
        try {
          await save.mutateAsync({ ...values, mode: category ? 'update' : 'create' });
        } catch (error) {
          const fields = Object.entries(fieldErrors(error));
          if (fields.length === 0) throw error;
          fields.forEach(([field, message]) =>
            form.setError(field as keyof BlogCategoryFields, { message }),
          );
          return;
        }
        showToast('success', category ? 'Category saved' : 'Category added', values.name);
        if (!category) form.reset({ slug: '', name: '', description: '' });
        onDone?.();
      }}
    >
      <TextField
        name="name"
        label="Name"
        {...(!category && !slugTouched
          ? {
              onInput: (event: React.FormEvent<HTMLInputElement>) =>
                form.setValue('slug', slugify(event.currentTarget.value)),
            }
          : {})}
      />
      {category ? null : (
        <TextField
          name="slug"
          label="Address"
          hint="Lower-case words joined by hyphens; it cannot change later."
          onInput={() => setSlugTouched(true)}
        />
      )}
      <TextAreaField name="description" label="Description" optional rows={2} />
      <FormButtons
        submit={category ? 'Save' : 'Add category'}
        {...(onDone ? { onCancel: onDone } : {})}
      />
    </Form>
  );
}

function CategoryItem({ category }: { category: BlogCategory }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteBlogCategory();
  const showToast = useToastStore((state) => state.show);
  return (
    <EditableCard
      editing={editing}
      form={<CategoryForm category={category} onDone={() => setEditing(false)} />}
    >
      <h3>{category.name}</h3>
      <p className="blog-list__meta">{category.slug}</p>
      {category.description ? <p>{category.description}</p> : null}
      <div className="form-actions">
        <button type="button" className="button button--secondary" onClick={() => setEditing(true)}>
          Rename<span className="visually-hidden"> {category.name}</span>
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={remove.isPending}
          onClick={async () => {
            const ok = await confirm({
              title: `Delete “${category.name}”?`,
              message: 'Only a category no post uses can be deleted.',
              confirmText: 'Delete',
              variant: 'danger',
            });
            if (!ok) return;
            remove.mutate(category.slug, {
              onSuccess: () => showToast('success', 'Category deleted', category.name),
              onError: (error) => showToast('error', 'Not deleted', error.message),
            });
          }}
        >
          Delete<span className="visually-hidden"> {category.name}</span>
        </button>
      </div>
    </EditableCard>
  );
}

/** The blog's categories: add, rename, delete when unused. */
export function BlogCategories() {
  const categories = useBlogCategories();
  return (
    <div className="blog-admin">
      <section aria-labelledby="blog-categories-heading">
        <h2 id="blog-categories-heading">Categories</h2>
        <QueryState query={categories} what="the categories">
          {(list) =>
            list.length === 0 ? (
              <p className="blog-admin__empty">No categories yet.</p>
            ) : (
              <ul className="blog-cards">
                {list.map((category) => (
                  <CategoryItem key={category.slug} category={category} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
      <section aria-labelledby="blog-category-add-heading">
        <h2 id="blog-category-add-heading">Add a category</h2>
        <CategoryForm category={null} />
      </section>
    </div>
  );
}
