import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { watchAppointments } from '@/features/appointments/api/appointments-data';
import { fetchSubscription } from '@/features/billing/api/billing-data';
import { makeSubscription } from '@/features/billing/testing/make-subscription';
import { showOneUpcomingAppointment } from '@/features/appointments/testing/appointments-data-mock';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock(
  '@/features/appointments/api/appointments-data',
  () => import('@/features/appointments/testing/appointments-data-mock'),
);

vi.mock('@/features/billing/api/billing-data', () => ({ fetchSubscription: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchSubscription).mockResolvedValue(
    makeSubscription({ currentPeriodEnd: new Date('2026-12-20T00:00:00Z') }),
  );
  return showOneUpcomingAppointment();
});

describe('/company/appointments', () => {
  it('lists the signed-in company’s appointments, with the company’s actions', async () => {
    renderApp('/company/appointments?a=appt-1', {
      profile: makeProfile('company', { id: 'acme' }),
    });

    expect(await findPageHeading()).toHaveTextContent('Appointments');
    const card = await screen.findByRole('article', { name: 'Site visit: Plumbing' });
    expect(card).toHaveAttribute('aria-current', 'true');
    expect(within(card).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(vi.mocked(watchAppointments).mock.calls[0]?.[0]).toBe('acme');
  });
});
