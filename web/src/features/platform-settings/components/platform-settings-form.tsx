import {
  FEATURE_SWITCH_LABELS,
  FEATURE_SWITCHES,
  FIRST_REPLY_WINDOW_KEYS,
  FIRST_REPLY_WINDOWS,
  PLATFORM_SETTINGS_MESSAGES,
  platformSettingsSchema,
  type PlatformSettings,
} from '@fixwell/common/admin/platform-settings';
import { MAX_COMPANIES_PER_QUOTE_LIMIT } from '@fixwell/common/lead/lead';
import type { FieldPath } from 'react-hook-form';

import { TextField, useFieldError } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { CheckboxField, FormField } from '@/components/form/form-field';
import { useRecentSignIn } from '@/components/form/recent-sign-in';
import { useZodForm } from '@/components/form/use-zod-form';
import { QueryState } from '@/components/query-state';
import { toast } from '@/components/toast/toast-store';
import { confirmPassword } from '@/features/platform-settings/api/platform-settings-data';
import {
  usePlatformSettings,
  useUpdatePlatformSettings,
} from '@/features/platform-settings/api/get-platform-settings';
import { useFormContext } from 'react-hook-form';
import { showServerFieldErrors } from '@/components/form/server-field-errors';

type SettingsInput = (typeof platformSettingsSchema)['_zod']['input'];

/** A whole number bound to the surrounding form, with its bounds for the browser's spinner. */
function NumberField({
  name,
  label,
  hint,
  min,
  max,
}: {
  name: FieldPath<SettingsInput>;
  label: string;
  hint: string;
  min: number;
  max: number;
}) {
  const { register } = useFormContext<SettingsInput>();
  const error = useFieldError(name);
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          className="form-field__input platform-settings__number"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          {...register(name, { valueAsNumber: true })}
        />
      )}
    </FormField>
  );
}

function FeatureSwitch({ name }: { name: (typeof FEATURE_SWITCHES)[number] }) {
  const { register } = useFormContext<SettingsInput>();
  const error = useFieldError(`features.${name}`);
  const { label, hint } = FEATURE_SWITCH_LABELS[name];
  return (
    <CheckboxField
      error={error}
      label={
        <>
          <strong>{label}</strong> — {hint}
        </>
      }
    >
      {(control) => <input {...control} type="checkbox" {...register(`features.${name}`)} />}
    </CheckboxField>
  );
}

function SettingsForm({ saved }: { saved: PlatformSettings }) {
  const update = useUpdatePlatformSettings();
  const form = useZodForm(platformSettingsSchema, { defaultValues: saved });
  const recentSignIn = useRecentSignIn(confirmPassword);

  return (
    <Form
      form={form}
      aria-labelledby="platform-settings-heading"
      onSubmit={async (values) => {
        let answer;
        try {
          answer = await recentSignIn.run(() => update.mutateAsync(values));
        } catch (error) {
          if (showServerFieldErrors(form, error)) return;
          throw error;
        }
        if (!answer) return;
        form.reset(answer.settings);
        if (answer.changed.length === 0)
          toast.info('Nothing to save', PLATFORM_SETTINGS_MESSAGES.unchanged);
        else toast.success('Settings saved', PLATFORM_SETTINGS_MESSAGES.saved);
      }}
    >
      <fieldset className="platform-settings__group">
        <legend>Matching</legend>
        <NumberField
          name="maxCompaniesPerQuote"
          label="Companies per quote request"
          hint={`Each new request goes to at most this many companies (1 to ${MAX_COMPANIES_PER_QUOTE_LIMIT}). Fewer means more value per lead for companies; more means faster replies for homeowners.`}
          min={1}
          max={MAX_COMPANIES_PER_QUOTE_LIMIT}
        />
      </fieldset>
      <fieldset className="platform-settings__group">
        <legend>First reply and credit-back</legend>
        {FIRST_REPLY_WINDOW_KEYS.map((key) => {
          const { label, hint, min, max, defaultHours } = FIRST_REPLY_WINDOWS[key];
          return (
            <NumberField
              key={key}
              name={key}
              label={`${label} (hours)`}
              hint={`${hint} From ${min} to ${max}; standard ${defaultHours}.`}
              min={min}
              max={max}
            />
          );
        })}
      </fieldset>
      <fieldset className="platform-settings__group">
        <legend>Feature switches</legend>
        {FEATURE_SWITCHES.map((name) => (
          <FeatureSwitch key={name} name={name} />
        ))}
      </fieldset>
      <fieldset className="platform-settings__group">
        <legend>Support</legend>
        <TextField
          name="supportEmail"
          label="Support email"
          type="email"
          autoComplete="off"
          optional
          hint={
            saved.supportEmail
              ? 'Contact-form messages go here, and replies to the inbox’s emails come back here.'
              : 'Not set here: contact-form messages and replies go to the support inbox this deployment was set up with. Enter an address to use another.'
          }
        />
      </fieldset>
      {recentSignIn.field}
      <div className="form-actions">
        <SubmitButton pendingText="Saving…">Save settings</SubmitButton>
      </div>
    </Form>
  );
}

/** The platform settings of `/admin/settings`, saved together by updatePlatformSettings. */
export function PlatformSettingsSection() {
  const settings = usePlatformSettings();
  return (
    <section aria-labelledby="platform-settings-heading">
      <h2 id="platform-settings-heading">Platform settings</h2>
      <p>
        Matching and the scheduled jobs pick changes up within a minute, without a deploy. Every
        change is recorded with who made it.
      </p>
      <QueryState query={settings} what="the platform settings">
        {(saved) => <SettingsForm saved={saved} />}
      </QueryState>
    </section>
  );
}
