import {
  CATALOGUE_ADMIN_MESSAGES,
  catalogueIssueMessage,
  catalogueServiceSchema,
  serviceValuesOf,
  type CatalogueServiceInput,
} from '@fixwell/common/admin/catalogue-admin';
import {
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
} from '@fixwell/common/catalogue/catalogue-constants';
import { TRADES } from '@fixwell/common/trades';
import { useEffect, useMemo, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router';

import { SelectField, TextAreaField, TextField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { toast } from '@/components/toast/toast-store';
import { href, paths } from '@/config/paths';
import type { AdminServiceRow } from '@/features/admin-services/api/admin-services-data';
import {
  useCatalogueService,
  useSaveCatalogueService,
  useServiceHistory,
} from '@/features/admin-services/api/get-admin-services';
import { ListField } from '@/components/form/list-field';
import {
  BooleanField,
  FaqFields,
  PriceRangeFields,
  QuestionFields,
} from '@/features/admin-services/components/service-editor-fields';
import { ServiceHistory } from '@/features/admin-services/components/service-history';
import { clearDraft, readStoredDraft, storeDraft } from '@/hooks/use-form-draft';
import { showServerFieldErrors } from '@/components/form/server-field-errors';

/** Lower-case words joined by hyphens, from a name ("Pond cleaning" → "pond-cleaning"). */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** A new service's starting point: the fields the catalogue needs, empty, in their least number. */
export function blankService(name = ''): CatalogueServiceInput {
  const trimmed = name.trim().slice(0, 60);
  return {
    slug: slugFromName(trimmed),
    name: trimmed,
    searchTerm: trimmed.toLowerCase(),
    category: 'property-care',
    summary: '',
    description: [],
    trades: [],
    priceRanges: Array.from({ length: 3 }, () => ({
      job: '',
      min: 0,
      max: 0,
      unit: 'job' as const,
    })),
    priceFactors: [],
    questions: Array.from({ length: 2 }, () => ({
      id: '',
      label: '',
      type: 'single-choice' as const,
      options: [],
      required: true,
    })),
    faqs: Array.from({ length: 4 }, () => ({ question: '', answer: '' })),
    emergency: false,
    emergencyAdvice: [],
    accreditations: [],
    related: [],
    keywords: trimmed ? [trimmed.toLowerCase()] : [],
    hidden: false,
  };
}

const draftKey = (slug: string | null) => `admin-service:${slug ?? 'new'}`;

type Draft = { values: CatalogueServiceInput; suggestionIds: string[] };
type StoredDraft = { values: unknown; suggestionIds: string[] };

function storedDraft(key: string): Draft | null {
  const saved = readStoredDraft(key) as Partial<Draft> | undefined;
  return saved && typeof saved.values === 'object' && saved.values
    ? { values: saved.values, suggestionIds: saved.suggestionIds ?? [] }
    : null;
}

export type ServiceEditorProps = {
  /** The service to edit, or null for a new one. */
  slug: string | null;
  /** Every service, for "related services". */
  services: readonly AdminServiceRow[];
  /** A new service from suggestions: its working name and the suggestions it answers. */
  fromSuggestion?: { name: string; suggestionIds: string[] } | undefined;
  onSaved: (slug: string) => void;
  onClose: () => void;
};

/** The service editor: loads the service (or starts a new one), then the form. */
export function ServiceEditor(props: ServiceEditorProps) {
  const { slug } = props;
  const service = useCatalogueService(slug);
  if (slug !== null && service.isPending)
    return <LoadingBlock label="Loading the service…" lines={8} />;
  if (slug !== null && service.isError)
    return (
      <LoadError
        message="We could not load this service."
        onRetry={() => void service.refetch()}
        retrying={service.isFetching}
      />
    );
  if (slug !== null && !service.data)
    return (
      <div className="notice notice--warning" role="alert">
        <p>{CATALOGUE_ADMIN_MESSAGES.serviceNotFound}</p>
      </div>
    );
  const initial = service.data
    ? serviceValuesOf(service.data)
    : blankService(props.fromSuggestion?.name);
  return <ServiceForm key={slug ?? 'new'} {...props} initial={initial} />;
}

function ServiceForm({
  slug,
  services,
  fromSuggestion,
  initial,
  onSaved,
  onClose,
}: ServiceEditorProps & { initial: CatalogueServiceInput }) {
  const key = draftKey(slug);
  const [draft] = useState(() => storedDraft(key));
  const [restored, setRestored] = useState(draft !== null);
  // Fixed when the editor opens: the suggestions this new service will approve.
  const [suggestionIds] = useState(() =>
    draft?.suggestionIds.length ? draft.suggestionIds : (fromSuggestion?.suggestionIds ?? []),
  );
  const form = useZodForm(catalogueServiceSchema, {
    defaultValues: draft?.values ?? initial,
    mode: 'onTouched',
    parseOptions: { error: (issue) => catalogueIssueMessage(issue) },
  });
  const save = useSaveCatalogueService();
  const history = useServiceHistory(slug);

  // Every change is kept in this tab until it is saved, so a reload loses nothing.
  useEffect(() => {
    const subscription = form.watch((values) =>
      storeDraft(key, { values, suggestionIds } satisfies StoredDraft),
    );
    return () => subscription.unsubscribe();
  }, [form, key, suggestionIds]);

  const others = useMemo(
    () => services.filter((service) => service.slug !== slug),
    [services, slug],
  );

  const discard = () => {
    clearDraft(key);
    form.reset(initial);
    setRestored(false);
  };

  return (
    <section className="service-editor" aria-labelledby="service-editor-heading">
      <div className="service-editor__head">
        <h2 id="service-editor-heading">{slug ? `Edit ${initial.name}` : 'New service'}</h2>
        <div className="service-editor__links">
          {slug ? (
            <a
              href={href(paths.service, { service: slug })}
              target="_blank"
              rel="noopener noreferrer"
            >
              View the public page<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : null}
          <button type="button" className="button button--secondary" onClick={onClose}>
            Back to the list
          </button>
        </div>
      </div>
      {suggestionIds.length > 0 ? (
        <p className="notice notice--info">
          Saving this service approves{' '}
          {suggestionIds.length === 1
            ? 'the suggestion'
            : `the ${suggestionIds.length} suggestions`}{' '}
          it came from; anyone who left an email address is told. See the{' '}
          <Link to={paths.adminServiceSuggestions}>suggestions</Link>.
        </p>
      ) : null}
      {restored ? (
        <div className="notice notice--info service-editor__draft" role="status">
          <p>Your unsaved changes from earlier are back.</p>
          <button type="button" className="button button--secondary" onClick={discard}>
            Discard them
          </button>
        </div>
      ) : null}
      <Form
        form={form}
        className="form--wide service-editor__form"
        aria-labelledby="service-editor-heading"
        onSubmit={async (values) => {
          try {
            const result = await save.mutateAsync({
              mode: slug ? 'update' : 'create',
              service: values,
              suggestionIds: slug ? [] : suggestionIds,
            });
            clearDraft(key);
            setRestored(false);
            toast.success(
              result.changed.length === 0 ? 'Nothing had changed' : `Saved ${values.name}`,
            );
            form.reset(values);
            onSaved(result.slug);
          } catch (error) {
            showServerFieldErrors(form, error);
            throw error;
          }
        }}
      >
        <fieldset className="service-editor__group">
          <legend>The service</legend>
          <TextField
            name="name"
            label="Name"
            hint="A heading such as “Plumber” or “Boiler repair”."
          />
          <TextField
            name="slug"
            label="Address (slug)"
            hint={
              slug
                ? 'The page’s address does not change once the service exists.'
                : 'Lower-case words joined by hyphens: the page will be /services/<slug>.'
            }
            readOnly={slug !== null}
          />
          <TextField
            name="searchTerm"
            label="What people search for"
            hint="Plural where it is a trade: “plumbers”, “boiler repairs”. Used in page titles."
          />
          <SelectField name="category" label="Category">
            {SERVICE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {SERVICE_CATEGORY_LABELS[category]}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            name="summary"
            label="Summary"
            hint="One sentence, 40 to 160 characters: the search result description and the card text."
            rows={2}
          />
          <ListField
            separator="line"
            name="keywords"
            label="Other words people use"
            hint="One per line: site search finds the service by them (merged suggestions land here)."
            optional
            rows={3}
          />
        </fieldset>

        <TradesField />

        <fieldset className="service-editor__group">
          <legend>The page’s text</legend>
          <ListField
            separator="line"
            name="description"
            label="Description"
            hint="One paragraph per line, at least three, each 80 to 1,200 characters."
            rows={8}
          />
          <ListField
            separator="line"
            name="priceFactors"
            label="What affects the price"
            hint="One point per line, at least three."
            rows={4}
          />
          <ListField
            separator="line"
            name="accreditations"
            label="Accreditations to look for"
            hint="One per line (Gas Safe, NICEIC…); none is fine."
            optional
            rows={3}
          />
        </fieldset>

        <PriceRangeFields />
        <QuestionFields />
        <FaqFields />

        <fieldset className="service-editor__group">
          <legend>Emergencies</legend>
          <BooleanField
            name="emergency"
            label="People may need this in an emergency (listed under /emergency)"
          />
          <ListField
            separator="line"
            name="emergencyAdvice"
            label="Emergency advice"
            hint="What counts as an emergency and what to do before help arrives: one point per line."
            optional
            rows={3}
          />
        </fieldset>

        <RelatedField services={others} />

        <fieldset className="service-editor__group">
          <legend>On the site</legend>
          <p className="form-field__hint">
            A hidden service is not listed, offered on the quote form or in the sitemap, and its
            pages answer “not found”. Quotes and leads already made for it are kept.
          </p>
          <BooleanField name="hidden" label="Hide this service" />
        </fieldset>

        <div className="form-actions">
          <SubmitButton pendingText="Saving…">
            {slug ? 'Save changes' : 'Create the service'}
          </SubmitButton>
        </div>
      </Form>
      {slug ? <ServiceHistory history={history} /> : null}
    </section>
  );
}

function TradesField() {
  return (
    <CheckboxesField
      name="trades"
      legend="Trades that take this work"
      hint="Matching sends requests to companies offering one of these trades."
      choices={TRADES.map((trade) => ({ value: trade.slug, label: trade.label }))}
    />
  );
}

function RelatedField({ services }: { services: readonly AdminServiceRow[] }) {
  return (
    <CheckboxesField
      name="related"
      legend="Related services"
      hint="Two to six, linked from the page."
      choices={services.map((service) => ({ value: service.slug, label: service.name }))}
    />
  );
}

function CheckboxesField({
  name,
  legend,
  hint,
  choices,
}: {
  name: 'trades' | 'related';
  legend: string;
  hint: string;
  choices: ReadonlyArray<{ value: string; label: string }>;
}) {
  const { register, formState } = useFormContext<CatalogueServiceInput>();
  const error = formState.errors[name]?.message;
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  // The message goes below the boxes and the group keeps its frame when it appears: the message
  // comes as the first box loses focus, and anything that moved the boxes then would make the
  // click on the next one miss.
  return (
    <fieldset
      className="form-field__choices"
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
    >
      <legend className="form-field__label">{legend}</legend>
      <p id={hintId} className="form-field__hint">
        {hint}
      </p>
      <div className="service-editor__checks">
        {choices.map((choice) => (
          <div key={choice.value} className="form-field__option">
            <input
              id={`${name}-${choice.value}`}
              type="checkbox"
              value={choice.value}
              aria-invalid={error ? true : undefined}
              {...register(name)}
            />
            <label htmlFor={`${name}-${choice.value}`}>{choice.label}</label>
          </div>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
