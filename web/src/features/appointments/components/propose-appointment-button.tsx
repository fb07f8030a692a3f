import {
  APPOINTMENT_KIND_LABELS,
  APPOINTMENT_KINDS,
  proposeAppointmentSchema,
  type AppointmentAddress,
} from '@fixwell/common/appointments/appointment';
import { addDays, londonDateOf } from '@fixwell/common/london-time';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { z } from 'zod';

import {
  choicesOf,
  RadioGroupField,
  TextAreaField,
  TextField,
} from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { toast } from '@/components/toast/toast-store';
import { getLeadPostcode } from '@/features/appointments/api/appointments-data';
import { useProposeAppointment } from '@/features/appointments/api/propose-appointment';
import { AppointmentTimeFields } from '@/features/appointments/components/appointment-time-fields';
import { clearDraft, readStoredDraft, storeDraft } from '@/hooks/use-form-draft';

import '@/features/appointments/components/appointments.css';

/** What the company fills in: the conversation is known and added when the form is sent. */
const proposeFormSchema = proposeAppointmentSchema.omit({ conversationId: true, documentId: true });
type ProposeFormInput = z.input<typeof proposeFormSchema>;

const KIND_CHOICES = choicesOf(APPOINTMENT_KINDS, APPOINTMENT_KIND_LABELS);
const NOTES_MAX = 2000;

function draftKey(conversationId: string): string {
  return `propose-appointment:${conversationId}`;
}

function defaultsFor(
  defaultAddress: Partial<AppointmentAddress> | undefined,
  now: Date,
): ProposeFormInput {
  return {
    kind: 'site-visit',
    time: {
      date: addDays(londonDateOf(now), 1),
      windowStart: '08:00',
      windowEnd: '10:00',
      durationMinutes: '60',
    },
    address: {
      line1: defaultAddress?.line1 ?? '',
      line2: defaultAddress?.line2 ?? '',
      town: defaultAddress?.town ?? '',
      postcode: defaultAddress?.postcode ?? '',
    },
    notes: '',
  };
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function strings<T extends Record<string, unknown>>(base: T, saved: unknown): T {
  const record = asRecord(saved);
  const merged: Record<string, unknown> = { ...base };
  for (const key of Object.keys(base)) {
    if (typeof record[key] === 'string') merged[key] = record[key];
  }
  return merged as T;
}

/** The saved draft over the defaults: only string fields of the known shape are taken. */
function withDraft(defaults: ProposeFormInput, saved: unknown): ProposeFormInput {
  const record = asRecord(saved);
  const kind = APPOINTMENT_KINDS.find((value) => value === record.kind) ?? defaults.kind;
  return {
    kind,
    time: strings(
      defaults.time as Record<string, unknown>,
      record.time,
    ) as ProposeFormInput['time'],
    address: strings(
      defaults.address as Record<string, unknown>,
      record.address,
    ) as ProposeFormInput['address'],
    notes: typeof record.notes === 'string' ? record.notes : defaults.notes,
  };
}

export type ProposeAppointmentButtonProps = {
  /** The conversation (and lead) id, `{quoteId}_{companyId}`. */
  conversationId: string;
  /** The job's address, prefilled and editable. */
  defaultAddress?: Partial<AppointmentAddress>;
};

/**
 * "Propose an appointment": a button that opens the form below it (a disclosure) for a site visit
 * or job slot in this conversation. What is typed survives a reload until it is sent.
 */
export function ProposeAppointmentButton({
  conversationId,
  defaultAddress,
}: ProposeAppointmentButtonProps) {
  const base = useId();
  const key = draftKey(conversationId);
  const [open, setOpen] = useState(() => readStoredDraft(key) !== undefined);
  return (
    <div className="appointment-propose">
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls={`${base}-form`}
        onClick={() => setOpen((value) => !value)}
      >
        Propose an appointment
      </button>
      <div id={`${base}-form`} hidden={!open}>
        {open ? (
          <ProposeAppointmentForm
            conversationId={conversationId}
            defaultAddress={defaultAddress}
            onDone={() => setOpen(false)}
          />
        ) : null}
      </div>
    </div>
  );
}

function ProposeAppointmentForm({
  conversationId,
  defaultAddress,
  onDone,
}: {
  conversationId: string;
  defaultAddress: Partial<AppointmentAddress> | undefined;
  onDone: () => void;
}) {
  const base = useId();
  const key = draftKey(conversationId);
  const propose = useProposeAppointment();
  const [now] = useState(() => new Date());
  const form = useZodForm(proposeFormSchema, {
    defaultValues: withDraft(defaultsFor(defaultAddress, now), readStoredDraft(key)),
  });
  const notesLength = (form.watch('notes') ?? '').length;
  // From a conversation no address is known: the lead's postcode is a start.
  const leadPostcode = useQuery({
    queryKey: ['appointments', 'lead-postcode', conversationId],
    queryFn: () => getLeadPostcode(conversationId),
    enabled: !defaultAddress?.postcode,
    staleTime: Infinity,
  });
  const postcode = leadPostcode.data;
  useEffect(() => {
    if (postcode && !form.getValues('address.postcode')) {
      form.setValue('address.postcode', postcode);
    }
  }, [form, postcode]);

  useEffect(() => {
    const subscription = form.watch((values) => storeDraft(key, values));
    return () => subscription.unsubscribe();
  }, [form, key]);

  return (
    <section className="appointment-form" aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`} className="appointment-form__heading">
        Propose an appointment
      </h2>
      <Form
        form={form}
        aria-labelledby={`${base}-heading`}
        onSubmit={async (values) => {
          await propose.mutateAsync({ ...values, conversationId, documentId: null });
          clearDraft(key);
          toast.success(
            'Appointment proposed',
            'We have told the customer; you will hear when they answer.',
          );
          onDone();
        }}
      >
        <RadioGroupField name="kind" legend="What is it for?" choices={KIND_CHOICES} />
        <AppointmentTimeFields now={now} />
        <fieldset className="appointment-form__address">
          <legend className="form-field__label">Address</legend>
          <TextField name="address.line1" label="Address line 1" autoComplete="address-line1" />
          <TextField
            name="address.line2"
            label="Address line 2"
            optional
            autoComplete="address-line2"
          />
          <TextField name="address.town" label="Town" autoComplete="address-level2" />
          <TextField name="address.postcode" label="Postcode" autoComplete="postal-code" />
        </fieldset>
        <TextAreaField
          name="notes"
          label="Notes for the customer"
          optional
          rows={3}
          after={
            <p className="form-field__hint">
              {notesLength} of {NOTES_MAX} characters
            </p>
          }
        />
        <div className="form-actions">
          <SubmitButton pendingText="Proposing…">Propose appointment</SubmitButton>
          <button type="button" className="button button--secondary" onClick={onDone}>
            Close
          </button>
        </div>
      </Form>
    </section>
  );
}
