import {
  AI_HOUSE_STYLE_MAX,
  aiSettingsSchema,
  type AiOverview,
} from '@fixwell/common/admin/ai-content';
import { useFormContext, type FieldPath } from 'react-hook-form';

import { TextAreaField, TextField, useFieldError } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { FormField } from '@/components/form/form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { QueryState, TextPlaceholder } from '@/components/query-state';
import { toast } from '@/components/toast/toast-store';
import { useUpdateAiSettings } from '@/features/ai-content/api/generate-ai-draft';
import { useAiOverview } from '@/features/ai-content/api/get-ai-content';

import './ai-content.css';
import { showServerFieldErrors } from '@/components/form/server-field-errors';

type SettingsInput = (typeof aiSettingsSchema)['_zod']['input'];

/** A number bound to the surrounding form, with its bounds for the browser's spinner. */
function NumberField({
  name,
  label,
  hint,
  min,
  max,
  step,
}: {
  name: FieldPath<SettingsInput>;
  label: string;
  hint: string;
  min: number;
  max: number;
  step: number | 'any';
}) {
  const { register } = useFormContext<SettingsInput>();
  const error = useFieldError(name);
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          className="form-field__input ai-number"
          type="number"
          inputMode={step === 1 ? 'numeric' : 'decimal'}
          min={min}
          max={max}
          step={step}
          {...register(name, { valueAsNumber: true })}
        />
      )}
    </FormField>
  );
}

function SettingsForm({ overview }: { overview: AiOverview }) {
  const update = useUpdateAiSettings();
  const form = useZodForm(aiSettingsSchema, { defaultValues: overview.settings });
  const local = overview.provider === 'local';
  return (
    <Form
      form={form}
      aria-label="AI settings"
      onSubmit={async (values) => {
        let answer;
        try {
          answer = await update.mutateAsync(values);
        } catch (error) {
          if (showServerFieldErrors(form, error)) return;
          throw error;
        }
        form.reset(answer.settings);
        if (answer.changed.length === 0)
          toast.info('Nothing to save', 'The settings are as saved.');
        else toast.success('Settings saved', 'The next request uses them.');
      }}
    >
      <fieldset className="ai-fieldset">
        <legend>Provider</legend>
        <p>
          {overview.providerLabel}. The provider, endpoint and API key are the functions’
          configuration (AI_PROVIDER, AI_ENDPOINT and the AI_API_KEY secret), not a setting here.
        </p>
        <TextField
          name="model"
          label="Model"
          optional
          hint={
            local
              ? `Used once the OpenAI-compatible provider is configured; empty uses the deployment’s (${overview.configuredModel}). The local provider has no model.`
              : `The model’s id at the provider. Empty uses the deployment’s (${overview.configuredModel}).`
          }
          autoComplete="off"
          spellCheck={false}
        />
      </fieldset>
      <fieldset className="ai-fieldset">
        <legend>Daily limits (reset at midnight, London time)</legend>
        <NumberField
          name="dailyRequestLimit"
          label="Requests per day"
          hint="All admins together; from 1 to 1,000."
          min={1}
          max={1000}
          step={1}
        />
        <NumberField
          name="dailyTokenLimit"
          label="Tokens per day"
          hint="Input and output tokens together; from 5,000 to 10,000,000. A request needs room for its longest answer."
          min={5000}
          max={10_000_000}
          step={1}
        />
      </fieldset>
      <fieldset className="ai-fieldset">
        <legend>Prices, for the cost estimate</legend>
        <NumberField
          name="inputPencePer1k"
          label="Input tokens (pence per 1,000)"
          hint="From the provider’s price list, converted to pence; up to 4 decimal places."
          min={0}
          max={100}
          step="any"
        />
        <NumberField
          name="outputPencePer1k"
          label="Output tokens (pence per 1,000)"
          hint="Usually a few times the input price."
          min={0}
          max={100}
          step="any"
        />
      </fieldset>
      <TextAreaField
        name="houseStyle"
        label="House style for the blog"
        hint={`Sent with every request as part of the system prompt; up to ${AI_HOUSE_STYLE_MAX.toLocaleString('en-GB')} characters.`}
        optional
        rows={8}
      />
      <div className="form-actions">
        <SubmitButton pendingText="Saving…">Save settings</SubmitButton>
      </div>
    </Form>
  );
}

/** The AI settings of /admin/blog/ai-management, validated and audited by updateAiSettings. */
export function AiSettingsPanel() {
  const overview = useAiOverview();
  return (
    <QueryState query={overview} what="the AI settings" placeholder={<TextPlaceholder lines={8} />}>
      {(data) => <SettingsForm overview={data} />}
    </QueryState>
  );
}
