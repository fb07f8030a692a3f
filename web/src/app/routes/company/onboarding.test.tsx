import { READINESS_LABELS } from '@fixwell/common/companies/profile-readiness';
import type { ReadinessCheck } from '@fixwell/common/companies/profile-readiness';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  fetchOnboardingExtras,
  publishProfile,
  watchCompanyChecks,
  watchOwnCompany,
} from '@/features/company-onboarding/api/company-onboarding-data';
import type { OwnCompany } from '@/features/company-onboarding/onboarding-types';
import {
  makeExtras,
  makeOwnCompany,
  makeReadyCompany,
} from '@/features/company-onboarding/testing/make-own-company';
import { CallFunctionError } from '@/lib/call-function';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/company-onboarding/api/company-onboarding-data', () => ({
  watchOwnCompany: vi.fn(),
  watchCompanyChecks: vi.fn(),
  fetchOnboardingExtras: vi.fn(),
  publishProfile: vi.fn(),
  unpublishProfile: vi.fn(),
}));
// The profile and coverage editors are their features', tested there: here, that they are on the
// page a company reaches before subscribing.
vi.mock('@/features/company-profile-editor/api/get-editable-profile', () => ({
  useEditableProfile: (companyId: string) => ({ data: { id: companyId } }),
}));
vi.mock('@/features/company-profile-editor/components/company-profile-editor', () => ({
  CompanyProfileEditor: ({ companyId }: { companyId: string }) => (
    <section aria-label="Profile editor">Profile of {companyId}</section>
  ),
}));
vi.mock('@/features/company-coverage/components/coverage-editor', () => ({
  CoverageEditor: ({ companyId }: { companyId: string }) => (
    <div aria-label="Coverage editor">Coverage of {companyId}</div>
  ),
}));
// The checks and their forms are the verification feature's, tested there.
vi.mock('@/features/verification/components/verification-checks', () => ({
  VerificationChecks: ({ companyId }: { companyId: string }) => (
    <section aria-label="Checks and badges">Checks of {companyId}</section>
  ),
}));

const PROFILE = makeProfile('company', { id: 'company-uid', businessName: 'Brightwater Plumbing' });
let pushCompany: (company: OwnCompany | null) => void = () => undefined;
let pushChecks: (checks: ReadinessCheck[]) => void = () => undefined;

function serve(company: OwnCompany | null, checks: ReadinessCheck[] = []) {
  vi.mocked(watchOwnCompany).mockImplementation((_uid, onData) => {
    pushCompany = onData;
    onData(company);
    return () => undefined;
  });
  vi.mocked(watchCompanyChecks).mockImplementation((_uid, onData) => {
    pushChecks = onData;
    onData(checks);
    return () => undefined;
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchOnboardingExtras).mockResolvedValue(makeExtras());
});

const checklist = () => screen.getByRole('region', { name: 'Your checklist' });
const requiredList = () =>
  within(checklist()).getByRole('list', { name: 'Needed to publish your profile' });

