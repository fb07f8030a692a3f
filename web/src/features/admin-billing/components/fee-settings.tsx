import { londonDateOf, londonMidnightMillis } from '@fixwell/common/london-time';
import { platformFeePence } from '@fixwell/common/billing/fees';
import { dateOf } from '@fixwell/common/timestamps';
import { useState } from 'react';

import { Form, SubmitButton } from '@/components/form/form';
import { TextField } from '@/components/form/bound-fields';
import { useRecentSignIn } from '@/components/form/recent-sign-in';
import { useZodForm } from '@/components/form/use-zod-form';
import { LoadError } from '@/components/load-error';
import { QueryState } from '@/components/query-state';
import {
  feeOverview,
  type AdminAuditRecord,
  type AdminFeeSchedule,
  type FeeTerms,
} from '@/features/admin-billing/admin-billing';
import { confirmPassword } from '@/features/admin-billing/api/admin-billing-data';
import {
  useFeeAudit,
  useFeeSchedules,
  useUpdateFeeSettings,
} from '@/features/admin-billing/api/get-fee-settings';
import { BillingTable } from '@/features/admin-billing/components/billing-table';
import {
  FEE_FORM_FIELDS,
  feeFormSchema,
  feeFormValues,
} from '@/features/admin-billing/fee-form-schema';
import { serverFieldErrors } from '@/features/admin-billing/field-errors';
import { formatLondonDateTime } from '@/features/admin-billing/london-dates';
import { feeText, formatMoney } from '@/features/admin-billing/money';
import { formatLongDate } from '@/utils/format';

import './admin-billing.css';

/** The payment the page works an example fee out on. */
const EXAMPLE_PAYMENT_PENCE = 25_000;

