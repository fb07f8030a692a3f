import { describe, expect, it } from 'vitest';

import { availableActions, directionsLink } from '@/features/appointments/appointment-rules';
import { makeAppointment } from '@/features/appointments/testing/appointment-fixtures';

const BEFORE = new Date('2026-11-30T12:00:00Z');
const AFTER = new Date('2026-12-01T08:30:00Z');

describe('availableActions', () => {
  it('lets the customer answer a proposal or cancel it', () => {
    expect(availableActions(makeAppointment(), 'customer', BEFORE)).toEqual(['respond', 'cancel']);
  });

  it('lets the company move or cancel an open appointment, and complete a confirmed one once started', () => {
    expect(availableActions(makeAppointment(), 'company', BEFORE)).toEqual([
      'reschedule',
      'cancel',
    ]);
    const confirmed = makeAppointment({ status: 'confirmed' });
    expect(availableActions(confirmed, 'company', BEFORE)).toEqual(['reschedule', 'cancel']);
    expect(availableActions(confirmed, 'company', AFTER)).toEqual([
      'reschedule',
      'complete',
      'cancel',
    ]);
    expect(availableActions(confirmed, 'customer', AFTER)).toEqual(['cancel']);
  });

  it('offers nothing once cancelled or completed', () => {
    for (const status of ['cancelled', 'completed'] as const) {
      expect(availableActions(makeAppointment({ status }), 'company', AFTER)).toEqual([]);
      expect(availableActions(makeAppointment({ status }), 'customer', AFTER)).toEqual([]);
    }
  });
});

describe('directionsLink', () => {
  it('points Google Maps at the encoded address', () => {
    expect(directionsLink('1 High Street, Leeds, LS6 1AA')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=1%20High%20Street%2C%20Leeds%2C%20LS6%201AA',
    );
  });
});
