import {
  EXTRA_LEADS_DEFAULT_CAP_PENCE,
  extraLeadSettingsSchema,
} from '@fixwell/common/billing/extra-leads';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';

import { Form, SubmitButton } from '@/components/form/form';
import { CheckboxField, FormField } from '@/components/form/form-field';
import { useFieldError } from '@/components/form/bound-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { toast } from '@/components/toast/toast-store';
import { useSetExtraLeads } from '@/features/billing/api/set-extra-leads';
import type { BillingAllowance } from '@/features/billing/billing-types';
import { formatPence } from '@/utils/format';

import './billing.css';

/** Pence as the pounds a person types: 5000 → "50", 1250 → "12.50". */
function poundsText(pence: number): string {
  if (!Number.isFinite(pence)) return '';
  return pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2);
}

/** What was typed, in pence: NaN when it is not a number (the schema then asks for one). */
function penceOf(text: string): number {
  const trimmed = text.trim().replace(/^£/, '').replace(/,/g, '');
  const pounds = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(pounds)) return Number.NaN;
  const pence = pounds * 100;
  const whole = Math.round(pence);
  // Floating point: 12.34 × 100 is not exactly 1234; anything finer than a penny stays fractional.
  return Math.abs(pence - whole) < 1e-6 ? whole : pence;
}

/** The monthly limit typed in pounds, kept in the form as pence (what the callable takes). */
function MonthlyLimitField() {
  const { control } = useFormContext<{ monthlyCapPence: number }>();
  const { field } = useController({ control, name: 'monthlyCapPence' });
  const error = useFieldError('monthlyCapPence');
  const [text, setText] = useState(() => poundsText(field.value));
  return (
    <FormField
      label="Monthly limit (£)"
      hint="We stop buying extra leads for you once this month's extra leads reach this amount, before VAT."
      error={error}
    >
      {(controlProps) => (
        <input
          {...controlProps}
          ref={field.ref}
          name={field.name}
          className="form-field__input"
          type="text"
          inputMode="decimal"
          value={text}
          onBlur={field.onBlur}
          onChange={(event) => {
            setText(event.target.value);
            field.onChange(penceOf(event.target.value));
          }}
        />
      )}
    </FormField>
  );
}

function EnabledField() {
  const { register } = useFormContext<{ enabled: boolean }>();
  return (
    <CheckboxField label="Buy extra leads when my allowance runs out">
      {(control) => <input {...control} type="checkbox" {...register('enabled')} />}
    </CheckboxField>
  );
}

export type ExtraLeadsFormProps = {
  uid: string;
  /** The plan's price per extra lead in pence, excluding VAT; null when it sells none. */
  pricePence: number | null;
  allowance: BillingAllowance | null | undefined;
};

/** Extra leads: off until the company switches them on with a monthly limit it chooses. */
export function ExtraLeadsForm({ uid, pricePence, allowance }: ExtraLeadsFormProps) {
  const save = useSetExtraLeads(uid);
  const form = useZodForm(extraLeadSettingsSchema, {
    defaultValues: {
      enabled: allowance?.extraLeadsEnabled ?? false,
      monthlyCapPence: allowance?.extraLeadsCapPence ?? EXTRA_LEADS_DEFAULT_CAP_PENCE,
    },
  });
  const spent = allowance?.extraSpentPence ?? 0;
  const bought = allowance?.extraUsed ?? 0;

  if (pricePence === null) {
    return <p>Your plan does not offer extra leads. A bigger plan includes more leads a month.</p>;
  }
  return (
    <>
      <p>
        Each extra lead on your plan costs <strong>{formatPence(pricePence)} + VAT</strong>, added
        to your next invoice. You see the price on the Accept button before you accept.
      </p>
      <p>
        Spent on extra leads this period: {formatPence(spent)} ({bought}{' '}
        {bought === 1 ? 'lead' : 'leads'}).
      </p>
      <Form
        form={form}
        aria-label="Extra leads"
        onSubmit={async (values) => {
          const saved = await save.mutateAsync(values);
          toast.success(
            'Extra leads saved',
            saved.enabled
              ? `Extra leads are on, up to ${formatPence(saved.monthlyCapPence)} a month.`
              : 'Extra leads are off.',
          );
        }}
      >
        <EnabledField />
        <MonthlyLimitField />
        <div className="form-actions">
          <SubmitButton pendingText="Saving…">Save extra leads</SubmitButton>
        </div>
      </Form>
    </>
  );
}
