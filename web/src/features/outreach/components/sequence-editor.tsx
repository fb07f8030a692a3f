import {
  OUTREACH_LIMITS,
  OUTREACH_PLACEHOLDERS,
  renderOutreachEmail,
  saveOutreachCampaignSchema,
  type OutreachSettings,
  type OutreachStep,
} from '@fixwell/common/admin/outreach';
import { useFieldArray, useWatch } from 'react-hook-form';

import { TextAreaField, TextField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { toast } from '@/components/toast/toast-store';
import type { OutreachCampaign } from '@/features/outreach/api/outreach-data';
import { useSaveOutreachCampaign } from '@/features/outreach/api/change-outreach';
import { NumberField } from '@/features/outreach/components/number-field';
import { showServerFieldErrors } from '@/components/form/server-field-errors';

type SequenceInput = (typeof saveOutreachCampaignSchema)['_zod']['input'];

/** Who the previews are addressed to. */
const SAMPLE = { businessName: 'Smith & Sons Plumbing Ltd', trade: 'plumber', town: 'Leeds' };
const SAMPLE_OPT_OUT = 'https://www.fixwell.co.uk/api/outreach/opt-out?token=…';

/** One step's email exactly as a prospect gets it, with the footer every email carries. */
function StepPreview({ step, settings }: { step: OutreachStep; settings: OutreachSettings }) {
  const email = renderOutreachEmail(
    { subject: step.subject ?? '', body: step.body ?? '' },
    SAMPLE,
    {
      senderName: settings.senderName,
      postalAddress: settings.postalAddress || '(set the postal address on the Outreach page)',
    },
    SAMPLE_OPT_OUT,
  );
  return (
    <figure className="outreach__preview">
      <figcaption>
        Preview for {SAMPLE.businessName}, a {SAMPLE.trade} in {SAMPLE.town}
      </figcaption>
      <p className="outreach__preview-subject">
        <strong>Subject:</strong> {email.subject}
      </p>
      {/* Rendered by the site's one Markdown renderer: raw HTML off, links allow-listed. */}
      <iframe
        title={`Email preview: ${email.subject}`}
        className="outreach__preview-frame"
        sandbox=""
        srcDoc={email.html}
      />
    </figure>
  );
}

function StepFields({
  index,
  settings,
  onRemove,
}: {
  index: number;
  settings: OutreachSettings;
  onRemove: (() => void) | null;
}) {
  const step = useWatch<SequenceInput, `steps.${number}`>({ name: `steps.${index}` });
  return (
    <fieldset className="outreach__step">
      <legend>Email {index + 1}</legend>
      {index === 0 ? (
        <p className="outreach__muted">
          Sent when the campaign starts, or when a business is imported into a sending campaign.
        </p>
      ) : (
        <NumberField
          name={`steps.${index}.delayDays`}
          label="Days after the email before"
          hint={`From 1 to ${OUTREACH_LIMITS.maxDelayDays}. Not sent to anyone who replied, signed up, opted out or bounced.`}
          min={1}
          max={OUTREACH_LIMITS.maxDelayDays}
        />
      )}
      <TextField
        name={`steps.${index}.subject`}
        label="Subject"
        maxLength={OUTREACH_LIMITS.subjectMax}
        autoComplete="off"
      />
      <TextAreaField
        name={`steps.${index}.body`}
        label="Email (Markdown)"
        hint={`Placeholders: ${OUTREACH_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ')}. The sender, postal address and opt-out link are added below it.`}
        rows={10}
      />
      {step ? <StepPreview step={step as OutreachStep} settings={settings} /> : null}
      {onRemove ? (
        <button type="button" className="button button--secondary" onClick={onRemove}>
          Remove email {index + 1}
        </button>
      ) : null}
    </fieldset>
  );
}

/** The campaign's name and its sequence of up to three emails, each previewed as sent. */
export function SequenceEditor({
  campaign,
  settings,
}: {
  campaign: OutreachCampaign;
  settings: OutreachSettings;
}) {
  const save = useSaveOutreachCampaign();
  const form = useZodForm(saveOutreachCampaignSchema, {
    defaultValues: { id: campaign.id, name: campaign.name, steps: campaign.steps },
  });
  const steps = useFieldArray({ control: form.control, name: 'steps' });
  return (
    <Form
      form={form}
      aria-labelledby="outreach-sequence-heading"
      onSubmit={async (values) => {
        try {
          await save.mutateAsync(values);
        } catch (error) {
          if (showServerFieldErrors(form, error)) return;
          throw error;
        }
        form.reset(values);
        toast.success('Saved', 'The next emails use this sequence.');
      }}
    >
      <TextField name="name" label="Campaign name" autoComplete="off" />
      {steps.fields.map((field, index) => (
        <StepFields
          key={field.id}
          index={index}
          settings={settings}
          onRemove={index > 0 ? () => steps.remove(index) : null}
        />
      ))}
      <div className="form-actions">
        {steps.fields.length < OUTREACH_LIMITS.maxSteps ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              steps.append({
                subject: 'Following up: {{businessName}}',
                body: 'Hello {{businessName}},\n\nJust checking you saw our note about Fixwell.',
                delayDays: 4,
              })
            }
          >
            Add a follow-up email
          </button>
        ) : null}
        <SubmitButton pendingText="Saving…">Save sequence</SubmitButton>
      </div>
    </Form>
  );
}
