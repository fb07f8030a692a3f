import { adminReasonFormSchema } from '@fixwell/common/companies/verification';
import { useId } from 'react';

import { TextAreaField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';

type ReasonFormProps = {
  title: string;
  hint: string;
  submitLabel: string;
  pendingText: string;
  onSubmit: (reason: string) => Promise<void>;
  onCancel: () => void;
};

/** An admin's reason for an action (the company reads it); required. */
export function ReasonForm({
  title,
  hint,
  submitLabel,
  pendingText,
  onSubmit,
  onCancel,
}: ReasonFormProps) {
  const base = useId();
  const form = useZodForm(adminReasonFormSchema, { defaultValues: { reason: '' } });
  return (
    <Form form={form} aria-labelledby={`${base}-title`} onSubmit={({ reason }) => onSubmit(reason)}>
      <p id={`${base}-title`} className="form-field__label">
        {title}
      </p>
      <TextAreaField name="reason" label="Reason" hint={hint} rows={3} />
      <div className="form-actions">
        <SubmitButton pendingText={pendingText}>{submitLabel}</SubmitButton>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Form>
  );
}
