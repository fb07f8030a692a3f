import type { AppointmentHistoryEntry } from '@fixwell/common/appointments/appointment';

import { layout, oneLine, type MailMessage } from './mail-templates';

// Emails about appointments: a change by one side, told to the other, and the reminders before
// the start. Dates read "Tuesday 22 November 2026, 8–10am" (London time); text and HTML carry
// the same words.

export type AppointmentEvent = AppointmentHistoryEntry<unknown>['action'];

export interface AppointmentMail {
  event: AppointmentEvent;
  /** Who the email is to. */
  recipientName: string;
  /** Who made the change: the company's business name or the customer's name. */
  actorName: string;
  /** "Site visit" or "Job". */
  kindLabel: string;
  serviceName: string;
  /** "Tuesday 22 November 2026, 8–10am". */
  when: string;
  /** For a reschedule: the time it replaced. */
  previousWhen?: string | null;
  /** One line: "1 High Street, Leeds, LS6 1AA". */
  address: string;
  /** The reason or note given, if any. */
  note?: string | null;
}

/** The sentence both the email and the in-app notification open with. */
export function appointmentSentence(mail: AppointmentMail): string {
  const actor = oneLine(mail.actorName);
  const kind = mail.kindLabel.toLowerCase();
  switch (mail.event) {
    case 'proposed':
      return `${actor} proposed a ${kind} for ${mail.when}.`;
    case 'confirmed':
      return `${actor} confirmed the ${kind} on ${mail.when}.`;
    case 'declined':
      return `${actor} declined the ${kind} on ${mail.when}.`;
    case 'change-requested':
      return `${actor} asked for another time for the ${kind} on ${mail.when}.`;
    case 'rescheduled':
      return mail.previousWhen
        ? `${actor} moved the ${kind} from ${mail.previousWhen} to ${mail.when}.`
        : `${actor} moved the ${kind} to ${mail.when}.`;
    case 'cancelled':
      return `${actor} cancelled the ${kind} on ${mail.when}.`;
    case 'completed':
      return `${actor} marked the ${kind} on ${mail.when} as completed.`;
  }
}

const SUBJECTS: Record<AppointmentEvent, string> = {
  proposed: 'New appointment proposed',
  confirmed: 'Appointment confirmed',
  declined: 'Appointment declined',
  'change-requested': 'Another time asked for',
  rescheduled: 'Appointment moved',
  cancelled: 'Appointment cancelled',
  completed: 'Appointment completed',
};

/** The action each event asks of the recipient, as the email's button says it. */
const BUTTONS: Record<AppointmentEvent, string> = {
  proposed: 'Confirm or suggest another time',
  confirmed: 'See the appointment',
  declined: 'See the appointment',
  'change-requested': 'Choose a new time',
  rescheduled: 'Confirm the new time',
  cancelled: 'See your appointments',
  completed: 'See your appointments',
};

export function appointmentEmail(mail: AppointmentMail, link: string): MailMessage {
  const noteLabel = mail.event === 'cancelled' ? 'Reason' : 'Note';
  const lines = [
    `Hello ${oneLine(mail.recipientName)},`,
    appointmentSentence(mail),
    `${mail.kindLabel} for ${mail.serviceName.toLowerCase()} at ${oneLine(mail.address)}.`,
    ...(mail.note ? [`${noteLabel}: ${oneLine(mail.note)}`] : []),
  ];
  const button = BUTTONS[mail.event];
  return {
    subject: oneLine(`${SUBJECTS[mail.event]}: ${mail.serviceName}, ${mail.when}`),
    text: `${lines.join('\n\n')}\n\n${button}: ${link}\n\nThe Fixwell team\n`,
    html: layout(lines, link, button),
  };
}

export interface AppointmentReminderMail {
  recipientName: string;
  /** The other side: the company for the customer, the customer for the company. */
  otherName: string;
  kindLabel: string;
  serviceName: string;
  when: string;
  address: string;
  /** 24 or 2. */
  hoursBefore: number;
}

export function appointmentReminderEmail(mail: AppointmentReminderMail, link: string): MailMessage {
  const soon = mail.hoursBefore >= 24 ? 'tomorrow' : 'in 2 hours';
  const lines = [
    `Hello ${oneLine(mail.recipientName)},`,
    `A reminder: your ${mail.kindLabel.toLowerCase()} with ${oneLine(mail.otherName)} is ${soon}, ${mail.when}.`,
    `${mail.kindLabel} for ${mail.serviceName.toLowerCase()} at ${oneLine(mail.address)}.`,
    'If you can no longer make it, please cancel it in Fixwell so the other side knows.',
  ];
  return {
    subject: oneLine(`Reminder: ${mail.kindLabel.toLowerCase()} ${soon}, ${mail.when}`),
    text: `${lines.join('\n\n')}\n\nSee the appointment: ${link}\n\nThe Fixwell team\n`,
    html: layout(lines, link, 'See the appointment'),
  };
}
