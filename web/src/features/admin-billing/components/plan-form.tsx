import { useFormContext } from 'react-hook-form';

import { TextAreaField, TextField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { CheckboxField } from '@/components/form/form-field';
import { useRecentSignIn } from '@/components/form/recent-sign-in';
import { useZodForm } from '@/components/form/use-zod-form';
import type { AdminPlan } from '@/features/admin-billing/admin-billing';
import { confirmPassword } from '@/features/admin-billing/api/admin-billing-data';
import { useSavePlan } from '@/features/admin-billing/api/get-plans';
import { planFormSchema, planFormValues } from '@/features/admin-billing/plan-form-schema';

/** What to say once saved: a new price says when it reaches existing subscribers. */
export function planSavedMessage(
  plan: AdminPlan | null,
  saved: { name: string; monthlyPricePence: number },
  repricedSubscriptions: number,
): string {
  if (!plan) return `${saved.name} added.`;
  if (saved.monthlyPricePence === plan.monthlyPricePence) return `${saved.name} saved.`;
  const existing =
    repricedSubscriptions === 1
      ? 'the 1 existing subscription from its next renewal'
      : `the ${repricedSubscriptions} existing subscriptions from their next renewal`;
  return `New price saved. It applies to new subscriptions now and to ${existing}.`;
}

function Checkbox({ name, label }: { name: 'recommended' | 'archived'; label: string }) {
  const { register } = useFormContext();
  return (
    <CheckboxField label={label}>
      {(control) => <input {...control} type="checkbox" {...register(name)} />}
    </CheckboxField>
  );
}

export type PlanFormProps = {
  /** The plan to edit, or null to add one. */
  plan: AdminPlan | null;
  /** Where a new plan goes in the list. */
  nextOrder: number;
  onSaved: (message: string) => void;
  onCancel: () => void;
};

/**
 * Adds or edits a plan through savePlan; prices are typed in pounds, features one per line. It
 * changes what companies are charged, so an old sign-in is asked for the password again.
 */
export function PlanForm({ plan, nextOrder, onSaved, onCancel }: PlanFormProps) {
  const save = useSavePlan();
  const recentSignIn = useRecentSignIn(confirmPassword);
  const form = useZodForm(planFormSchema, { defaultValues: planFormValues(plan, nextOrder) });
  const headingId = 'plan-form-heading';

  return (
    <section className="admin-billing__section" aria-labelledby={headingId}>
      <h3 id={headingId}>{plan ? `Edit ${plan.name}` : 'Add a plan'}</h3>
      <Form
        form={form}
        aria-labelledby={headingId}
        onSubmit={async (values) => {
          const result = await recentSignIn.run(() =>
            save.mutateAsync({ ...(plan ? { id: plan.id } : {}), ...values }),
          );
          if (!result) return;
          onSaved(planSavedMessage(plan, values, result.repricedSubscriptions));
        }}
      >
        <TextField name="name" label="Name" autoComplete="off" />
        <TextField
          name="monthlyPricePence"
          label="Monthly price in pounds, excluding VAT"
          hint="VAT at 20% is added on top. A new price applies to new subscriptions at once and to existing ones from their next renewal, never to a period already paid."
          inputMode="decimal"
          autoComplete="off"
        />
        <TextField
          name="leadAllowance"
          label="Leads included each month"
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          name="extraLeadPricePence"
          label="Price of each extra lead in pounds"
          hint="Leave blank if this plan sells no extra leads."
          optional
          inputMode="decimal"
          autoComplete="off"
        />
        <TextAreaField
          name="features"
          label="Features"
          hint="One per line, 3 to 10, as the billing page lists them."
          rows={6}
        />
        <TextField
          name="order"
          label="Order"
          hint="Plans are listed from the lowest number."
          inputMode="numeric"
          autoComplete="off"
        />
        <Checkbox name="recommended" label="Recommended: highlighted on the billing page" />
        <Checkbox
          name="archived"
          label="Archived: hidden from companies choosing a plan; subscribers keep it"
        />
        {recentSignIn.field}
        <div className="form-actions">
          <SubmitButton pendingText="Saving…">Save plan</SubmitButton>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </Form>
    </section>
  );
}
