import {
  createSupportTicketSchema,
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_MESSAGE_MAX,
  type SupportAttachment,
} from '@fixwell/common/support/support-ticket';
import { useId, useState } from 'react';

import { SelectField, TextAreaField, TextField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { toast } from '@/components/toast/toast-store';
import { useCreateSupportTicket } from '@/features/support/api/create-support-ticket';
import { AttachmentPicker } from '@/features/support/components/attachment-picker';
import { readFilesDraft, storeFilesDraft } from '@/features/support/files-draft';
import { clearDraft, readDraft, useSaveDraft } from '@/hooks/use-form-draft';

export const NEW_TICKET_DRAFT = 'support:new-ticket';
const DRAFT_FIELDS = ['subject', 'category', 'message'] as const;

/** What the person fills in; the files are added when the form is sent. */
const newTicketSchema = createSupportTicketSchema.omit({ attachmentIds: true });

export type NewTicketFormProps = {
  onCreated: (ticketId: string) => void;
  onCancel: () => void;
};

/** Subject, category, message and files; the draft (files included) survives a reload. */
export function NewTicketForm({ onCreated, onCancel }: NewTicketFormProps) {
  const base = useId();
  const create = useCreateSupportTicket();
  const draft = readDraft(NEW_TICKET_DRAFT, DRAFT_FIELDS);
  const form = useZodForm(newTicketSchema, {
    defaultValues: {
      subject: draft.subject ?? '',
      category: (draft.category ?? '') as never,
      message: draft.message ?? '',
    },
  });
  useSaveDraft(NEW_TICKET_DRAFT, form.watch, DRAFT_FIELDS);
  const [files, setFiles] = useState<SupportAttachment[]>(() => readFilesDraft(NEW_TICKET_DRAFT));
  const [uploading, setUploading] = useState(false);
  const length = (form.watch('message') ?? '').length;

  function changeFiles(next: SupportAttachment[]) {
    setFiles(next);
    storeFilesDraft(NEW_TICKET_DRAFT, next);
  }

  return (
    <section className="support-new" aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`}>New support ticket</h2>
      <Form
        form={form}
        aria-labelledby={`${base}-heading`}
        onSubmit={async (values) => {
          if (uploading) throw new Error('Wait for your files to finish uploading.');
          const { ticketId } = await create.mutateAsync({
            ...values,
            attachmentIds: files.map((file) => file.id),
          });
          clearDraft(NEW_TICKET_DRAFT);
          storeFilesDraft(NEW_TICKET_DRAFT, []);
          toast.success('Ticket sent', 'We will reply here and by email.');
          onCreated(ticketId);
        }}
      >
        <TextField name="subject" label="Subject" autoComplete="off" maxLength={200} />
        <SelectField name="category" label="What is it about?">
          <option value="">Choose a topic</option>
          {SUPPORT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {SUPPORT_CATEGORY_LABELS[category]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          name="message"
          label="Your message"
          hint="Tell us what happened and what you expected; include any reference you can see."
          rows={6}
          after={
            <p className="form-field__hint">
              {length.toLocaleString('en-GB')} of {SUPPORT_MESSAGE_MAX.toLocaleString('en-GB')}{' '}
              characters
            </p>
          }
        />
        <AttachmentPicker files={files} onChange={changeFiles} onBusyChange={setUploading} />
        <div className="form-actions">
          <SubmitButton pendingText="Sending…" pending={create.isPending || uploading}>
            Send ticket
          </SubmitButton>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </Form>
    </section>
  );
}
