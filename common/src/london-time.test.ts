import { describe, expect, it } from 'vitest';

import {
  addDays,
  APPOINTMENT_TIME_STEPS,
  formatAppointmentTime,
  formatClockTime,
  formatWindow,
  londonDateOf,
  londonInstant,
  londonMidnightMillis,
  londonTimeOf,
  mondayOf,
} from './london-time';

describe('londonInstant', () => {
  it('reads a winter time as GMT', () => {
    expect(londonInstant('2026-01-15', '08:00').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(londonInstant('2026-11-22', '23:30').toISOString()).toBe('2026-11-22T23:30:00.000Z');
  });

  it('reads a summer time as BST, an hour ahead', () => {
    expect(londonInstant('2026-07-01', '09:00').toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(londonInstant('2026-07-01', '00:30').toISOString()).toBe('2026-06-30T23:30:00.000Z');
  });

  it('follows the clocks going forward on 29 March 2026', () => {
    expect(londonInstant('2026-03-28', '09:00').toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(londonInstant('2026-03-29', '00:30').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(londonInstant('2026-03-29', '03:00').toISOString()).toBe('2026-03-29T02:00:00.000Z');
    expect(londonInstant('2026-03-29', '09:00').toISOString()).toBe('2026-03-29T08:00:00.000Z');
    // 01:30 does not exist that morning: it is read as 02:30 BST.
    expect(londonInstant('2026-03-29', '01:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('follows the clocks going back on 25 October 2026', () => {
    expect(londonInstant('2026-10-24', '09:00').toISOString()).toBe('2026-10-24T08:00:00.000Z');
    expect(londonInstant('2026-10-25', '00:30').toISOString()).toBe('2026-10-24T23:30:00.000Z');
    // 01:30 happens twice: the first, in summer time.
    expect(londonInstant('2026-10-25', '01:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(londonInstant('2026-10-25', '02:00').toISOString()).toBe('2026-10-25T02:00:00.000Z');
    expect(londonInstant('2026-10-25', '09:00').toISOString()).toBe('2026-10-25T09:00:00.000Z');
  });

  it('reads back as the same London date and time', () => {
    for (const date of ['2026-03-29', '2026-06-15', '2026-10-25', '2026-12-31']) {
      for (const time of ['00:00', '08:30', '12:00', '23:30']) {
        const instant = londonInstant(date, time);
        expect(`${londonDateOf(instant)} ${londonTimeOf(instant)}`).toBe(`${date} ${time}`);
      }
    }
  });

  it('refuses what is not a date or a time', () => {
    expect(() => londonInstant('2026-13', '08:00')).toThrow(RangeError);
    expect(() => londonInstant('2026-01-01', '24:00')).toThrow(RangeError);
  });
});

describe('London calendar', () => {
  it('moves dates by days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('finds the Monday of a week', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(mondayOf('2026-11-25')).toBe('2026-11-23');
  });
});

describe('formatting', () => {
  it('words dates and windows as people say them', () => {
    expect(
      formatAppointmentTime({ date: '2026-11-24', windowStart: '08:00', windowEnd: '10:00' }),
    ).toBe('Tuesday 24 November 2026, 8–10am');
    expect(formatWindow('11:30', '13:00')).toBe('11:30am–1pm');
    expect(formatWindow('08:30', '09:00')).toBe('8:30–9am');
    expect(formatWindow('12:00', '14:30')).toBe('12–2:30pm');
    expect(formatClockTime('08:00')).toBe('8:00am');
    expect(formatClockTime('12:30')).toBe('12:30pm');
    expect(formatClockTime('00:15')).toBe('12:15am');
  });

  it('offers arrival times every 30 minutes', () => {
    expect(APPOINTMENT_TIME_STEPS[0]).toBe('06:00');
    expect(APPOINTMENT_TIME_STEPS[1]).toBe('06:30');
    expect(APPOINTMENT_TIME_STEPS.at(-1)).toBe('21:00');
  });
});

describe('londonMidnightMillis', () => {
  it('is midnight UTC in winter (GMT)', () => {
    expect(new Date(londonMidnightMillis('2026-01-15')).toISOString()).toBe(
      '2026-01-15T00:00:00.000Z',
    );
  });

  it('is 23:00 UTC the day before in summer (BST)', () => {
    expect(new Date(londonMidnightMillis('2026-07-01')).toISOString()).toBe(
      '2026-06-30T23:00:00.000Z',
    );
  });

  it('handles the days the clocks change', () => {
    // Clocks go forward at 01:00 UTC on 29 March 2026: midnight that day is still GMT.
    expect(new Date(londonMidnightMillis('2026-03-29')).toISOString()).toBe(
      '2026-03-29T00:00:00.000Z',
    );
    expect(new Date(londonMidnightMillis('2026-03-30')).toISOString()).toBe(
      '2026-03-29T23:00:00.000Z',
    );
    // Clocks go back at 01:00 UTC on 25 October 2026: midnight that day is still BST.
    expect(new Date(londonMidnightMillis('2026-10-25')).toISOString()).toBe(
      '2026-10-24T23:00:00.000Z',
    );
    expect(new Date(londonMidnightMillis('2026-10-26')).toISOString()).toBe(
      '2026-10-26T00:00:00.000Z',
    );
  });

  it('refuses anything but a YYYY-MM-DD date', () => {
    expect(() => londonMidnightMillis('26/10/2026')).toThrow(RangeError);
  });
});

describe('londonDateOf (the date in London now)', () => {
  it('is the UTC date in winter', () => {
    expect(londonDateOf(Date.parse('2026-01-15T23:59:59Z'))).toBe('2026-01-15');
  });

  it('is already tomorrow late in a summer evening UTC', () => {
    expect(londonDateOf(Date.parse('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(londonDateOf(Date.parse('2026-07-01T22:59:59Z'))).toBe('2026-07-01');
  });

  it('agrees with londonMidnightMillis at the start of the day', () => {
    const midnight = londonMidnightMillis('2026-08-20');
    expect(londonDateOf(midnight)).toBe('2026-08-20');
    expect(londonDateOf(midnight - 1)).toBe('2026-08-19');
  });
});
