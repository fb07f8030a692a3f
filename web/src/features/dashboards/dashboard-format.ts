import {
  APPOINTMENT_KIND_LABELS,
  type AppointmentStatus,
} from '@fixwell/common/appointments/appointment';
import { formatLondonDate, formatWindow } from '@fixwell/common/london-time';
import type {
  CompanyDashboardAllowance,
  CustomerDashboardDocument,
  CustomerDashboardRequest,
  DashboardAppointment,
} from '@fixwell/common/dashboards';

import { formatLongDate, formatMoney } from '@/utils/format';

// The dashboards' words: pure, so each sentence is tested once.

/** "1 lead", "3 leads". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;
}

/** "A and B", "A, B and C". */
export function listOfNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Where an open request has got to, from the customer's side. */
export function requestProgress(request: CustomerDashboardRequest): string {
  if (request.acceptedBy.length > 0) {
    const more = request.offered - request.acceptedBy.length;
    const waiting =
      more > 0 ? `; waiting for ${plural(more, 'more company', 'more companies')}` : '';
    return `Accepted by ${listOfNames(request.acceptedBy)}${waiting}`;
  }
  if (request.offered > 0) {
    return `Sent to ${plural(request.offered, 'company', 'companies')}; waiting for their answers`;
  }
  return 'Finding local companies for you';
}

/** "Tuesday 24 November 2026, 8–10am". */
export function appointmentWhen(
  appointment: Pick<DashboardAppointment, 'date' | 'windowStart' | 'windowEnd'>,
): string {
  return `${formatLondonDate(appointment.date)}, ${formatWindow(appointment.windowStart, appointment.windowEnd)}`;
}

/** "8–10am". */
export function appointmentWindow(
  appointment: Pick<DashboardAppointment, 'windowStart' | 'windowEnd'>,
): string {
  return formatWindow(appointment.windowStart, appointment.windowEnd);
}

/** "Site visit with Priya Shah, LS6 2AB". */
export function appointmentWhat(appointment: DashboardAppointment): string {
  const place = appointment.postcode ? `, ${appointment.postcode}` : '';
  return `${APPOINTMENT_KIND_LABELS[appointment.kind]} with ${appointment.otherPartyName}${place}`;
}

/** What an appointment's status asks of the reader. */
export function appointmentStatusText(
  status: AppointmentStatus,
  reader: 'customer' | 'company',
): string {
  if (status === 'confirmed') return 'Confirmed';
  return reader === 'customer'
    ? 'Waiting for you to confirm'
    : 'Waiting for the customer to confirm';
}

/** "Invoice INV-0001", "Quote" (no number yet). */
export function documentName(document: Pick<CustomerDashboardDocument, 'kind' | 'number'>): string {
  const kind = document.kind === 'invoice' ? 'Invoice' : 'Quote';
  return document.number ? `${kind} ${document.number}` : kind;
}

/** "£100.00 to pay by 1 December 2026 (overdue)", "£500.00, valid until 24 December 2026". */
export function documentDetail(document: CustomerDashboardDocument): string {
  const amount = formatMoney(document.amountPence);
  if (document.kind === 'invoice') {
    const due = document.dueDate ? ` by ${formatLongDate(document.dueDate)}` : '';
    const overdue = document.status === 'overdue' ? ' (overdue)' : '';
    return `${amount} to pay${due}${overdue}`;
  }
  return document.validUntil
    ? `${amount}, valid until ${formatLongDate(document.validUntil)}`
    : amount;
}

/** What the customer is to do with a document. */
export function documentAction(document: Pick<CustomerDashboardDocument, 'kind'>): string {
  return document.kind === 'invoice' ? 'Pay the invoice' : 'Answer the quote';
}

/** "42 minutes", "1 hour", "2 hours 5 minutes", "1 day 3 hours". */
export function durationText(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return plural(whole, 'minute');
  const hours = Math.floor(whole / 60);
  if (hours < 24) {
    const rest = whole % 60;
    return rest ? `${plural(hours, 'hour')} ${plural(rest, 'minute')}` : plural(hours, 'hour');
  }
  const days = Math.floor(hours / 24);
  const restHours = hours % 24;
  return restHours ? `${plural(days, 'day')} ${plural(restHours, 'hour')}` : plural(days, 'day');
}

/** "3 of 5 leads left in your Starter plan this period. It renews on 10 December 2026." */
export function allowanceLine(allowance: CompanyDashboardAllowance): string {
  if (allowance.allowance === 0) return 'Your plan includes no leads this period.';
  const plan = allowance.planName ? ` in your ${allowance.planName} plan` : ' in your plan';
  const renews = allowance.periodEnd ? ` It renews on ${formatLongDate(allowance.periodEnd)}.` : '';
  if (allowance.remaining === 0) {
    return `You have used all ${plural(allowance.allowance, 'lead')}${plan} this period.${renews}`;
  }
  return `${allowance.remaining} of ${plural(allowance.allowance, 'lead')} left${plan} this period.${renews}`;
}

/** "4.7 out of 5 from 12 reviews", or none yet. */
export function ratingText(rating: number, reviewCount: number): string {
  if (reviewCount === 0) return 'No reviews yet';
  return `${rating.toFixed(1)} out of 5 from ${plural(reviewCount, 'review')}`;
}
