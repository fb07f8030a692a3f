import { DOCUMENT_KIND_LABELS, type DocumentKind } from '@fixwell/common/documents/document-labels';
import { documentTotals } from '@fixwell/common/documents/document-totals';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';

import { TextAreaField, TextField, useFieldError } from '@/components/form/bound-fields';
import { Form } from '@/components/form/form';
import { FormField } from '@/components/form/form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { toast } from '@/components/toast/toast-store';
import { href, paths } from '@/config/paths';
import { useSaveDocumentDraft, useSendDocument } from '@/features/documents/api/document-actions';
import { useDocumentTemplates } from '@/features/documents/api/get-editor-data';
import { CardPaymentsNotice } from '@/features/documents/components/card-payments-notice';
import { CustomerPicker } from '@/features/documents/components/customer-picker';
import { DocumentLinesEditor } from '@/features/documents/components/document-lines';
import { DocumentTotalsTable } from '@/features/documents/components/document-totals-table';
import { TemplatePicker } from '@/features/documents/components/template-picker';
import type { CompanyDocument, DocumentTemplate } from '@/features/documents/document-types';
import {
  countableLines,
  documentValues,
  editorDraftKey,
  editorSchema,
  newDocumentValues,
  readEditorDraft,
  serverFieldErrors,
  withTemplate,
  type ChosenCustomer,
  type EditorOutput,
  type EditorValues,
} from '@/features/documents/editor-form';
import { clearDraft, readStoredDraft, storeDraft } from '@/hooks/use-form-draft';

import './documents.css';

export type DocumentEditorProps = {
  companyId: string;
  kind: DocumentKind;
  /** The draft being edited; null for a new document. */
  document: CompanyDocument | null;
  vatRegistered: boolean;
  /** `?from=<templateId>`: a new document starts from this template. */
  fromTemplateId?: string | null;
  /** `?customer=<id>` (from the customer's page): a new document starts for this customer. */
  forCustomer?: ChosenCustomer | null;
  /** A new draft was saved under this id (the page puts it in the address). */
  onSaved?: (documentId: string) => void;
  /** Sent: the page goes back to its list. */
  onSent: () => void;
};

type Intent = 'save' | 'send';

function LiveTotals({ vatRegistered }: { vatRegistered: boolean }) {
  const lines = countableLines(useWatch<EditorValues, 'lines'>({ name: 'lines' }));
  return (
    <section className="documents-editor__totals" aria-labelledby="document-totals-heading">
      <h2 id="document-totals-heading">Totals</h2>
      <DocumentTotalsTable
        totals={documentTotals(lines, { vatRegistered })}
        vatRegistered={vatRegistered}
        live
      />
    </section>
  );
}

function DepositField() {
  const { register } = useFormContext<EditorValues>();
  const error = useFieldError('depositPercent');
  return (
    <FormField
      label="Deposit (%)"
      optional
      hint="The part of the total you ask for when the customer accepts. Leave empty for none."
      error={error}
    >
      {(control) => (
        <input
          {...control}
          className="form-field__input documents-editor__quantity"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          {...register('depositPercent', {
            setValueAs: (value: unknown) =>
              value === '' || value === null || value === undefined ? null : Number(value),
          })}
        />
      )}
    </FormField>
  );
}

function EditorActions({
  intent,
  documentId,
  kindLabel,
}: {
  intent: React.RefObject<Intent>;
  documentId: string | null;
  kindLabel: string;
}) {
  const { isSubmitting } = useFormState();
  const [pressed, setPressed] = useState<Intent>('save');
  const press = (next: Intent) => {
    intent.current = next;
    setPressed(next);
  };
  return (
    <div className="form-actions">
      <button
        type="submit"
        className="button button--secondary"
        disabled={isSubmitting}
        onClick={() => press('save')}
      >
        {isSubmitting && pressed === 'save' ? 'Saving…' : 'Save draft'}
      </button>
      {documentId ? (
        <a
          className="button button--secondary"
          href={href(paths.document, { id: documentId })}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Preview (opens in a new tab)"
        >
          Preview
        </a>
      ) : null}
      <button
        type="submit"
        className="button button--primary"
        disabled={isSubmitting}
        onClick={() => press('send')}
      >
        {isSubmitting && pressed === 'send' ? 'Sending…' : `Send ${kindLabel.toLowerCase()}`}
      </button>
    </div>
  );
}

/**
 * Writes a quote or an invoice: customer, template, lines with live totals, dates, notes and
 * terms. What is typed survives a reload (sessionStorage); "Save draft" keeps it on the server,
 * "Send" saves and then sends it, which gives it its number.
 */
