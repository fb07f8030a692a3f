import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { watchAppointments } from '@/features/appointments/api/appointments-data';
import { showOneUpcomingAppointment } from '@/features/appointments/testing/appointments-data-mock';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock(
  '@/features/appointments/api/appointments-data',
  () => import('@/features/appointments/testing/appointments-data-mock'),
);

beforeEach(() => {
  vi.clearAllMocks();
  return showOneUpcomingAppointment();
});

describe('/customer/appointments', () => {
  it('lists the signed-in customer’s appointments, with the customer’s answers', async () => {
    renderApp('/customer/appointments?a=appt-1', {
      profile: makeProfile('customer', { id: 'alice' }),
    });

    expect(await findPageHeading()).toHaveTextContent('Appointments');
    const card = await screen.findByRole('article', { name: 'Site visit: Plumbing' });
    expect(card).toHaveAttribute('aria-current', 'true');
    expect(within(card).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(vi.mocked(watchAppointments).mock.calls[0]?.[0]).toBe('alice');
  });
});
