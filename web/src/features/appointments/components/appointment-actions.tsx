import {
  cancelAppointmentSchema,
  rescheduleAppointmentSchema,
  respondToAppointmentSchema,
} from '@fixwell/common/appointments/appointment';
import { useId, useState, type ReactNode } from 'react';

import { TextAreaField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { toast } from '@/components/toast/toast-store';
import {
  useCancelAppointment,
  useCompleteAppointment,
  useRescheduleAppointment,
  useRespondToAppointment,
} from '@/features/appointments/api/appointment-actions';
import { availableActions } from '@/features/appointments/appointment-rules';
import type { Appointment, AppointmentRole } from '@/features/appointments/appointment-types';
import { AppointmentTimeFields } from '@/features/appointments/components/appointment-time-fields';

/** What the customer fills in to ask for another time: a note is needed. */
const changeRequestSchema = respondToAppointmentSchema
  .omit({ appointmentId: true, answer: true })
  .refine((value) => value.note.trim() !== '', {
    path: ['note'],
    message: 'Say which times would suit you better.',
  });
const cancelFormSchema = cancelAppointmentSchema.omit({ appointmentId: true });
const rescheduleFormSchema = rescheduleAppointmentSchema.omit({ appointmentId: true });

function failureOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A button that shows a small form below it; one open at a time is the caller's choice. */
function Disclosure({
  label,
  open,
  onToggle,
  children,
}: {
  label: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
      >
        {label}
      </button>
      <div id={id} className="appointment-actions__panel" hidden={!open}>
        {open ? children : null}
      </div>
    </>
  );
}

function ChangeRequestForm({
  appointmentId,
  onDone,
}: {
  appointmentId: string;
  onDone: () => void;
}) {
  const respond = useRespondToAppointment();
  const form = useZodForm(changeRequestSchema, { defaultValues: { note: '' } });
  return (
    <Form
      form={form}
      aria-label="Ask for another time"
      onSubmit={async ({ note }) => {
        await respond.mutateAsync({ appointmentId, answer: 'request-change', note });
        toast.success('Another time asked for', 'We have told the company.');
        onDone();
      }}
    >
      <TextAreaField name="note" label="Which days or times would suit you?" rows={3} />
      <div className="form-actions">
        <SubmitButton pendingText="Sending…">Send request</SubmitButton>
      </div>
    </Form>
  );
}

function CancelForm({ appointmentId, onDone }: { appointmentId: string; onDone: () => void }) {
  const cancel = useCancelAppointment();
  const form = useZodForm(cancelFormSchema, { defaultValues: { reason: '' } });
  return (
    <Form
      form={form}
      aria-label="Cancel the appointment"
      onSubmit={async ({ reason }) => {
        await cancel.mutateAsync({ appointmentId, reason });
        toast.success('Appointment cancelled', 'We have told the other side.');
        onDone();
      }}
    >
      <TextAreaField name="reason" label="Why are you cancelling?" rows={3} />
      <div className="form-actions">
        <SubmitButton pendingText="Cancelling…">Cancel appointment</SubmitButton>
      </div>
    </Form>
  );
}

function RescheduleForm({ appointment, onDone }: { appointment: Appointment; onDone: () => void }) {
  const reschedule = useRescheduleAppointment();
  const form = useZodForm(rescheduleFormSchema, {
    defaultValues: {
      time: {
        date: appointment.date,
        windowStart: appointment.windowStart,
        windowEnd: appointment.windowEnd,
        durationMinutes: String(appointment.durationMinutes),
      },
      note: '',
    },
  });
  return (
    <Form
      form={form}
      aria-label="Choose a new time"
      onSubmit={async (values) => {
        await reschedule.mutateAsync({ appointmentId: appointment.id, ...values });
        toast.success('New time sent', 'The customer is asked to confirm it.');
        onDone();
      }}
    >
      <AppointmentTimeFields />
      <TextAreaField name="note" label="A note for the customer" optional rows={2} />
      <div className="form-actions">
        <SubmitButton pendingText="Sending…">Send new time</SubmitButton>
      </div>
    </Form>
  );
}

/** The buttons and small forms of what this side may do with the appointment now. */
export function AppointmentActions({
  appointment,
  role,
  now,
}: {
  appointment: Appointment;
  role: AppointmentRole;
  now: Date;
}) {
  const [open, setOpen] = useState<'change' | 'cancel' | 'reschedule' | null>(null);
  const respond = useRespondToAppointment();
  const complete = useCompleteAppointment();
  const actions = availableActions(appointment, role, now);
  if (actions.length === 0) return null;
  const toggle = (panel: typeof open) => setOpen((current) => (current === panel ? null : panel));
  const close = () => setOpen(null);

  async function answer(value: 'confirm' | 'decline') {
    try {
      await respond.mutateAsync({ appointmentId: appointment.id, answer: value });
      toast.success(
        value === 'confirm' ? 'Appointment confirmed' : 'Appointment declined',
        'We have told the company.',
      );
    } catch (error) {
      toast.error('Your answer was not sent', failureOf(error));
    }
  }

  async function markCompleted() {
    try {
      await complete.mutateAsync(appointment.id);
      toast.success('Marked completed', 'The customer can now review the job.');
    } catch (error) {
      toast.error('Not marked completed', failureOf(error));
    }
  }

  return (
    <div className="appointment-actions" role="group" aria-label="Actions">
      {actions.includes('respond') ? (
        <>
          <button
            type="button"
            className="button button--primary"
            disabled={respond.isPending}
            onClick={() => void answer('confirm')}
          >
            Confirm
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={respond.isPending}
            onClick={() => void answer('decline')}
          >
            Decline
          </button>
          <Disclosure
            label="Ask for another time"
            open={open === 'change'}
            onToggle={() => toggle('change')}
          >
            <ChangeRequestForm appointmentId={appointment.id} onDone={close} />
          </Disclosure>
        </>
      ) : null}
      {actions.includes('reschedule') ? (
        <Disclosure
          label="Reschedule"
          open={open === 'reschedule'}
          onToggle={() => toggle('reschedule')}
        >
          <RescheduleForm appointment={appointment} onDone={close} />
        </Disclosure>
      ) : null}
      {actions.includes('complete') ? (
        <button
          type="button"
          className="button button--primary"
          disabled={complete.isPending}
          onClick={() => void markCompleted()}
        >
          Mark completed
        </button>
      ) : null}
      {actions.includes('cancel') ? (
        <Disclosure label="Cancel…" open={open === 'cancel'} onToggle={() => toggle('cancel')}>
          <CancelForm appointmentId={appointment.id} onDone={close} />
        </Disclosure>
      ) : null}
    </div>
  );
}