export function DocumentEditor({
  companyId,
  kind,
  document,
  vatRegistered,
  fromTemplateId = null,
  forCustomer = null,
  onSaved,
  onSent,
}: DocumentEditorProps) {
  const kindLabel = DOCUMENT_KIND_LABELS[kind];
  const [documentId, setDocumentId] = useState<string | null>(document?.id ?? null);
  const draftKey = editorDraftKey(kind, documentId);
  const [start] = useState(() => {
    const fallback = document
      ? documentValues(document)
      : newDocumentValues(kind, vatRegistered, new Date());
    const restored = readEditorDraft(readStoredDraft(draftKey), fallback);
    const values = restored?.values ?? fallback;
    const customer =
      restored?.customer ??
      (document
        ? { id: document.customer.id, name: document.customer.name, email: document.customer.email }
        : null);
    // Arriving from a customer's page writes to that customer, whatever an older draft said.
    if (forCustomer && !document) {
      return {
        restored: restored !== null,
        values: { ...values, customerId: forCustomer.id },
        customer: forCustomer,
      };
    }
    return { restored: restored !== null, values, customer };
  });
  const [customer, setCustomer] = useState<ChosenCustomer | null>(start.customer);
  const customerRef = useRef(customer);
  customerRef.current = customer;
  const intent = useRef<Intent>('save');
  const form = useZodForm(editorSchema, { defaultValues: start.values });
  const save = useSaveDocumentDraft();
  const send = useSendDocument();

  // Everything typed is kept for a reload, with who the customer is.
  useEffect(() => {
    const keep = (values: unknown) =>
      storeDraft(draftKey, { values, customer: customerRef.current });
    const subscription = form.watch((values) => keep(values));
    return () => subscription.unsubscribe();
  }, [draftKey, form]);
  useEffect(() => {
    if (form.formState.isDirty || customer?.id !== start.customer?.id) {
      storeDraft(draftKey, { values: form.getValues(), customer });
    }
    // Only a change of customer is stored here; typing is stored by the watcher above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customer]);

  const applyTemplate = (template: DocumentTemplate) => {
    const next = withTemplate(form.getValues(), template);
    form.reset(next, { keepDefaultValues: true });
    storeDraft(draftKey, { values: next, customer: customerRef.current });
  };

  // `?from=<templateId>`: a new document starts from that template, once, unless a draft was kept.
  const templates = useDocumentTemplates(companyId, kind);
  const appliedFrom = useRef(false);
  useEffect(() => {
    if (appliedFrom.current || !fromTemplateId || start.restored || document) return;
    const template = templates.data?.find((candidate) => candidate.id === fromTemplateId);
    if (!template) return;
    appliedFrom.current = true;
    applyTemplate(template);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [templates.data, fromTemplateId]);

  const onSubmit = async (values: EditorOutput) => {
    let savedId: string;
    try {
      ({ documentId: savedId } = await save.mutateAsync({
        ...values,
        kind,
        ...(documentId ? { documentId } : {}),
      }));
    } catch (error) {
      for (const [path, message] of serverFieldErrors(error)) {
        form.setError(path as keyof EditorValues, { type: 'server', message });
      }
      throw error;
    }
    // Saved on the server: the copy kept for a reload is no longer needed.
    clearDraft(draftKey);
    if (!documentId) {
      setDocumentId(savedId);
      onSaved?.(savedId);
    }
    if (intent.current === 'save') {
      toast.success('Draft saved', `Your ${kindLabel.toLowerCase()} is saved as a draft.`);
      return;
    }
    const { number } = await send.mutateAsync(savedId);
    clearDraft(editorDraftKey(kind, savedId));
    toast.success(`${kindLabel} ${number} sent to ${customer?.email ?? 'the customer'}`);
    onSent();
  };

  return (
    <Form
      form={form}
      aria-label={
        document ? `Edit the ${kindLabel.toLowerCase()} draft` : `New ${kindLabel.toLowerCase()}`
      }
      className="form--wide documents-editor"
      onSubmit={onSubmit}
    >
      <CustomerPicker companyId={companyId} chosen={customer} onChoose={setCustomer} />
      <TemplatePicker companyId={companyId} kind={kind} onUse={applyTemplate} />
      <DocumentLinesEditor vatRegistered={vatRegistered} />
      <LiveTotals vatRegistered={vatRegistered} />
      <section className="documents-editor__terms" aria-labelledby="document-terms-heading">
        <h2 id="document-terms-heading">Dates and terms</h2>
        {kind === 'quote' ? (
          <>
            <TextField name="validUntil" label="Valid until" type="date" />
            <DepositField />
          </>
        ) : (
          <TextField name="dueDate" label="Due date" type="date" />
        )}
        <TextAreaField name="notes" label="Notes" optional rows={3} />
        <CardPaymentsNotice companyId={companyId} />
        <TextAreaField name="paymentTerms" label="Payment terms" optional rows={3} />
      </section>
      {documentId ? null : (
        <p className="form-field__hint">
          Save the draft to preview it as your customer will see it.
        </p>
      )}
      <EditorActions intent={intent} documentId={documentId} kindLabel={kindLabel} />
    </Form>
  );
}
