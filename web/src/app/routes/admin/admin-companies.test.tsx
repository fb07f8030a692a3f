import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  fetchAdminCompanies,
  fetchAdminCompany,
  fetchEvidence,
  fetchVettingQueue,
  reviewVerificationCheck,
  setCompanySuspended,
  type AdminCompanyRow,
  type AdminCompanyView,
} from '@/features/verification/api/verification-data';
import { makeVerificationCheck } from '@/features/verification/testing/make-verification-check';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/verification/api/verification-data', () => ({
  // The menu's live count (app/layouts/menu-counts.ts).
  watchSubmittedCheckCount: vi.fn(() => () => undefined),
  fetchVettingQueue: vi.fn(),
  fetchAdminCompanies: vi.fn(),
  fetchAdminCompany: vi.fn(),
  fetchEvidence: vi.fn(),
  reviewVerificationCheck: vi.fn(),
  setCompanySuspended: vi.fn(),
}));
const mocked = {
  queue: vi.mocked(fetchVettingQueue),
  companies: vi.mocked(fetchAdminCompanies),
  company: vi.mocked(fetchAdminCompany),
  evidence: vi.mocked(fetchEvidence),
  review: vi.mocked(reviewVerificationCheck),
  suspend: vi.mocked(setCompanySuspended),
};
const admin = makeProfile('admin');

const insurance = makeVerificationCheck({
  evidence: [{ fileId: 'f'.repeat(32), name: 'cert.png', contentType: 'image/png', bytes: 2048 }],
  submittedAt: new Date('2026-11-20T10:00:00Z'),
});

const row = (overrides: Partial<AdminCompanyRow> = {}): AdminCompanyRow => ({
  id: 'acme',
  businessName: 'Acme Plumbing',
  slug: 'acme-plumbing-leeds',
  trades: ['plumber'],
  public: true,
  suspended: false,
  town: 'Leeds',
  badges: ['gas-safe'],
  ...overrides,
});

const view = (overrides: Partial<AdminCompanyView> = {}): AdminCompanyView => ({
  id: 'acme',
  row: row(),
  company: { legalForm: 'sole-trader', baseDistrict: 'LS6', town: 'Leeds' },
  verifiedBadges: [{ id: 'gas-safe', checkedOn: '2026-01-05' }],
  companyPrivate: { basePostcode: 'LS6 2AB', leadEmail: null },
  checks: [insurance],
  audit: [
    {
      id: 'a1',
      action: 'verification.reject',
      actorEmail: 'admin@fixwell.test',
      reason: 'blurred photo',
      at: new Date('2026-11-10T10:00:00Z'),
      before: null,
      after: { check: 'insurance', status: 'rejected' },
    },
  ],
  ...overrides,
});

beforeEach(() => {
  Object.values(mocked).forEach((mock) => mock.mockReset());
  mocked.queue.mockResolvedValue({ checks: [insurance], total: 1, hasMore: false });
  mocked.companies.mockResolvedValue({
    companies: [
      row(),
      row({ id: 'zen', businessName: 'Zen Electrics', public: false, suspended: true }),
    ],
    cursor: null,
  });
  mocked.company.mockResolvedValue(view());
  mocked.evidence.mockResolvedValue(new Blob(['png'], { type: 'image/png' }));
  URL.createObjectURL = vi.fn(() => 'blob:evidence');
  URL.revokeObjectURL = vi.fn();
});

describe('/admin/companies', () => {
  it('shows the vetting queue with its count, and every company with its state', async () => {
    renderApp('/admin/companies', { profile: admin });
    expect(await findPageHeading()).toHaveTextContent('Companies');
    expect(
      await screen.findByRole('heading', { name: 'Vetting queue (1 waiting)' }),
    ).toBeInTheDocument();
    const queue = screen.getByRole('heading', { name: /Vetting queue/ }).closest('section')!;
    expect(within(queue).getByText('Public liability insurance')).toBeInTheDocument();
    expect(within(queue).getByText('20 November 2026')).toBeInTheDocument();
    const companies = screen.getByRole('heading', { name: 'Every company' }).closest('section')!;
    expect(await within(companies).findByRole('cell', { name: 'Suspended' })).toBeInTheDocument();
    expect(within(companies).getAllByRole('cell', { name: 'Gas Safe registered' })).toHaveLength(2);
  }, 20_000);

  it('filters by state, trade and pending checks', async () => {
    const { user } = renderApp('/admin/companies', { profile: admin });
    await screen.findByText('Zen Electrics');
    await user.selectOptions(screen.getByLabelText('State'), 'suspended');
    await waitFor(() =>
      expect(mocked.companies).toHaveBeenLastCalledWith({ status: 'suspended' }, null),
    );
    await user.selectOptions(screen.getByLabelText('Trade'), 'electrician');
    await user.click(screen.getByLabelText('With checks waiting'));
    await user.type(screen.getByLabelText('Business name'), 'Ze');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(mocked.companies).toHaveBeenLastCalledWith(
        { status: 'suspended', trade: 'electrician', pending: true, name: 'Ze' },
        null,
      ),
    );
  });

  it('opens a company: private details, evidence inline, verify, and the audit log', async () => {
    mocked.review.mockResolvedValue({ status: 'verified' });
    const { user } = renderApp('/admin/companies?company=acme', { profile: admin });
    expect(await screen.findByText('LS6 2AB')).toBeInTheDocument();
    expect(screen.getByText('£2,000,000.00')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Evidence: cert.png' })).toHaveAttribute(
      'src',
      'blob:evidence',
    );
    expect(mocked.evidence).toHaveBeenCalledWith('f'.repeat(32));
    expect(screen.getByText(/blurred photo/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Verify\s+Public liability insurance/ }));
    await waitFor(() =>
      expect(mocked.review).toHaveBeenCalledWith({
        companyId: 'acme',
        type: 'insurance',
        decision: 'verify',
      }),
    );
  });

  it('rejects and suspends only with a reason', async () => {
    mocked.review.mockResolvedValue({ status: 'rejected' });
    mocked.suspend.mockResolvedValue({ suspended: true });
    const { user } = renderApp('/admin/companies?company=acme', { profile: admin });
    await user.click(
      await screen.findByRole('button', { name: /^Reject\s+Public liability insurance/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('Give a reason the company will read (at least 3 characters).'),
    ).toBeInTheDocument();
    expect(mocked.review).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Reason'), 'the certificate is for another business');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(mocked.review).toHaveBeenCalledWith({
        companyId: 'acme',
        type: 'insurance',
        decision: 'reject',
        reason: 'the certificate is for another business',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    await user.type(await screen.findByLabelText('Reason'), 'Reports of unfinished work');
    await user.click(screen.getAllByRole('button', { name: 'Suspend' }).at(-1)!);
    await waitFor(() =>
      expect(mocked.suspend).toHaveBeenCalledWith({
        companyId: 'acme',
        suspended: true,
        reason: 'Reports of unfinished work',
      }),
    );
  });
});
