import {
  AI_LENGTH_SPECS,
  AI_LENGTHS,
  AI_TONE_LABELS,
  AI_TONES,
  generateAiDraftSchema,
  type GenerateAiDraftResult,
} from '@fixwell/common/admin/ai-content';
import {
  ARTICLE_SECTIONS,
  CONTENT_TYPE_LABELS,
  type ArticleSection,
} from '@fixwell/common/catalogue/catalogue-constants';
import { useState } from 'react';
import { Link } from 'react-router';

import {
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
} from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { QueryState, TextPlaceholder } from '@/components/query-state';
import { paths, href } from '@/config/paths';
import { useGenerateAiDraft } from '@/features/ai-content/api/generate-ai-draft';
import { useDraftableIdeas } from '@/features/ai-content/api/get-ai-content';
import type { AiIdeaChoice } from '@/features/ai-content/ai-content-types';

import './ai-content.css';
import { showServerFieldErrors } from '@/components/form/server-field-errors';

const sectionLabel = (section: ArticleSection) =>
  section === 'blog' ? 'Blog post' : CONTENT_TYPE_LABELS[section];

function DraftResult({ result }: { result: GenerateAiDraftResult }) {
  const local = result.provider === 'local';
  return (
    <div className="card ai-result">
      <h3>Draft saved: {result.title}</h3>
      <p>
        <span className="ai-label">{result.label}</span>
      </p>
      <p>
        It is a draft: nothing is published until an editor checks it, rewrites what needs it and
        publishes it.{' '}
        {local ? 'Every section is a placeholder from the local test provider.' : null}
      </p>
      <p className="ai-drafts__meta">
        {result.inputTokens.toLocaleString('en-GB')} tokens in,{' '}
        {result.outputTokens.toLocaleString('en-GB')} tokens out ({result.model})
      </p>
      <p>
        <Link
          className="button button--primary"
          to={href(paths.adminBlogEdit, { id: result.postId })}
        >
          Open the draft in the editor
        </Link>
      </p>
    </div>
  );
}

function GeneratorForm({ ideas }: { ideas: AiIdeaChoice[] }) {
  const generate = useGenerateAiDraft();
  const [result, setResult] = useState<GenerateAiDraftResult | null>(null);
  const form = useZodForm(generateAiDraftSchema, {
    defaultValues: {
      source: ideas.length > 0 ? 'idea' : 'brief',
      ideaId: '',
      title: '',
      brief: '',
      searchPhrase: '',
      section: 'blog',
      tone: 'practical',
      length: 'medium',
    },
  });
  const source = form.watch('source');
  return (
    <>
      <Form
        form={form}
        aria-label="Generate a draft"
        onSubmit={async (values) => {
          setResult(null);
          try {
            setResult(
              await generate.mutateAsync({
                ...values,
                ideaId: values.source === 'idea' ? values.ideaId : null,
              }),
            );
          } catch (error) {
            if (showServerFieldErrors(form, error)) return;
            throw error;
          }
        }}
      >
        <RadioGroupField
          name="source"
          legend="Start from"
          choices={[
            {
              value: 'idea',
              label: `An idea from the backlog (${ideas.length.toLocaleString('en-GB')} without a draft)`,
            },
            { value: 'brief', label: 'A brief I write here' },
          ]}
        />
        {source === 'idea' ? (
          <SelectField
            name="ideaId"
            label="Idea"
            hint={
              ideas.length === 0
                ? 'Every idea has a draft already: add one on the ideas page, or write a brief.'
                : 'Its working title, search phrase and notes go into the request.'
            }
          >
            <option value="">Choose an idea</option>
            {ideas.map((idea) => (
              <option key={idea.id} value={idea.id}>
                {idea.workingTitle}
                {idea.searchPhrase ? ` (${idea.searchPhrase})` : ''}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField name="title" label="Working title" maxLength={100} autoComplete="off" />
        )}
        <TextAreaField
          name="brief"
          label={source === 'idea' ? 'Anything to add' : 'Brief'}
          hint="What the post must cover, who it is for, points to make or avoid."
          optional
          rows={4}
        />
        <TextField
          name="searchPhrase"
          label="Target search phrase"
          hint={
            source === 'idea' ? 'Leave empty to use the idea’s.' : 'Such as “bleed a radiator”.'
          }
          optional
          autoComplete="off"
        />
        <SelectField name="section" label="Content type">
          {ARTICLE_SECTIONS.map((section) => (
            <option key={section} value={section}>
              {sectionLabel(section)}
            </option>
          ))}
        </SelectField>
        <SelectField name="tone" label="Tone">
          {AI_TONES.map((tone) => (
            <option key={tone} value={tone}>
              {AI_TONE_LABELS[tone]}
            </option>
          ))}
        </SelectField>
        <SelectField name="length" label="Length">
          {AI_LENGTHS.map((length) => (
            <option key={length} value={length}>
              {AI_LENGTH_SPECS[length].label}
            </option>
          ))}
        </SelectField>
        <div className="form-actions">
          <SubmitButton pendingText="Writing the draft…">Generate a draft</SubmitButton>
        </div>
      </Form>
      <div aria-live="polite">
        {generate.isPending ? (
          <p role="status" className="notice">
            Writing the draft… A model can take up to a minute. The draft is saved for you to edit;
            nothing is published.
          </p>
        ) : null}
        {result ? <DraftResult result={result} /> : null}
      </div>
    </>
  );
}

/** `/admin/ai-content`'s generator: an idea or a brief in, a saved draft to edit out. */
export function AiDraftGenerator() {
  const ideas = useDraftableIdeas();
  return (
    <QueryState query={ideas} what="the ideas" placeholder={<TextPlaceholder lines={6} />}>
      {(choices) => <GeneratorForm ideas={choices} />}
    </QueryState>
  );
}
