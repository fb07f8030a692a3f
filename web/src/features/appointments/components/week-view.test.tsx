import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { makeAppointment } from '@/features/appointments/testing/appointment-fixtures';
import { WeekView } from '@/features/appointments/components/week-view';

const MONDAY = '2026-11-30';

function renderWeek(overrides: Partial<Parameters<typeof WeekView>[0]> = {}) {
  const props = {
    monday: MONDAY,
    appointments: [
      makeAppointment({
        id: 'late',
        date: '2026-12-01',
        windowStart: '13:00',
        windowEnd: '15:00',
        startsAt: new Date('2026-12-01T13:00:00Z'),
      }),
      makeAppointment({
        id: 'early',
        status: 'confirmed',
        date: '2026-12-01',
        startsAt: new Date('2026-12-01T08:00:00Z'),
      }),
      makeAppointment({
        id: 'sunday',
        kind: 'job',
        date: '2026-12-06',
        startsAt: new Date('2026-12-06T08:00:00Z'),
      }),
    ],
    role: 'customer' as const,
    onPreviousWeek: vi.fn(),
    onNextWeek: vi.fn(),
    onOpen: vi.fn(),
    ...overrides,
  };
  render(<WeekView {...props} />);
  return props;
}

describe('WeekView', () => {
  it('shows Monday to Sunday with each day’s appointments in time order', () => {
    renderWeek();
    const week = screen.getByRole('region', { name: 'Week of Monday 30 November 2026' });
    expect(within(week).getByRole('heading', { level: 3 })).toHaveTextContent(
      '30 November 2026 – 6 December 2026',
    );
    const days = within(week)
      .getAllByRole('heading', { level: 4 })
      .map((day) => day.textContent);
    expect(days).toEqual([
      'Monday 30 November',
      'Tuesday 1 December',
      'Wednesday 2 December',
      'Thursday 3 December',
      'Friday 4 December',
      'Saturday 5 December',
      'Sunday 6 December',
    ]);
    const tuesday = within(week)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith('Tuesday 1 December'))!;
    expect(
      within(tuesday)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      '8–10am Site visit: Acme Plumbing (Confirmed)',
      '1–3pm Site visit: Acme Plumbing (Waiting for the customer)',
    ]);
    expect(within(week).getAllByText('Nothing booked')).toHaveLength(5);
  });

  it('moves between weeks and opens an appointment', async () => {
    const user = userEvent.setup();
    const props = renderWeek({ role: 'company' });

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await user.click(screen.getByRole('button', { name: /Job: Alice Smith/ }));

    expect(props.onPreviousWeek).toHaveBeenCalledTimes(1);
    expect(props.onNextWeek).toHaveBeenCalledTimes(1);
    expect(props.onOpen).toHaveBeenCalledWith('sunday');
  });
});
