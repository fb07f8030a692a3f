import {
  OUTREACH_LIMITS,
  outreachSettingsSchema,
  type OutreachSettings,
} from '@fixwell/common/admin/outreach';

import { TextAreaField, TextField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { toast } from '@/components/toast/toast-store';
import { useUpdateOutreachSettings } from '@/features/outreach/api/change-outreach';
import { NumberField } from '@/features/outreach/components/number-field';
import { showServerFieldErrors } from '@/components/form/server-field-errors';

/** Who every outreach email says it is from (PECR), and how many go out in a day. */
export function OutreachSettingsForm({ saved }: { saved: OutreachSettings }) {
  const update = useUpdateOutreachSettings();
  const form = useZodForm(outreachSettingsSchema, { defaultValues: saved });
  return (
    <Form
      form={form}
      aria-labelledby="outreach-settings-heading"
      onSubmit={async (values) => {
        try {
          await update.mutateAsync(values);
        } catch (error) {
          if (showServerFieldErrors(form, error)) return;
          throw error;
        }
        form.reset(values);
        toast.success('Saved', 'Outreach emails use the new sender details from the next send.');
      }}
    >
      <TextField
        name="senderName"
        label="Sender name"
        hint="The name at the foot of every email, like Fixwell."
        maxLength={OUTREACH_LIMITS.senderNameMax}
        autoComplete="organization"
      />
      <TextAreaField
        name="postalAddress"
        label="Postal address"
        hint="Fixwell’s business address, shown in every email so people know who wrote to them."
        rows={3}
        maxLength={OUTREACH_LIMITS.postalAddressMax}
        autoComplete="street-address"
      />
      <NumberField
        name="dailyCap"
        label="Emails a day, at most"
        hint={`From ${OUTREACH_LIMITS.minDailyCap} to ${OUTREACH_LIMITS.maxDailyCap.toLocaleString('en-GB')}, across all campaigns (a London day). Sending slowly keeps Fixwell’s mail out of spam folders.`}
        min={OUTREACH_LIMITS.minDailyCap}
        max={OUTREACH_LIMITS.maxDailyCap}
      />
      <div className="form-actions">
        <SubmitButton pendingText="Saving…">Save sender and limit</SubmitButton>
      </div>
    </Form>
  );
}
