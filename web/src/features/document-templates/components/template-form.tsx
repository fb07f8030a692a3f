import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  type DocumentKind,
} from '@fixwell/common/documents/document-labels';
import { VAT_RATE_LABELS, VAT_RATES } from '@fixwell/common/documents/document-totals';
import { useId } from 'react';
import { useFieldArray } from 'react-hook-form';

import {
  choicesOf,
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
  useFieldError,
} from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { toast } from '@/components/toast/toast-store';
import { useSaveDocumentTemplate } from '@/features/document-templates/api/get-document-templates';
import {
  BLANK_LINE,
  templateFormSchema,
  templateFormValues,
  type TemplateFormInput,
} from '@/features/document-templates/template-form-schema';
import type { DocumentTemplate } from '@/features/document-templates/template-types';

import './templates.css';

const SAVE_FAILED = 'We could not save the template. Please check your connection and try again.';
const KIND_CHOICES = choicesOf(DOCUMENT_KINDS, DOCUMENT_KIND_LABELS);
const MAX_LINES = 100;

/** The template's lines, in the surrounding form's context. */
function LinesEditor() {
  const base = useId();
  const { fields, append, remove } = useFieldArray<TemplateFormInput, 'lines'>({ name: 'lines' });
  const linesError = useFieldError('lines');
  return (
    <fieldset
      className="templates-lines"
      aria-describedby={linesError ? `${base}-error` : undefined}
    >
      <legend className="form-field__label">Lines</legend>
      {linesError ? (
        <p id={`${base}-error`} className="form-field__error">
          {linesError}
        </p>
      ) : null}
      {fields.length === 0 ? <p>No lines yet: a template can hold notes and terms alone.</p> : null}
      <ol className="templates-lines__list">
        {fields.map((field, index) => (
          <li key={field.id} className="templates-line">
            <fieldset>
              <legend className="templates-line__legend">Line {index + 1}</legend>
              <TextField
                name={`lines.${index}.description`}
                label="Description"
                autoComplete="off"
              />
              <div className="templates-line__numbers">
                <TextField
                  name={`lines.${index}.quantity`}
                  label="Quantity"
                  inputMode="decimal"
                  autoComplete="off"
                />
                <TextField
                  name={`lines.${index}.unitPricePence`}
                  label="Unit price in pounds"
                  inputMode="decimal"
                  autoComplete="off"
                />
                <SelectField name={`lines.${index}.vatRate`} label="VAT rate">
                  {VAT_RATES.map((rate) => (
                    <option key={rate} value={String(rate)}>
                      {VAT_RATE_LABELS[rate]}
                    </option>
                  ))}
                </SelectField>
              </div>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => remove(index)}
              >
                Remove line {index + 1}
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      {fields.length < MAX_LINES ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => append({ ...BLANK_LINE })}
        >
          Add a line
        </button>
      ) : null}
    </fieldset>
  );
}

export type TemplateFormProps = {
  companyId: string;
  /** The template to edit, or null for a new one of `kind`. */
  template: DocumentTemplate | null;
  kind: DocumentKind;
  onSaved: (template: { id: string; kind: DocumentKind }) => void;
  onCancel: () => void;
};

/** Creates or edits a template: its kind, name, lines, notes and payment terms. */
export function TemplateForm({ companyId, template, kind, onSaved, onCancel }: TemplateFormProps) {
  const headingId = useId();
  const save = useSaveDocumentTemplate(companyId);
  const form = useZodForm(templateFormSchema, {
    defaultValues: templateFormValues(template, kind),
  });

  return (
    <section className="templates-section card" aria-labelledby={headingId}>
      <h2 id={headingId}>{template ? `Edit ${template.name}` : 'New template'}</h2>
      <Form
        form={form}
        aria-labelledby={headingId}
        errorMessage={() => SAVE_FAILED}
        onSubmit={async (details) => {
          const id = await save.mutateAsync({ id: template?.id ?? null, details });
          toast.success(template ? 'Template saved' : 'Template added', details.name);
          onSaved({ id, kind: details.kind });
        }}
      >
        <RadioGroupField name="kind" legend="Kind of document" choices={KIND_CHOICES} />
        <TextField name="name" label="Name" hint="Only you see it." autoComplete="off" />
        <LinesEditor />
        <TextAreaField name="notes" label="Notes" optional rows={4} />
        <TextAreaField name="paymentTerms" label="Payment terms" optional rows={3} />
        <div className="form-actions">
          <SubmitButton pendingText="Saving…">Save template</SubmitButton>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </Form>
    </section>
  );
}
