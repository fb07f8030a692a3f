// The stand-in for `features/appointments/api/appointments-data` in the appointments pages' and
// board's tests. It imports nothing of the app at run time, so each test file's `vi.mock` factory
// can load it: `vi.mock('@/features/appointments/api/appointments-data', () =>
// import('@/features/appointments/testing/appointments-data-mock'))`.
import { vi } from 'vitest';

import type * as AppointmentsData from '@/features/appointments/api/appointments-data';
import { makeAppointment } from '@/features/appointments/testing/appointment-fixtures';

export const APPOINTMENTS_PAGE_SIZE = 50;
export const watchAppointments = vi.fn<typeof AppointmentsData.watchAppointments>();
export const watchAppointmentsBetween = vi.fn();
export const watchAppointment = vi.fn();
export const respondToAppointment = vi.fn();
export const rescheduleAppointment = vi.fn();
export const cancelAppointment = vi.fn();
export const completeAppointment = vi.fn();

/**
 * An appointments page as of 24 November 2026 at noon, listing one upcoming appointment
 * (`makeAppointment()`) and no past ones. Returns the clean-up, for `beforeEach` to return.
 */
export function showOneUpcomingAppointment(): () => void {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T12:00:00Z') });
  Element.prototype.scrollIntoView = vi.fn();
  watchAppointments.mockImplementation((_uid, options, onData) => {
    onData({ appointments: options.upcoming ? [makeAppointment()] : [], hasMore: false });
    return () => {};
  });
  return () => vi.useRealTimers();
}
