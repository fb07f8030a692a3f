import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { fetchSubscription } from '@/features/billing/api/billing-data';
import { makeSubscription } from '@/features/billing/testing/make-subscription';
import {
  fetchCompanyCustomer,
  fetchCustomerDocuments,
} from '@/features/company-customers/api/company-customers-data';
import { makeCustomer } from '@/features/company-customers/testing/make-customer';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

// "Propose an appointment" on a company's customer page: only for a customer from a lead, whose
// conversation is the lead's.

vi.mock('@/features/billing/api/billing-data', () => ({ fetchSubscription: vi.fn() }));
vi.mock(
  '@/features/company-customers/api/company-customers-data',
  () => import('./customers-data-mock'),
);
vi.mock('@/features/appointments/api/appointments-data', () => ({
  proposeAppointment: vi.fn(),
  getLeadPostcode: vi.fn().mockResolvedValue(null),
}));

const COMPANY = makeProfile('company', { id: 'company-uid', businessName: 'Brightwater' });

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  vi.mocked(fetchSubscription).mockResolvedValue(
    makeSubscription({ currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) }),
  );
  vi.mocked(fetchCustomerDocuments).mockResolvedValue([]);
});

describe('/company/customers/:id and appointments', () => {
  it('offers to propose an appointment to a customer from a lead, their address prefilled', async () => {
    vi.mocked(fetchCompanyCustomer).mockResolvedValue(
      makeCustomer({ source: 'lead', leadId: 'quote-9_company-uid' }),
    );
    const { user } = renderApp('/company/customers/customer-1', { profile: COMPANY });
    await findPageHeading();

    await user.click(await screen.findByRole('button', { name: 'Propose an appointment' }));

    const form = screen.getByRole('form', { name: 'Propose an appointment' });
    expect(within(form).getByLabelText('Postcode')).toHaveValue(makeCustomer().address.postcode);
    expect(within(form).getByLabelText('Town')).toHaveValue(makeCustomer().address.town);
  });

  it('offers nothing for a customer added by hand (no conversation)', async () => {
    vi.mocked(fetchCompanyCustomer).mockResolvedValue(makeCustomer({ leadId: null }));
    renderApp('/company/customers/customer-1', { profile: COMPANY });

    expect(await screen.findByRole('region', { name: 'Alice Hargreaves' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Propose an appointment' }),
    ).not.toBeInTheDocument();
  });
});
