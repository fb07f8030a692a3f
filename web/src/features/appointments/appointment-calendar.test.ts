import { afterEach, describe, expect, it } from 'vitest';

import { appointmentIcs, wallClockDate } from '@/features/appointments/appointment-calendar';
import { makeAppointment } from '@/features/appointments/testing/appointment-fixtures';

/** The first line of the event (not of its VTIMEZONE) that starts with `name`. */
function line(ics: string, name: string): string | undefined {
  const event = ics.slice(ics.indexOf('BEGIN:VEVENT'));
  return event.split('\r\n').find((entry) => entry.startsWith(name));
}

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe('appointmentIcs', () => {
  it('writes a summer appointment in London time (BST), not its UTC time', async () => {
    const ics = await appointmentIcs(
      makeAppointment({
        date: '2026-07-01',
        windowStart: '09:00',
        windowEnd: '11:00',
        startsAt: new Date('2026-07-01T08:00:00Z'),
        endsAt: new Date('2026-07-01T09:30:00Z'),
      }),
      'customer',
    );
    expect(line(ics, 'DTSTART')).toBe('DTSTART;TZID=Europe/London:20260701T090000');
    expect(line(ics, 'DTEND')).toBe('DTEND;TZID=Europe/London:20260701T103000');
  });

  it('writes a winter appointment in London time (GMT)', async () => {
    const ics = await appointmentIcs(
      makeAppointment({
        date: '2026-11-24',
        windowStart: '08:00',
        windowEnd: '10:00',
        startsAt: new Date('2026-11-24T08:00:00Z'),
        endsAt: new Date('2026-11-24T09:00:00Z'),
      }),
      'company',
    );
    expect(line(ics, 'DTSTART')).toBe('DTSTART;TZID=Europe/London:20261124T080000');
    expect(line(ics, 'DTEND')).toBe('DTEND;TZID=Europe/London:20261124T090000');
  });

  it('writes the same London times whatever time zone the browser is in', async () => {
    process.env.TZ = 'America/New_York';
    const ics = await appointmentIcs(
      makeAppointment({
        date: '2026-07-01',
        windowStart: '09:00',
        startsAt: new Date('2026-07-01T08:00:00Z'),
        endsAt: new Date('2026-07-01T09:00:00Z'),
      }),
      'customer',
    );
    expect(line(ics, 'DTSTART')).toBe('DTSTART;TZID=Europe/London:20260701T090000');
    expect(line(ics, 'DTEND')).toBe('DTEND;TZID=Europe/London:20260701T100000');
  });

  it('carries the Europe/London VTIMEZONE with its summer and winter rules', async () => {
    const ics = await appointmentIcs(makeAppointment(), 'customer');
    const zone = ics.slice(ics.indexOf('BEGIN:VTIMEZONE'), ics.indexOf('END:VTIMEZONE'));
    expect(zone).toContain('TZID:Europe/London');
    expect(ics.match(/BEGIN:VCALENDAR/g)).toHaveLength(1);
    expect(ics.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
    expect(ics.match(/END:VTIMEZONE/g)).toHaveLength(1);
    expect(ics.indexOf('END:VTIMEZONE')).toBeLessThan(ics.indexOf('BEGIN:VEVENT'));
    // Every line ends in CRLF, the zone's lines too.
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    expect(zone).toMatch(/BEGIN:DAYLIGHT[\s\S]*TZOFFSETFROM:\+0000[\s\S]*TZOFFSETTO:\+0100/);
    expect(zone).toMatch(/BEGIN:STANDARD[\s\S]*TZOFFSETFROM:\+0100[\s\S]*TZOFFSETTO:\+0000/);
  });

  it('has a stable UID, a SEQUENCE from the history and the status', async () => {
    const proposed = await appointmentIcs(makeAppointment({ id: 'abc' }), 'customer');
    expect(line(proposed, 'UID')).toBe('UID:abc@fixwell');
    expect(line(proposed, 'SEQUENCE')).toBe('SEQUENCE:0');
    expect(line(proposed, 'STATUS')).toBe('STATUS:TENTATIVE');
    // DTSTAMP is always UTC (RFC 5545 3.8.7.2).
    expect(line(proposed, 'DTSTAMP')).toBe('DTSTAMP:20261120T100000Z');

    const base = makeAppointment({ id: 'abc' });
    const cancelled = await appointmentIcs(
      {
        ...base,
        status: 'cancelled',
        history: [
          ...base.history,
          { action: 'cancelled', by: 'customer', at: new Date(), note: 'Away', previous: null },
        ],
      },
      'customer',
    );
    expect(line(cancelled, 'UID')).toBe('UID:abc@fixwell');
    expect(line(cancelled, 'SEQUENCE')).toBe('SEQUENCE:1');
    expect(line(cancelled, 'STATUS')).toBe('STATUS:CANCELLED');
  });

  it('names the job, the other party and the place', async () => {
    const ics = await appointmentIcs(makeAppointment(), 'customer', {
      origin: 'https://www.fixwell.test',
    });
    expect(ics).toContain('SUMMARY:Site visit: Plumbing with Acme Plumbing');
    expect(ics).toContain('LOCATION:1 High Street\\, Leeds\\, LS6 1AA');
    expect(ics.replace(/\r\n /g, '')).toContain(
      'URL;VALUE=URI:https://www.fixwell.test/customer/appointments?a=appt-1',
    );
  });
});

describe('wallClockDate', () => {
  it('reads back the wall-clock time through local getters', () => {
    const date = wallClockDate('2026-03-29', '09:30');
    expect([
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
    ]).toEqual([2026, 2, 29, 9, 30]);
  });
});
