import { billingSettingsSchema, type BillingSettings } from '@fixwell/common/subscription';
import { useState } from 'react';

import { Form, SubmitButton } from '@/components/form/form';
import { FormField } from '@/components/form/form-field';
import { useRecentSignIn } from '@/components/form/recent-sign-in';
import { useZodForm } from '@/components/form/use-zod-form';
import { QueryState } from '@/components/query-state';
import { confirmPassword } from '@/features/admin-billing/api/admin-billing-data';
import {
  useBillingSettings,
  useUpdateBillingSettings,
} from '@/features/admin-billing/api/get-billing-settings';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

function GraceDaysForm({
  saved,
  onSaved,
}: {
  saved: BillingSettings;
  onSaved: (settings: BillingSettings) => void;
}) {
  const update = useUpdateBillingSettings();
  const recentSignIn = useRecentSignIn(confirmPassword);
  const form = useZodForm(billingSettingsSchema, { defaultValues: saved });
  const error = form.formState.errors.pastDueGraceDays?.message;
  return (
    <Form
      form={form}
      aria-labelledby="grace-period-heading"
      onSubmit={async (settings) => {
        const result = await recentSignIn.run(() => update.mutateAsync(settings));
        if (result) onSaved(result);
      }}
    >
      <FormField
        label="Days of access after a failed payment"
        hint="While Stripe retries a failed renewal, the company keeps its leads for this many days (0 to 30). Changes apply to renewals that fail from now on."
        error={error}
      >
        {(control) => (
          <input
            {...control}
            className="form-field__input"
            type="number"
            inputMode="numeric"
            min={0}
            max={30}
            step={1}
            {...form.register('pastDueGraceDays', { valueAsNumber: true })}
          />
        )}
      </FormField>
      {recentSignIn.field}
      <div className="form-actions">
        <SubmitButton pendingText="Saving…">Save grace period</SubmitButton>
      </div>
    </Form>
  );
}

/** `settings/billing.pastDueGraceDays`, changed through updateBillingSettings. */
export function GracePeriodSection() {
  const settings = useBillingSettings();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <section className="admin-billing__section" aria-labelledby="grace-period-heading">
      <h2 id="grace-period-heading">Grace period for failed payments</h2>
      <div role="status">{message ? <p className="notice">{message}</p> : null}</div>
      <QueryState query={settings} what="the grace period">
        {(saved) => (
          <GraceDaysForm
            saved={saved}
            onSaved={(result) =>
              setMessage(`Grace period saved: ${days(result.pastDueGraceDays)}.`)
            }
          />
        )}
      </QueryState>
    </section>
  );
}
