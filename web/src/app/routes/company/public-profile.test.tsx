import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { useConfirmStore } from '@/components/confirm-dialog/confirm-store';
import {
  fetchOnboardingExtras,
  unpublishProfile,
  watchCompanyChecks,
  watchOwnCompany,
} from '@/features/company-onboarding/api/company-onboarding-data';
import type { OwnCompany } from '@/features/company-onboarding/onboarding-types';
import {
  makeExtras,
  makeOwnCompany,
  makeReadyCompany,
} from '@/features/company-onboarding/testing/make-own-company';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/company-onboarding/api/company-onboarding-data', () => ({
  watchOwnCompany: vi.fn(),
  watchCompanyChecks: vi.fn(),
  fetchOnboardingExtras: vi.fn(),
  publishProfile: vi.fn(),
  unpublishProfile: vi.fn(),
}));
const qrcode = vi.hoisted(() => ({
  toDataURL: vi.fn(async (_url: string, _options?: unknown) => 'data:image/png;base64,UVI='),
}));
vi.mock('qrcode', () => ({ ...qrcode, default: qrcode }));

const PROFILE = makeProfile('company', { id: 'company-uid', businessName: 'Brightwater Plumbing' });
const PUBLIC_URL = 'http://localhost:5173/company/profile/brightwater-plumbing';
let pushCompany: (company: OwnCompany | null) => void = () => undefined;

function serve(company: OwnCompany) {
  vi.mocked(watchOwnCompany).mockImplementation((_uid, onData) => {
    pushCompany = onData;
    onData(company);
    return () => undefined;
  });
  vi.mocked(watchCompanyChecks).mockImplementation((_uid, onData) => {
    onData([{ type: 'insurance', status: 'verified' }]);
    return () => undefined;
  });
}

const PUBLISHED = makeReadyCompany({
  public: true,
  publishedAt: new Date('2026-11-22T10:00:00Z'),
  rating: 4.8,
  reviewCount: 12,
  coverageTowns: ['Leeds', 'Bradford', 'Wakefield', 'Harrogate', 'Otley', 'Ilkley', 'Keighley'],
  verifiedBadges: [
    { id: 'insured', checkedOn: '2026-11-22', expiresOn: '2027-03-03' },
    { id: 'gas-safe', checkedOn: '2026-11-20' },
  ],
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchOnboardingExtras).mockResolvedValue(makeExtras());
});

describe('/company/public-profile', () => {
  it('says the profile is published, with its link, QR code and a preview of its facts', async () => {
    serve(PUBLISHED);
    renderApp('/company/public-profile', { profile: PROFILE });
    expect(await findPageHeading()).toHaveTextContent('Your public profile');

    expect(await screen.findByText('Published.')).toBeInTheDocument();
    expect(screen.getByText(/first published 22 November 2026/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your profile’s link' })).toHaveValue(PUBLIC_URL);

    const qr = await screen.findByRole('img', { name: `QR code for ${PUBLIC_URL}` });
    expect(qr).toHaveAttribute('src', 'data:image/png;base64,UVI=');
    expect(qrcode.toDataURL).toHaveBeenCalledWith(PUBLIC_URL, expect.any(Object));
    const download = screen.getByRole('link', { name: 'Download QR code (PNG)' });
    expect(download).toHaveAttribute('download', 'fixwell-brightwater-plumbing-qr.png');
    expect(download).toHaveAttribute('href', 'data:image/png;base64,UVI=');

    const preview = screen.getByRole('region', { name: 'How your profile looks now' });
    expect(within(preview).getByText('Brightwater Plumbing')).toBeInTheDocument();
    expect(within(preview).getByText('Plumber · Leeds, LS6')).toBeInTheDocument();
    expect(within(preview).getByText('Rated 4.8 out of 5 from 12 reviews')).toBeInTheDocument();
    const badges = within(preview).getByRole('list', { name: 'Checks Fixwell has made' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Insurance checked 22 November 2026 · valid until 3 March 2027',
      'Gas Safe registered 20 November 2026',
    ]);
    expect(within(preview).getByText('Leeds, Bradford, Wakefield, Harrogate, Otley and 2 more'));
    expect(within(preview).getByRole('link', { name: 'Open your public page' })).toHaveAttribute(
      'href',
      '/company/profile/brightwater-plumbing',
    );
  });

  it('copies the link', async () => {
    serve(PUBLISHED);
    const { user } = renderApp('/company/public-profile', { profile: PROFILE });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(PUBLIC_URL);
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
  });

  it('hides the profile after asking, and follows the live document', async () => {
    serve(PUBLISHED);
    vi.mocked(unpublishProfile).mockImplementation(async () => {
      pushCompany({ ...PUBLISHED, public: false });
      return { public: false, publishedAt: '2026-11-22T10:00:00.000Z', slug: PUBLISHED.slug };
    });
    const { user } = renderApp('/company/public-profile', { profile: PROFILE });
    await user.click(await screen.findByRole('button', { name: 'Hide my profile' }));
    await waitFor(() => expect(useConfirmStore.getState().show).toBe(true));
    useConfirmStore.getState().settle(true);

    expect(await screen.findByText('Not published.')).toBeInTheDocument();
    expect(unpublishProfile).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Publish my profile' })).toBeEnabled();
    expect(
      screen.getByText('Your public page opens once your profile is published.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Open your public page' })).not.toBeInTheDocument();
  });

  it('keeps the profile when the company changes its mind', async () => {
    serve(PUBLISHED);
    const { user } = renderApp('/company/public-profile', { profile: PROFILE });
    await user.click(await screen.findByRole('button', { name: 'Hide my profile' }));
    await waitFor(() => expect(useConfirmStore.getState().show).toBe(true));
    useConfirmStore.getState().settle(false);
    await waitFor(() => expect(useConfirmStore.getState().show).toBe(false));
    expect(unpublishProfile).not.toHaveBeenCalled();
    expect(screen.getByText('Published.')).toBeInTheDocument();
  });

  it('tells a company that has not published where its page will be, and what is missing', async () => {
    serve(makeOwnCompany());
    renderApp('/company/public-profile', { profile: PROFILE });
    expect(await screen.findByText('Not published.')).toBeInTheDocument();
    expect(
      screen.getByText('This will be your profile’s address once it is published.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish my profile' })).toBeDisabled();
    const preview = screen.getByRole('region', { name: 'How your profile looks now' });
    expect(within(preview).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(preview).getByText('No description yet.')).toBeInTheDocument();
  });
});
