import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fetchSubscription } from '@/features/billing/api/billing-data';
import { makeSubscription } from '@/features/billing/testing/make-subscription';
import { fetchEditableProfile } from '@/features/company-profile-editor/api/company-profile-editor-data';
import { PROVISIONING_POLL_MS } from '@/lib/company-provisioning';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/billing/api/billing-data', () => ({ fetchSubscription: vi.fn() }));
vi.mock('@/features/company-profile-editor/api/company-profile-editor-data', () => ({
  fetchEditableProfile: vi.fn(),
  saveCompanyProfile: vi.fn(),
  updateWorkPhotos: vi.fn(),
  uploadWorkPhoto: vi.fn(),
  fetchWorkPhoto: vi.fn(() => new Promise(() => {})),
}));
// The coverage editor is its own feature, tested on its own.
vi.mock('@/features/company-coverage/components/coverage-editor', () => ({
  CoverageEditor: ({ companyId }: { companyId: string }) => <p>Coverage of {companyId}</p>,
}));

const COMPANY = makeProfile('company', { id: 'company-uid', businessName: 'Brightwater Ltd' });

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  vi.mocked(fetchSubscription).mockResolvedValue(
    makeSubscription({ currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) }),
  );
  vi.mocked(fetchEditableProfile).mockResolvedValue({
    businessName: 'Brightwater Plumbing',
    slug: 'brightwater-plumbing-leeds',
    public: false,
    legalForm: null,
    companiesHouseNumber: '',
    description: '',
    phone: '',
    website: '',
    socialLinks: {},
    openingHours: null,
    workPhotos: [{ id: '0'.repeat(31) + '1', caption: 'Boiler', width: 1600, height: 1200 }],
    leadEmail: null,
    vatNumber: '',
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('/company/profile', () => {
  it('tells a brand-new company its profile is being set up, then shows the editor by itself', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    vi.mocked(fetchEditableProfile).mockResolvedValueOnce(null);
    renderApp('/company/profile', { profile: COMPANY });
    const waiting = await screen.findByText(/still being set up/);
    expect(waiting).toHaveRole('status');
    expect(waiting).toHaveTextContent(
      'Your company profile is still being set up. The editor appears here as soon as it is ready.',
    );
    expect(screen.queryByText(/refresh|reload/i)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Trading name')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(PROVISIONING_POLL_MS));
    expect(await screen.findByLabelText('Trading name')).toHaveValue('Brightwater Plumbing');
    expect(screen.queryByText(/still being set up/)).not.toBeInTheDocument();
    expect(fetchEditableProfile).toHaveBeenCalledTimes(2);
  });

  it('edits the whole profile, its photos and its coverage, each section linkable', async () => {
    const { container } = renderApp('/company/profile', { profile: COMPANY });
    expect(await findPageHeading()).toHaveTextContent('Company profile');
    expect(await screen.findByLabelText('Trading name')).toHaveValue('Brightwater Plumbing');
    expect(fetchEditableProfile).toHaveBeenCalledWith('company-uid');
    for (const id of [
      'business',
      'description',
      'hours',
      'contact',
      'social',
      'photos',
      'coverage',
    ])
      expect(container.querySelector(`#${id}`)).not.toBeNull();
    const photos = screen.getByRole('region', { name: 'Photos of past work' });
    expect(within(photos).getByLabelText('Caption for photo 1')).toHaveValue('Boiler');
    expect(screen.getByText('Coverage of company-uid')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Profile sections' })).toHaveTextContent(
      'once you publish it',
    );
    expect(screen.getByRole('link', { name: 'Delete your account' })).toHaveAttribute(
      'href',
      '/company/profile/delete-account',
    );
  });
});
