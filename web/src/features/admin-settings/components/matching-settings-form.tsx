import {
  MAX_COMPANIES_PER_QUOTE_LIMIT,
  matchingSettingsSchema,
  type MatchingSettings,
} from '@fixwell/common/lead/lead';

import { Form, SubmitButton } from '@/components/form/form';
import { FormField } from '@/components/form/form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { QueryState } from '@/components/query-state';
import { useToastStore } from '@/components/toast/toast-store';
import {
  useMatchingSettings,
  useSaveMatchingSettings,
} from '@/features/admin-settings/api/get-matching-settings';

const RANGE_MESSAGE = `Enter a whole number from 1 to ${MAX_COMPANIES_PER_QUOTE_LIMIT}.`;

function MatchingCapForm({ saved }: { saved: MatchingSettings }) {
  const save = useSaveMatchingSettings();
  const showToast = useToastStore((state) => state.show);
  const form = useZodForm(matchingSettingsSchema, {
    defaultValues: saved,
    // Blank, fractional or out of range: one message says what is wanted.
    parseOptions: { error: () => RANGE_MESSAGE },
  });
  const error = form.formState.errors.maxCompaniesPerQuote?.message;

  return (
    <Form
      form={form}
      aria-labelledby="matching-settings-heading"
      onSubmit={(settings) =>
        save.mutate(settings, {
          onSuccess: () =>
            showToast(
              'success',
              'Matching settings saved',
              `New requests go to up to ${settings.maxCompaniesPerQuote}.`,
            ),
          onError: () =>
            showToast('error', 'Not saved', 'We could not save the setting. Please try again.'),
        })
      }
    >
      <FormField
        label="Companies per quote request"
        hint={`Each new request goes to at most this many companies (1 to ${MAX_COMPANIES_PER_QUOTE_LIMIT}). Fewer means more value per lead for companies; more means faster replies for homeowners.`}
        error={error}
      >
        {(control) => (
          <input
            {...control}
            className="form-field__input"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_COMPANIES_PER_QUOTE_LIMIT}
            step={1}
            {...form.register('maxCompaniesPerQuote', { valueAsNumber: true })}
          />
        )}
      </FormField>
      <div className="form-actions">
        <SubmitButton pending={save.isPending} pendingText="Saving…">
          Save
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The matching cap that the matching function reads from `settings/matching`. */
export function MatchingSettingsSection() {
  const settings = useMatchingSettings();
  return (
    <section aria-labelledby="matching-settings-heading">
      <h2 id="matching-settings-heading">Matching</h2>
      <QueryState query={settings} what="the matching settings">
        {(saved) => <MatchingCapForm saved={saved} />}
      </QueryState>
    </section>
  );
}