describe('/company/onboarding', () => {
  it('shows a new company its progress and what each step links to', async () => {
    serve(makeOwnCompany());
    renderApp('/company/onboarding', { profile: PROFILE });
    expect(await findPageHeading()).toHaveTextContent('Get set up');

    expect(await screen.findByText('2 of 6 required steps done')).toBeInTheDocument();
    expect(within(checklist()).getByRole('progressbar')).toHaveAttribute('value', '2');
    const items = within(requiredList()).getAllByRole('listitem');
    // The tick is drawn for the eye only (aria-hidden); the words say done or to do.
    expect(items.map((item) => item.textContent?.replace('✓', ''))).toEqual([
      `To do: ${READINESS_LABELS.business}`,
      `Done: ${READINESS_LABELS.trades}`,
      `Done: ${READINESS_LABELS.coverage}`,
      `To do: ${READINESS_LABELS.description}`,
      `To do: ${READINESS_LABELS.contact}`,
      `To do: ${READINESS_LABELS.insurance}`,
    ]);
    expect(screen.getByRole('link', { name: READINESS_LABELS.business })).toHaveAttribute(
      'href',
      '/company/onboarding#business',
    );
    expect(screen.getByRole('link', { name: READINESS_LABELS.coverage })).toHaveAttribute(
      'href',
      '/company/onboarding#coverage',
    );
    expect(screen.getByRole('link', { name: READINESS_LABELS.insurance })).toHaveAttribute(
      'href',
      '/company/onboarding#checks',
    );
    // The steps are done here, before any subscription: the editors are on the page.
    expect(screen.getByRole('region', { name: 'Profile editor' })).toHaveTextContent(
      'Profile of company-uid',
    );
    expect(
      screen.getByRole('region', { name: 'Your trades and where you work' }),
    ).toHaveTextContent('Coverage of company-uid');
    expect(screen.getByRole('link', { name: READINESS_LABELS.logo })).toHaveAttribute(
      'href',
      '/company/branding',
    );
    expect(screen.getByRole('link', { name: READINESS_LABELS.subscription })).toHaveAttribute(
      'href',
      '/company/billing',
    );
    expect(screen.getByRole('link', { name: READINESS_LABELS.payouts })).toHaveAttribute(
      'href',
      '/company/stripe-connect',
    );
    expect(screen.getByText('(0 of 4 done)')).toBeInTheDocument();
    // The checks section, with the company's own id.
    expect(screen.getByRole('region', { name: 'Checks and badges' })).toHaveTextContent(
      'Checks of company-uid',
    );
  });

  it('keeps "Publish my profile" disabled and says what is missing', async () => {
    serve(makeReadyCompany({ phone: '' }));
    renderApp('/company/onboarding', { profile: PROFILE });

    const publish = await screen.findByRole('button', { name: 'Publish my profile' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(
      `Finish these first: ${READINESS_LABELS.contact} ${READINESS_LABELS.insurance}`,
    );
    expect(screen.getByText('Not published.')).toBeInTheDocument();
  });

  it('ticks a step as soon as it is done elsewhere, and then lets the company publish', async () => {
    serve(makeReadyCompany());
    const { user } = renderApp('/company/onboarding', { profile: PROFILE });
    const publish = await screen.findByRole('button', { name: 'Publish my profile' });
    expect(publish).toBeDisabled();

    // The insurance is sent in the checks section below: the live checks tick it.
    pushChecks([{ type: 'insurance', status: 'submitted' }]);
    expect(await screen.findByText('6 of 6 required steps done')).toBeInTheDocument();
    expect(screen.getByText('Sent: waiting for our check')).toBeInTheDocument();
    expect(publish).toBeEnabled();

    vi.mocked(publishProfile).mockImplementation(async () => {
      pushCompany(
        makeReadyCompany({ public: true, publishedAt: new Date('2026-11-22T10:00:00Z') }),
      );
      return {
        public: true,
        publishedAt: '2026-11-22T10:00:00.000Z',
        slug: 'brightwater-plumbing',
      };
    });
    await user.click(publish);
    expect(publishProfile).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/first published 22 November 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide my profile' })).toBeInTheDocument();
  });

  it('shows the server’s list when it refuses to publish', async () => {
    serve(makeReadyCompany(), [{ type: 'insurance', status: 'submitted' }]);
    vi.mocked(publishProfile).mockRejectedValue(
      new CallFunctionError('Finish these before publishing your profile: Your logo.', {
        code: 'failed-precondition',
        details: { missing: [READINESS_LABELS.insurance] },
      }),
    );
    const { user } = renderApp('/company/onboarding', { profile: PROFILE });
    await user.click(await screen.findByRole('button', { name: 'Publish my profile' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Finish these before publishing your profile:');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(READINESS_LABELS.insurance);
  });

  it('tells a suspended company it cannot publish', async () => {
    serve(makeReadyCompany({ suspended: true }), [{ type: 'insurance', status: 'verified' }]);
    renderApp('/company/onboarding', { profile: PROFILE });
    expect(await screen.findByText(/Your company is suspended/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish my profile' })).not.toBeInTheDocument();
  });

  it('says when the checklist cannot be loaded, and tries again', async () => {
    serve(makeOwnCompany());
    vi.mocked(fetchOnboardingExtras)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(makeExtras({ subscribed: true, payoutsEnabled: true }));
    const { user } = renderApp('/company/onboarding', { profile: PROFILE });
    expect(await screen.findByText(/We could not load your checklist/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('(2 of 4 done)')).toBeInTheDocument();
  });
});
