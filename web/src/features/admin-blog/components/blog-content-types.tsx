import {
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  contentTypeFieldsSchema,
  type ContentTypeFields,
} from '@fixwell/common/admin/blog';
import { useWatch } from 'react-hook-form';

import { TextAreaField, TextField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { QueryState } from '@/components/query-state';
import { useToastStore } from '@/components/toast/toast-store';
import { href, paths } from '@/config/paths';
import type { BlogContentType } from '@/features/admin-blog/api/admin-blog-data';
import { useContentTypes, useSaveContentType } from '@/features/admin-blog/api/get-content-types';
import { SeoCounter } from '@/features/admin-blog/components/seo-counter';

import './admin-blog.css';

function ContentTypeForm({ type }: { type: BlogContentType }) {
  const save = useSaveContentType();
  const showToast = useToastStore((state) => state.show);
  const form = useZodForm(contentTypeFieldsSchema, {
    defaultValues: {
      label: type.label,
      intro: type.intro,
      seoTitle: type.seoTitle,
      seoDescription: type.seoDescription,
    },
  });
  const [seoTitle = '', seoDescription = ''] = useWatch({
    control: form.control,
    name: ['seoTitle', 'seoDescription'],
  });
  const path = href(paths.contentList, { contentType: type.slug });
  return (
    <li className="blog-card">
      <h3 id={`content-type-${type.slug}`}>{type.label}</h3>
      <p className="blog-list__meta">
        <a href={path} target="_blank" rel="noopener">
          {path}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        {type.saved ? null : ' · showing the built-in texts'}
      </p>
      <Form
        form={form}
        aria-labelledby={`content-type-${type.slug}`}
        onSubmit={async (values: ContentTypeFields) => {
          await save.mutateAsync({ slug: type.slug, ...values });
          showToast(
            'success',
            'Section saved',
            `${values.label}: the page shows it within minutes.`,
          );
        }}
      >
        <TextField name="label" label="Name" />
        <TextAreaField name="intro" label="Introduction" rows={3} />
        <TextField
          name="seoTitle"
          label="SEO title"
          optional
          after={<SeoCounter length={seoTitle.length} max={SEO_TITLE_MAX} />}
        />
        <TextAreaField
          name="seoDescription"
          label="SEO description"
          optional
          rows={2}
          after={<SeoCounter length={seoDescription.length} max={SEO_DESCRIPTION_MAX} />}
        />
        <div className="form-actions">
          <SubmitButton pendingText="Saving…">Save {type.label}</SubmitButton>
        </div>
      </Form>
    </li>
  );
}

/** The `/:contentType` sections' names, introductions and search texts. */
export function BlogContentTypes() {
  const types = useContentTypes();
  return (
    <QueryState query={types} what="the sections">
      {(list) => (
        <ul className="blog-cards">
          {list.map((type) => (
            <ContentTypeForm key={type.slug} type={type} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}
