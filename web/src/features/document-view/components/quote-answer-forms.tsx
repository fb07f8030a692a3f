import { quoteResponseSchema } from '@fixwell/common/documents/document-access';
import {
  QUOTE_DECLINE_REASON_LABELS,
  QUOTE_DECLINE_REASONS,
} from '@fixwell/common/documents/document-labels';
import type { DocumentView } from '@fixwell/common/documents/document-view';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router';

import {
  choicesOf,
  RadioGroupField,
  TextAreaField,
  TextField,
  useFieldError,
} from '@/components/form/bound-fields';
import { CheckboxField } from '@/components/form/form-field';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { paths } from '@/config/paths';
import { useRespondToQuote } from '@/features/document-view/api/respond-to-quote';
import { documentPageHref } from '@/features/document-view/document-links';
import { formatMoney } from '@/utils/format';

// Loaded only for a quote that can still be answered, so the page a customer opens from an email
// downloads the forms (and their schema) only when there is something to fill in. The schema comes
// from its own module, not the callables' registry: the registry's every other schema would be
// downloaded and evaluated with it, long tasks on a phone just as the customer starts to read.

const [acceptOption, declineOption] = quoteResponseSchema.options;

/** What the customer fills in to accept; the document, its version and the token are added. */
const acceptFormSchema = acceptOption.pick({ signatureName: true, acceptTerms: true });
/** What the customer fills in to decline. */
const declineFormSchema = declineOption.pick({ reason: true, note: true });

const NOTE_MAX = 1000;
const DECLINE_REASON_CHOICES = choicesOf(QUOTE_DECLINE_REASONS, QUOTE_DECLINE_REASON_LABELS);

type AnswerProps = { view: DocumentView; token: string | null };

function AcceptTermsField() {
  const { register } = useFormContext<{ acceptTerms: boolean }>();
  const error = useFieldError('acceptTerms');
  return (
    <CheckboxField label="I accept this quote and its terms" error={error}>
      {(control) => <input {...control} type="checkbox" {...register('acceptTerms')} />}
    </CheckboxField>
  );
}

function AcceptQuoteForm({ view, token }: AnswerProps) {
  const base = useId();
  const navigate = useNavigate();
  const respond = useRespondToQuote();
  const form = useZodForm(acceptFormSchema, { defaultValues: { signatureName: '' } });
  return (
    <section className="card document-view__panel" aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`}>Accept this quote</h2>
      <p>
        By accepting you agree to {view.company.name} doing the work above for{' '}
        {formatMoney(view.totals.totalPence)}
        {view.depositPence !== null ? `, with a deposit of ${formatMoney(view.depositPence)}` : ''}.
      </p>
      <Form
        form={form}
        aria-labelledby={`${base}-heading`}
        onSubmit={async ({ signatureName, acceptTerms }) => {
          await respond.mutateAsync({
            documentId: view.id,
            ...(token ? { token } : {}),
            response: 'accept',
            signatureName,
            acceptTerms,
            version: view.version,
          });
          await navigate(documentPageHref(paths.documentAccepted, view.id, token));
        }}
      >
        <TextField
          name="signatureName"
          label="Your full name"
          hint="Typing your name here is your signature."
          autoComplete="name"
        />
        <AcceptTermsField />
        <div className="form-actions">
          <SubmitButton pendingText="Accepting…">Accept quote</SubmitButton>
        </div>
      </Form>
    </section>
  );
}

function DeclineQuoteForm({ view, token }: AnswerProps) {
  const base = useId();
  const navigate = useNavigate();
  const respond = useRespondToQuote();
  const form = useZodForm(declineFormSchema, { defaultValues: { note: '' } });
  const noteLength = (form.watch('note') ?? '').length;
  return (
    <Form
      form={form}
      aria-labelledby={`${base}-heading`}
      onSubmit={async ({ reason, note }) => {
        await respond.mutateAsync({
          documentId: view.id,
          ...(token ? { token } : {}),
          response: 'decline',
          reason,
          note,
        });
        await navigate(documentPageHref(paths.documentDeclined, view.id, token));
      }}
    >
      <h3 id={`${base}-heading`}>Decline this quote</h3>
      <RadioGroupField
        name="reason"
        legend="Why are you declining?"
        choices={DECLINE_REASON_CHOICES}
      />
      <TextAreaField
        name="note"
        label={`Anything you would like ${view.company.name} to know?`}
        optional
        rows={3}
        after={
          <p className="form-field__hint">
            {noteLength} of {NOTE_MAX} characters
          </p>
        }
      />
      <div className="form-actions">
        <SubmitButton variant="secondary" pendingText="Declining…">
          Decline quote
        </SubmitButton>
      </div>
    </Form>
  );
}

/** Accept (typed name as signature and a tick) or decline (a reason and a note) an open quote. */
export default function QuoteAnswerForms({ view, token }: AnswerProps) {
  const [declining, setDeclining] = useState(false);
  return (
    <>
      <AcceptQuoteForm view={view} token={token} />
      <section className="card document-view__panel" aria-label="Decline">
        {declining ? (
          <DeclineQuoteForm view={view} token={token} />
        ) : (
          <>
            <p>Not going ahead? Let {view.company.name} know.</p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setDeclining(true)}
            >
              Decline
            </button>
          </>
        )}
      </section>
    </>
  );
}
