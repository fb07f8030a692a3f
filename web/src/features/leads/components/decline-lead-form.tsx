import {
  DECLINE_REASON_LABELS,
  DECLINE_REASONS,
  declineLeadRequestSchema,
} from '@fixwell/common/lead/lead';
import { useId } from 'react';

import { choicesOf, RadioGroupField, TextAreaField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { toast } from '@/components/toast/toast-store';
import { useDeclineLead } from '@/features/leads/api/decline-lead';

const NOTE_MAX = 500;
const DECLINE_REASON_CHOICES = choicesOf(DECLINE_REASONS, DECLINE_REASON_LABELS);

/** The server's refusal as it put it (a lead already answered, say). */
function refusalOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What the person fills in: the lead is known already and added when the form is sent. */
const declineLeadFormSchema = declineLeadRequestSchema.omit({ leadId: true });

export type DeclineLeadFormProps = {
  leadId: string;
  /** Called once the lead has been declined (the page goes back to the list). */
  onDeclined: () => void;
};

/** Declining asks why, so matching can send better leads; the note is optional. */
export function DeclineLeadForm({ leadId, onDeclined }: DeclineLeadFormProps) {
  const base = useId();
  const decline = useDeclineLead();
  const form = useZodForm(declineLeadFormSchema, { defaultValues: { note: '' } });
  const noteLength = (form.watch('note') ?? '').length;

  return (
    <section className="lead-section lead-decline" aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`}>Decline the lead</h2>
      <Form
        form={form}
        aria-labelledby={`${base}-heading`}
        onSubmit={async ({ reason, note }) => {
          try {
            await decline.mutateAsync({ leadId, reason, ...(note ? { note } : {}) });
          } catch (error) {
            toast.error('Lead not declined', refusalOf(error));
            throw error;
          }
          toast.success('Lead declined', 'Thank you for telling us why.');
          onDeclined();
        }}
        errorMessage={refusalOf}
      >
        <RadioGroupField
          name="reason"
          legend="Why are you declining?"
          choices={DECLINE_REASON_CHOICES}
        />
        <TextAreaField
          name="note"
          label="Anything else we should know?"
          optional
          rows={3}
          after={
            <p className="form-field__hint">
              {noteLength} of {NOTE_MAX} characters
            </p>
          }
        />
        <div className="form-actions">
          <SubmitButton variant="secondary" pending={decline.isPending} pendingText="Declining…">
            Decline lead
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
