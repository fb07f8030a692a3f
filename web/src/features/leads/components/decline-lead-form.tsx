import {
  DECLINE_REASON_LABELS,
  DECLINE_REASONS,
  declineLeadRequestSchema,
  type DeclineReason,
} from '@fixwell/common/lead/lead';
import { useId, useState, type FormEvent } from 'react';

import { ChoiceGroup, ChoiceOption, FormField } from '@/components/form/form-field';
import { toast } from '@/components/toast/toast-store';
import { useDeclineLead } from '@/features/leads/hooks/use-lead-actions';

const NOTE_MAX = 500;

export type DeclineLeadFormProps = {
  leadId: string;
  /** Called once the lead has been declined (the page goes back to the list). */
  onDeclined: () => void;
};

/** Declining asks why, so matching can send better leads; the note is optional. */
export function DeclineLeadForm({ leadId, onDeclined }: DeclineLeadFormProps) {
  const base = useId();
  const decline = useDeclineLead();
  const [reason, setReason] = useState<DeclineReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; note?: string; form?: string }>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = declineLeadRequestSchema.safeParse({
      leadId,
      reason: reason || undefined,
      ...(note.trim() ? { note } : {}),
    });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'reason' || field === 'note') found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await decline.mutateAsync(parsed.data);
      toast.success('Lead declined', 'Thank you for telling us why.');
      onDeclined();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setErrors({ form: message });
      toast.error('Lead not declined', message);
    }
  }

  return (
    <section className="lead-section lead-decline" aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`}>Decline the lead</h2>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby={`${base}-heading`}
      >
        <ChoiceGroup legend="Why are you declining?" error={errors.reason}>
          {(control) =>
            DECLINE_REASONS.map((value) => (
              <ChoiceOption
                key={value}
                id={`${base}-${value}`}
                label={DECLINE_REASON_LABELS[value]}
              >
                <input
                  {...control}
                  id={`${base}-${value}`}
                  type="radio"
                  name={`${base}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
              </ChoiceOption>
            ))
          }
        </ChoiceGroup>
        <FormField
          label="Anything else we should know?"
          optional
          error={errors.note}
          after={
            <p className="form-field__hint">
              {note.length} of {NOTE_MAX} characters
            </p>
          }
        >
          {(control) => (
            <textarea
              {...control}
              className="form-field__input"
              rows={3}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </FormField>
        {errors.form ? (
          <p className="notice notice--warning" role="alert">
            {errors.form}
          </p>
        ) : null}
        <button type="submit" className="button button--secondary" disabled={decline.isPending}>
          {decline.isPending ? 'Declining…' : 'Decline lead'}
        </button>
      </form>
    </section>
  );
}
