import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  cancelAppointment,
  completeAppointment,
  rescheduleAppointment,
  respondToAppointment,
  watchAppointment,
  watchAppointments,
  watchAppointmentsBetween,
} from '@/features/appointments/api/appointments-data';
import type { Appointment, AppointmentRole } from '@/features/appointments/appointment-types';
import { AppointmentsBoard } from '@/features/appointments/components/appointments-board';
import { makeAppointment } from '@/features/appointments/testing/appointment-fixtures';
import { renderApp } from '@/testing/test-utils';

vi.mock(
  '@/features/appointments/api/appointments-data',
  () => import('@/features/appointments/testing/appointments-data-mock'),
);

const NOW = new Date('2026-11-24T12:00:00Z');

const UPCOMING = makeAppointment({ id: 'appt-1' });
const CONFIRMED_TODAY = makeAppointment({
  id: 'appt-2',
  status: 'confirmed',
  kind: 'job',
  date: '2026-11-24',
  windowStart: '10:00',
  windowEnd: '12:00',
  startsAt: new Date('2026-11-24T10:00:00Z'),
  endsAt: new Date('2026-11-24T13:00:00Z'),
  durationMinutes: 180,
});
const PAST = makeAppointment({
  id: 'appt-old',
  status: 'completed',
  date: '2026-11-10',
  startsAt: new Date('2026-11-10T08:00:00Z'),
  endsAt: new Date('2026-11-10T09:00:00Z'),
  history: [
    {
      action: 'proposed',
      by: 'company',
      at: new Date('2026-11-01T10:00:00Z'),
      note: null,
      previous: null,
    },
    {
      action: 'rescheduled',
      by: 'company',
      at: new Date('2026-11-02T10:00:00Z'),
      note: 'Van booked',
      previous: { date: '2026-11-09', windowStart: '08:00', windowEnd: '10:00' },
    },
    {
      action: 'completed',
      by: 'company',
      at: new Date('2026-11-10T11:00:00Z'),
      note: null,
      previous: null,
    },
  ],
});

function answer(upcoming: Appointment[], past: Appointment[], week: Appointment[] = []) {
  vi.mocked(watchAppointments).mockImplementation((_uid, options, onData) => {
    onData({ appointments: options.upcoming ? upcoming : past, hasMore: false });
    return () => {};
  });
  vi.mocked(watchAppointmentsBetween).mockImplementation((_uid, _range, onData) => {
    onData({ appointments: week, hasMore: false });
    return () => {};
  });
  vi.mocked(watchAppointment).mockImplementation((id, onData) => {
    onData([...upcoming, ...past, ...week].find((item) => item.id === id) ?? null);
    return () => {};
  });
}

