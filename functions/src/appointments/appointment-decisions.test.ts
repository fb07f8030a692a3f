import { describe, expect, it } from 'vitest';

import {
  appointmentInstants,
  cancelDecision,
  completeDecision,
  documentDecision,
  dueReminder,
  proposeDecision,
  rescheduleDecision,
  respondDecision,
  sideOf,
} from './appointment-decisions';

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 20, 12, 0);

function appointment(
  overrides: Partial<Parameters<typeof respondDecision>[0]['appointment']> = {},
) {
  return {
    status: 'proposed' as const,
    companyId: 'company-1',
    customerId: 'customer-1',
    startsAtMillis: NOW + 48 * HOUR,
    ...overrides,
  };
}

describe('sideOf', () => {
  it('tells the company, the customer and strangers apart', () => {
    expect(sideOf(appointment(), 'company-1')).toBe('company');
    expect(sideOf(appointment(), 'customer-1')).toBe('customer');
    expect(sideOf(appointment(), 'someone-else')).toBeNull();
    expect(sideOf(appointment({ customerId: null }), 'someone-else')).toBeNull();
  });
});

describe('appointmentInstants', () => {
  it('starts at the London window start and ends a duration later, in summer and winter', () => {
    const summer = appointmentInstants({
      date: '2026-07-01',
      windowStart: '08:00',
      windowEnd: '10:00',
      durationMinutes: 90,
    });
    expect(summer.startsAt.toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(summer.endsAt.toISOString()).toBe('2026-07-01T08:30:00.000Z');
    const winter = appointmentInstants({
      date: '2026-11-24',
      windowStart: '08:00',
      windowEnd: '10:00',
      durationMinutes: 60,
    });
    expect(winter.startsAt.toISOString()).toBe('2026-11-24T08:00:00.000Z');
  });
});

describe('proposeDecision', () => {
  it('lets the conversation’s company propose a time to come', () => {
    expect(
      proposeDecision({
        uid: 'company-1',
        companyId: 'company-1',
        startsAtMillis: NOW + HOUR,
        nowMillis: NOW,
      }),
    ).toEqual({ allow: true });
  });

  it('refuses anyone else and a start that has passed', () => {
    expect(
      proposeDecision({
        uid: 'customer-1',
        companyId: 'company-1',
        startsAtMillis: NOW + HOUR,
        nowMillis: NOW,
      }),
    ).toMatchObject({ allow: false, code: 'permission-denied' });
    expect(
      proposeDecision({
        uid: 'company-1',
        companyId: 'company-1',
        startsAtMillis: NOW,
        nowMillis: NOW,
      }),
    ).toMatchObject({ allow: false, code: 'invalid-argument' });
  });
});

describe('documentDecision', () => {
  const expected = { companyId: 'company-1', leadId: 'quote-1_company-1' };
  const quote = {
    companyId: 'company-1',
    kind: 'quote',
    status: 'accepted',
    leadId: 'quote-1_company-1',
  };

  it('accepts the company’s accepted quote of the same lead', () => {
    expect(documentDecision(quote, expected)).toEqual({ allow: true });
  });

  it.each([
    ['missing', undefined],
    ['another company’s', { ...quote, companyId: 'company-2' }],
    ['not accepted', { ...quote, status: 'sent' }],
    ['an invoice', { ...quote, kind: 'invoice' }],
    ['of another lead', { ...quote, leadId: 'quote-2_company-1' }],
  ])('refuses a quote that is %s', (_label, document) => {
    expect(documentDecision(document, expected)).toMatchObject({
      allow: false,
      code: 'failed-precondition',
    });
  });
});

describe('respondDecision', () => {
  it('moves a proposal to confirmed, declined or change-requested', () => {
    expect(
      respondDecision({
        appointment: appointment(),
        uid: 'customer-1',
        answer: 'confirm',
        note: '',
      }),
    ).toEqual({
      allow: true,
      status: 'confirmed',
      action: 'confirmed',
    });
    expect(
      respondDecision({
        appointment: appointment(),
        uid: 'customer-1',
        answer: 'decline',
        note: '',
      }),
    ).toMatchObject({
      status: 'declined',
    });
    expect(
      respondDecision({
        appointment: appointment(),
        uid: 'customer-1',
        answer: 'request-change',
        note: 'Afternoons',
      }),
    ).toMatchObject({ status: 'change-requested', action: 'change-requested' });
  });

  it('asks for a note with a request for another time', () => {
    expect(
      respondDecision({
        appointment: appointment(),
        uid: 'customer-1',
        answer: 'request-change',
        note: ' ',
      }),
    ).toMatchObject({ allow: false, code: 'invalid-argument' });
  });

  it('lets only the customer answer, and only a proposal', () => {
    expect(
      respondDecision({
        appointment: appointment(),
        uid: 'company-1',
        answer: 'confirm',
        note: '',
      }),
    ).toMatchObject({
      allow: false,
      code: 'permission-denied',
    });
    for (const status of [
      'confirmed',
      'declined',
      'change-requested',
      'cancelled',
      'completed',
    ] as const) {
      expect(
        respondDecision({
          appointment: appointment({ status }),
          uid: 'customer-1',
          answer: 'confirm',
          note: '',
        }),
      ).toMatchObject({ allow: false, code: 'failed-precondition' });
    }
  });
});

describe('rescheduleDecision', () => {
  it('lets the company set a new time on any open appointment, back to proposed', () => {
    for (const status of ['proposed', 'confirmed', 'declined', 'change-requested'] as const) {
      expect(
        rescheduleDecision({
          appointment: appointment({ status }),
          uid: 'company-1',
          newStartsAtMillis: NOW + HOUR,
          nowMillis: NOW,
        }),
      ).toEqual({ allow: true, status: 'proposed' });
    }
  });

  it('refuses the customer, a closed appointment and a past time', () => {
    expect(
      rescheduleDecision({
        appointment: appointment(),
        uid: 'customer-1',
        newStartsAtMillis: NOW + HOUR,
        nowMillis: NOW,
      }),
    ).toMatchObject({ allow: false, code: 'permission-denied' });
    expect(
      rescheduleDecision({
        appointment: appointment({ status: 'completed' }),
        uid: 'company-1',
        newStartsAtMillis: NOW + HOUR,
        nowMillis: NOW,
      }),
    ).toMatchObject({ allow: false, code: 'failed-precondition' });
    expect(
      rescheduleDecision({
        appointment: appointment(),
        uid: 'company-1',
        newStartsAtMillis: NOW - HOUR,
        nowMillis: NOW,
      }),
    ).toMatchObject({ allow: false, code: 'invalid-argument' });
  });
});

describe('cancelDecision', () => {
  it('lets either side cancel an open appointment', () => {
    expect(cancelDecision({ appointment: appointment(), uid: 'customer-1' })).toEqual({
      allow: true,
      by: 'customer',
    });
    expect(
      cancelDecision({ appointment: appointment({ status: 'confirmed' }), uid: 'company-1' }),
    ).toEqual({
      allow: true,
      by: 'company',
    });
  });

  it('refuses strangers and what is already cancelled or completed', () => {
    expect(cancelDecision({ appointment: appointment(), uid: 'stranger' })).toMatchObject({
      code: 'permission-denied',
    });
    for (const status of ['cancelled', 'completed'] as const) {
      expect(
        cancelDecision({ appointment: appointment({ status }), uid: 'company-1' }),
      ).toMatchObject({
        code: 'failed-precondition',
      });
    }
  });
});

describe('completeDecision', () => {
  it('lets the company complete a confirmed appointment once it has started', () => {
    expect(
      completeDecision({
        appointment: appointment({ status: 'confirmed', startsAtMillis: NOW - HOUR }),
        uid: 'company-1',
        nowMillis: NOW,
      }),
    ).toEqual({ allow: true });
  });

  it('refuses before the start, an unconfirmed one and the customer', () => {
    expect(
      completeDecision({
        appointment: appointment({ status: 'confirmed' }),
        uid: 'company-1',
        nowMillis: NOW,
      }),
    ).toMatchObject({ code: 'failed-precondition' });
    expect(
      completeDecision({
        appointment: appointment({ status: 'proposed', startsAtMillis: NOW - HOUR }),
        uid: 'company-1',
        nowMillis: NOW,
      }),
    ).toMatchObject({ code: 'failed-precondition' });
    expect(
      completeDecision({
        appointment: appointment({ status: 'confirmed', startsAtMillis: NOW - HOUR }),
        uid: 'customer-1',
        nowMillis: NOW,
      }),
    ).toMatchObject({ code: 'permission-denied' });
  });
});

describe('dueReminder', () => {
  const confirmed = (hoursAhead: number, remindersSent: number[] = []) => ({
    status: 'confirmed' as const,
    startsAtMillis: NOW + hoursAhead * HOUR,
    remindersSent,
  });

  it('sends nothing more than 24 hours ahead', () => {
    expect(dueReminder(confirmed(25), NOW)).toBeNull();
  });

  it('sends the 24-hour reminder within 24 hours and more than 2 hours ahead, once', () => {
    expect(dueReminder(confirmed(24), NOW)).toBe(24);
    expect(dueReminder(confirmed(3), NOW)).toBe(24);
    expect(dueReminder(confirmed(3, [24]), NOW)).toBeNull();
  });

  it('sends the 2-hour reminder within 2 hours, once', () => {
    expect(dueReminder(confirmed(2, [24]), NOW)).toBe(2);
    expect(dueReminder(confirmed(1, []), NOW)).toBe(2);
    expect(dueReminder(confirmed(1, [24, 2]), NOW)).toBeNull();
  });

  it('sends nothing once the time has passed or for an appointment not confirmed', () => {
    expect(dueReminder(confirmed(0), NOW)).toBeNull();
    expect(dueReminder(confirmed(-1), NOW)).toBeNull();
    expect(dueReminder({ ...confirmed(1), status: 'cancelled' }, NOW)).toBeNull();
    expect(dueReminder({ ...confirmed(1), status: 'proposed' }, NOW)).toBeNull();
  });
});
