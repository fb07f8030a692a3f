import type { Appointment } from '@/features/appointments/appointment-types';

/** An appointment as the data module returns it: a proposed site visit next Tuesday in winter. */
export function makeAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: 'appt-1',
    conversationId: 'quote-1_acme',
    quoteId: 'quote-1',
    companyId: 'acme',
    customerId: 'alice',
    participantIds: ['acme', 'alice'],
    companyName: 'Acme Plumbing',
    customerName: 'Alice Smith',
    serviceName: 'Plumbing',
    kind: 'site-visit',
    date: '2026-12-01',
    windowStart: '08:00',
    windowEnd: '10:00',
    durationMinutes: 60,
    startsAt: new Date('2026-12-01T08:00:00Z'),
    endsAt: new Date('2026-12-01T09:00:00Z'),
    address: { line1: '1 High Street', line2: '', town: 'Leeds', postcode: 'LS6 1AA' },
    notes: '',
    status: 'proposed',
    history: [
      {
        action: 'proposed',
        by: 'company',
        at: new Date('2026-11-20T10:00:00Z'),
        note: null,
        previous: null,
      },
    ],
    remindersSent: [],
    documentId: null,
    createdAt: new Date('2026-11-20T10:00:00Z'),
    updatedAt: new Date('2026-11-20T10:00:00Z'),
    ...overrides,
  };
}