function renderBoard(role: AppointmentRole, url = `/${role}/appointments`) {
  return renderApp(<AppointmentsBoard uid={role === 'company' ? 'acme' : 'alice'} role={role} />, {
    url,
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  Element.prototype.scrollIntoView = vi.fn();
  return () => vi.useRealTimers();
});

describe('AppointmentsBoard', () => {
  it('lists upcoming and past appointments with time, status, the other party and directions', async () => {
    answer([UPCOMING], [PAST]);
    renderBoard('customer');

    const upcoming = await screen.findByRole('list', { name: 'Upcoming appointments' });
    const card = within(upcoming).getByRole('article', { name: 'Site visit: Plumbing' });
    expect(card).toHaveTextContent('Tuesday 1 December 2026, 8–10am');
    expect(card).toHaveTextContent('Waiting for the customer');
    expect(card).toHaveTextContent('Acme Plumbing');
    expect(within(card).getByRole('link', { name: /Directions/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=1%20High%20Street%2C%20Leeds%2C%20LS6%201AA',
    );
    expect(within(card).getByRole('button', { name: 'Add to calendar' })).toBeEnabled();

    const past = screen.getByRole('list', { name: 'Past appointments' });
    const old = within(past).getByRole('article');
    expect(old).toHaveTextContent('Completed');
    expect(within(old).getByText('History')).toBeInTheDocument();
    expect(old).toHaveTextContent('Moved by Acme Plumbing');
    expect(old).toHaveTextContent('(was Monday 9 November 2026, 8–10am): “Van booked”');
    // Nothing left to do with a completed appointment.
    expect(within(old).queryByRole('group', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('lets the customer confirm, decline or ask for another time with a note', async () => {
    answer([UPCOMING], []);
    vi.mocked(respondToAppointment).mockResolvedValue({ status: 'confirmed' });
    const { user } = renderBoard('customer');
    const card = await screen.findByRole('article', { name: 'Site visit: Plumbing' });

    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(respondToAppointment).toHaveBeenCalledWith({
      appointmentId: 'appt-1',
      answer: 'confirm',
    });
    expect(await screen.findByText('Appointment confirmed')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Ask for another time' }));
    const form = within(card).getByRole('form', { name: 'Ask for another time' });
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText('Say which times would suit you better.')).toBeVisible();
    await user.type(within(form).getByLabelText(/Which days or times/), 'Any afternoon');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(respondToAppointment).toHaveBeenLastCalledWith({
        appointmentId: 'appt-1',
        answer: 'request-change',
        note: 'Any afternoon',
      }),
    );
    expect(within(card).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it('lets the company reschedule, cancel with a reason and mark a started job completed', async () => {
    answer([UPCOMING, CONFIRMED_TODAY], []);
    vi.mocked(rescheduleAppointment).mockResolvedValue({ status: 'proposed' });
    vi.mocked(cancelAppointment).mockResolvedValue({ cancelled: true });
    vi.mocked(completeAppointment).mockResolvedValue({ completed: true });
    const { user } = renderBoard('company');

    const visit = await screen.findByRole('article', { name: 'Site visit: Plumbing' });
    expect(visit).toHaveTextContent('Alice Smith');
    expect(within(visit).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(within(visit).queryByRole('button', { name: 'Mark completed' })).not.toBeInTheDocument();

    await user.click(within(visit).getByRole('button', { name: 'Reschedule' }));
    const reschedule = within(visit).getByRole('form', { name: 'Choose a new time' });
    await user.selectOptions(within(reschedule).getByLabelText('Arrive from'), '13:00');
    await user.selectOptions(within(reschedule).getByLabelText('Arrive by'), '14:00');
    await user.click(within(reschedule).getByRole('button', { name: 'Send new time' }));
    await waitFor(() =>
      expect(rescheduleAppointment).toHaveBeenCalledWith({
        appointmentId: 'appt-1',
        time: { date: '2026-12-01', windowStart: '13:00', windowEnd: '14:00', durationMinutes: 60 },
        note: '',
      }),
    );

    await user.click(within(visit).getByRole('button', { name: 'Cancel…' }));
    const cancel = within(visit).getByRole('form', { name: 'Cancel the appointment' });
    await user.click(within(cancel).getByRole('button', { name: 'Cancel appointment' }));
    expect(await within(cancel).findByText('Say why you are cancelling.')).toBeVisible();
    await user.type(within(cancel).getByLabelText('Why are you cancelling?'), 'Van broke down');
    await user.click(within(cancel).getByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() =>
      expect(cancelAppointment).toHaveBeenCalledWith({
        appointmentId: 'appt-1',
        reason: 'Van broke down',
      }),
    );

    const job = screen.getByRole('article', { name: 'Job: Plumbing' });
    await user.click(within(job).getByRole('button', { name: 'Mark completed' }));
    expect(completeAppointment).toHaveBeenCalledWith({ appointmentId: 'appt-2' });
  });

  it('highlights and scrolls to the appointment named by ?a=', async () => {
    answer([UPCOMING, CONFIRMED_TODAY], []);
    renderBoard('customer', '/customer/appointments?a=appt-2');

    const job = await screen.findByRole('article', { name: 'Job: Plumbing' });
    expect(job).toHaveAttribute('aria-current', 'true');
    expect(job).toHaveClass('appointment-card--highlighted');
    expect(job).toHaveFocus();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(screen.getByRole('article', { name: 'Site visit: Plumbing' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('shows an appointment named by ?a= that is in neither list on its own', async () => {
    answer([], []);
    vi.mocked(watchAppointment).mockImplementation((_id, onData) => {
      onData(makeAppointment({ id: 'far-away', date: '2027-06-01' }));
      return () => {};
    });
    renderBoard('customer', '/customer/appointments?a=far-away');

    const selected = await screen.findByRole('region', { name: 'Selected appointment' });
    expect(within(selected).getByRole('article')).toHaveAttribute('aria-current', 'true');
    expect(watchAppointment).toHaveBeenCalledWith(
      'far-away',
      expect.any(Function),
      expect.any(Function),
    );
  });

  it('says when nothing is booked', async () => {
    answer([], []);
    renderBoard('customer');

    expect(await screen.findByText(/Nothing booked yet/)).toBeInTheDocument();
    expect(screen.getByText('No past appointments.')).toBeInTheDocument();
  });

  it('switches to the week view of this week and moves between weeks', async () => {
    answer([UPCOMING], [], [CONFIRMED_TODAY]);
    const { user, router } = renderBoard('company');
    await screen.findByRole('list', { name: 'Upcoming appointments' });

    await user.click(screen.getByRole('button', { name: 'Week' }));

    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    const week = screen.getByRole('region', { name: 'Week of Monday 23 November 2026' });
    expect(
      within(week).getByRole('button', { name: /10am–12pm Job: Alice Smith/ }),
    ).toBeInTheDocument();
    const range = vi.mocked(watchAppointmentsBetween).mock.calls.at(-1)![1];
    expect(range.from.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(range.to.toISOString()).toBe('2026-11-30T00:00:00.000Z');

    await user.click(within(week).getByRole('button', { name: 'Next week' }));
    expect(router.state.location.search).toContain('week=2026-11-30');
    expect(
      screen.getByRole('region', { name: 'Week of Monday 30 November 2026' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await user.click(screen.getByRole('button', { name: /10am–12pm Job: Alice Smith/ }));
    expect(router.state.location.search).toBe('?a=appt-2');
    expect(await screen.findByRole('article', { name: 'Job: Plumbing' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