function FeeInForce({ schedules }: { schedules: readonly AdminFeeSchedule[] }) {
  const { current, upcoming } = feeOverview(schedules, Date.now());
  return (
    <>
      <p>
        Fee in force now: <strong>{feeText(current)}</strong>
        {current.effectiveFromMillis === null
          ? ' (the standard fee; it has never been changed).'
          : `, since ${formatLongDate(current.effectiveFromMillis)}.`}
      </p>
      <p>
        On a {formatMoney(EXAMPLE_PAYMENT_PENCE)} payment:{' '}
        {formatMoney(platformFeePence(EXAMPLE_PAYMENT_PENCE, current))}
      </p>
      {upcoming.length > 0 ? (
        <>
          <h3>Scheduled changes</h3>
          <ul aria-label="Scheduled fee changes">
            {upcoming.map((schedule) => (
              <li key={schedule.effectiveFromMillis}>
                From {formatLongDate(schedule.effectiveFromMillis)}: {feeText(schedule)}
                {schedule.changedByEmail ? ` (set by ${schedule.changedByEmail})` : null}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>No change is scheduled.</p>
      )}
    </>
  );
}

function FeeForm({ current, onSaved }: { current: FeeTerms; onSaved: (message: string) => void }) {
  const update = useUpdateFeeSettings();
  const recentSignIn = useRecentSignIn(confirmPassword);
  const form = useZodForm(feeFormSchema, {
    defaultValues: feeFormValues(current, londonDateOf(Date.now())),
  });
  return (
    <Form
      form={form}
      aria-labelledby="fee-form-heading"
      onSubmit={async (values) => {
        try {
          if (!(await recentSignIn.run(() => update.mutateAsync(values)))) return;
        } catch (error) {
          const fields = Object.entries(serverFieldErrors(error, FEE_FORM_FIELDS)) as [
            (typeof FEE_FORM_FIELDS)[number],
            string,
          ][];
          fields.forEach(([field, message], index) =>
            form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
          );
          throw error;
        }
        const from = formatLongDate(londonMidnightMillis(values.effectiveFrom));
        onSaved(`Fee saved: ${feeText(values)} from ${from}.`);
      }}
    >
      <TextField
        name="percentBasisPoints"
        label="Percentage of each payment"
        hint="Up to two decimals, such as 2.5 for 2.5%. At most 20%."
        inputMode="decimal"
        autoComplete="off"
      />
      <TextField
        name="fixedPence"
        label="Fixed amount per payment, in pence"
        hint="Added to the percentage, such as 20 for 20p. At most 500."
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        name="minimumPence"
        label="Minimum fee, in pence"
        hint="The fee is never less than this, nor more than the payment. At most 1000."
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        name="effectiveFrom"
        label="Applies from"
        hint="Today or a later day; the fee changes at midnight, UK time."
        type="date"
        min={londonDateOf(Date.now())}
      />
      {recentSignIn.field}
      <div className="form-actions">
        <SubmitButton pendingText="Saving…">Save fee</SubmitButton>
      </div>
    </Form>
  );
}

const asFee = (record: Record<string, unknown> | null): FeeTerms | null =>
  record &&
  typeof record.percentBasisPoints === 'number' &&
  typeof record.fixedPence === 'number' &&
  typeof record.minimumPence === 'number'
    ? {
        percentBasisPoints: record.percentBasisPoints,
        fixedPence: record.fixedPence,
        minimumPence: record.minimumPence,
      }
    : null;

/** A date an audit entry stored as a timestamp, ISO text or milliseconds. */
function auditDate(value: unknown): string | null {
  const date =
    dateOf(value) ??
    (typeof value === 'string' || typeof value === 'number' ? new Date(value) : null);
  return date && !Number.isNaN(date.getTime()) ? formatLongDate(date) : null;
}

/** "2.5% + 20p, minimum 50p → 3% + 20p, minimum 50p, from 1 December 2026". */
export function feeChangeText(entry: AdminAuditRecord): string {
  const before = asFee(entry.before);
  const after = asFee(entry.after);
  if (!after) return entry.action || 'Changed';
  const from = auditDate(entry.after?.effectiveFrom);
  return `${before ? feeText(before) : 'Standard fee'} → ${feeText(after)}${from ? `, from ${from}` : ''}`;
}

function FeeAudit() {
  const audit = useFeeAudit();
  if (audit.isPending) return <p role="status">Loading the changes…</p>;
  if (audit.isError) {
    return (
      <LoadError
        message="We could not load who changed the fees."
        onRetry={() => void audit.refetch()}
        retrying={audit.isFetching}
      />
    );
  }
  if (audit.data.length === 0) return <p>Nobody has changed the fees yet.</p>;
  return (
    <BillingTable caption="Changes to the fees, newest first" columns={['When', 'Who', 'Change']}>
      {audit.data.map((entry) => (
        <tr key={entry.id}>
          <td>{entry.at ? formatLondonDateTime(entry.at) : '–'}</td>
          <td>{entry.actorEmail || 'Unknown'}</td>
          <td>
            {feeChangeText(entry)}
            {entry.reason ? ` (${entry.reason})` : null}
          </td>
        </tr>
      ))}
    </BillingTable>
  );
}

/** The platform fee in force, any scheduled change, the form to change it and who changed it. */
export function FeeSettingsSection() {
  const schedules = useFeeSchedules();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <>
      <section className="admin-billing__section" aria-labelledby="fee-heading">
        <h2 id="fee-heading">Platform fee on card payments</h2>
        <div role="status">{message ? <p className="notice">{message}</p> : null}</div>
        <QueryState query={schedules} what="the fees">
          {(list) => (
            <>
              <FeeInForce schedules={list} />
              <section className="admin-billing__section" aria-labelledby="fee-form-heading">
                <h3 id="fee-form-heading">Change the fee</h3>
                <FeeForm
                  current={feeOverview(list, Date.now()).current}
                  onSaved={(saved) => setMessage(saved)}
                />
              </section>
            </>
          )}
        </QueryState>
      </section>
      <section className="admin-billing__section" aria-labelledby="fee-audit-heading">
        <h2 id="fee-audit-heading">Changes</h2>
        <FeeAudit />
      </section>
    </>
  );
}
