import {
  COMPANY_PROFILE_MESSAGES,
  socialLinkMessage,
} from '@fixwell/common/companies/company-profile';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  saveCompanyProfile,
  type EditableProfile,
} from '@/features/company-profile-editor/api/company-profile-editor-data';
import { CompanyProfileEditor } from '@/features/company-profile-editor/components/company-profile-editor';
import { profileDraftKey } from '@/features/company-profile-editor/profile-form-values';
import { DRAFT_PREFIX } from '@/hooks/use-form-draft';
import { CallFunctionError } from '@/lib/call-function';
import { makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/company-profile-editor/api/company-profile-editor-data', () => ({
  fetchEditableProfile: vi.fn(),
  saveCompanyProfile: vi.fn(),
  updateWorkPhotos: vi.fn(),
  uploadWorkPhoto: vi.fn(),
  fetchWorkPhoto: vi.fn(() => new Promise(() => {})),
}));

const COMPANY_ID = 'company-uid';
const OWNER = makeProfile('company', { id: COMPANY_ID, businessName: 'Brightwater Ltd' });

const PROFILE: EditableProfile = {
  businessName: 'Brightwater Plumbing',
  slug: 'brightwater-plumbing-leeds',
  public: true,
  legalForm: 'limited-company',
  companiesHouseNumber: '01234567',
  description: 'Boilers and bathrooms across Leeds.',
  phone: '0113 496 0000',
  website: 'https://brightwater.example/',
  socialLinks: { facebook: 'https://www.facebook.com/brightwater' },
  openingHours: {
    days: {
      mon: { opens: '08:00', closes: '17:00' },
      tue: null,
      wed: null,
      thu: null,
      fri: null,
      sat: null,
      sun: null,
    },
  },
  workPhotos: [],
  leadEmail: null,
  vatNumber: '',
};

function renderEditor(profile: EditableProfile = PROFILE) {
  return renderApp(<CompanyProfileEditor companyId={COMPANY_ID} profile={profile} />, {
    url: '/company/profile',
    profile: OWNER,
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  vi.mocked(saveCompanyProfile).mockResolvedValue({ slug: PROFILE.slug });
});
afterEach(() => sessionStorage.clear());

describe('CompanyProfileEditor', () => {
  it('shows each section under the id other pages link to', async () => {
    const { container } = renderEditor();
    for (const id of ['business', 'description', 'hours', 'contact', 'social'])
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    expect(await screen.findByLabelText('Trading name')).toHaveValue('Brightwater Plumbing');
    expect(screen.getByText(/Renaming keeps your profile’s address/)).toHaveTextContent(
      '/company/profile/brightwater-plumbing-leeds',
    );
    expect(screen.getByRole('link', { name: 'your notification settings' })).toHaveAttribute(
      'href',
      '/company/notifications',
    );
  });

  it('previews the description as it reads on the profile, with a live count', async () => {
    const { user } = renderEditor();
    const box = await screen.findByLabelText('About your business');
    await user.clear(box);
    await user.type(box, 'First paragraph.{Enter}{Enter}Second one.');
    const preview = screen.getByRole('figure', { name: /how it reads on your profile/ });
    expect(within(preview).getByRole('heading')).toHaveTextContent('About Brightwater Plumbing');
    expect(
      within(preview)
        .getAllByText(/paragraph|one/)
        .map((p) => p.textContent),
    ).toEqual(['First paragraph.', 'Second one.']);
    expect(screen.getByText('29 of 2,000 characters')).toBeInTheDocument();
  });

  it('puts each bad field’s message on the field and sends nothing', async () => {
    const { user } = renderEditor();
    await user.clear(await screen.findByLabelText('Companies House number'));
    await user.type(screen.getByLabelText('Companies House number'), 'AB123');
    await user.type(screen.getByLabelText(/VAT number/), 'GB12');
    await user.clear(screen.getByLabelText('Website (optional)'));
    await user.type(screen.getByLabelText('Website (optional)'), 'http://brightwater.example');
    await user.type(screen.getByLabelText('Instagram (optional)'), 'https://www.facebook.com/x');
    await user.clear(screen.getByLabelText('Monday closes at'));
    await user.type(screen.getByLabelText('Monday closes at'), '07:00');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(
      await screen.findByText(COMPANY_PROFILE_MESSAGES.companiesHouseFormat),
    ).toBeInTheDocument();
    expect(screen.getByText(COMPANY_PROFILE_MESSAGES.vatFormat)).toBeInTheDocument();
    expect(screen.getByText(COMPANY_PROFILE_MESSAGES.website)).toBeInTheDocument();
    expect(screen.getByText(socialLinkMessage('instagram'))).toBeInTheDocument();
    expect(
      screen.getByText(`Monday: ${COMPANY_PROFILE_MESSAGES.closesAfterOpens}`),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Website (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(saveCompanyProfile).not.toHaveBeenCalled();
  });

  it('asks a limited company for its number, and not a sole trader', async () => {
    const { user } = renderEditor({ ...PROFILE, companiesHouseNumber: '' });
    await user.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(
      await screen.findByText(COMPANY_PROFILE_MESSAGES.companiesHouseRequired),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Legal form'), 'sole-trader');
    expect(screen.queryByLabelText('Companies House number')).not.toBeInTheDocument();
  });

  it('saves the form’s values, shows a toast and clears the draft', async () => {
    const { user } = renderEditor();
    await user.type(
      await screen.findByLabelText(/Email for new leads/),
      'jobs@brightwater.example',
    );
    expect(sessionStorage.getItem(DRAFT_PREFIX + profileDraftKey(COMPANY_ID))).toContain(
      'jobs@brightwater.example',
    );
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(saveCompanyProfile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveCompanyProfile).mock.calls[0]![0]).toMatchObject({
      businessName: 'Brightwater Plumbing',
      legalForm: 'limited-company',
      leadEmail: 'jobs@brightwater.example',
      socialLinks: expect.objectContaining({ facebook: 'https://www.facebook.com/brightwater' }),
      openingHours: expect.objectContaining({
        days: expect.objectContaining({ mon: { open: true, opens: '08:00', closes: '17:00' } }),
      }),
    });
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(sessionStorage.getItem(DRAFT_PREFIX + profileDraftKey(COMPANY_ID))).toBeNull();
  });

  it('shows the server’s field messages on the fields', async () => {
    vi.mocked(saveCompanyProfile).mockRejectedValue(
      new CallFunctionError(COMPANY_PROFILE_MESSAGES.invalid, {
        code: 'invalid-argument',
        details: { fields: { phone: COMPANY_PROFILE_MESSAGES.phone } },
      }),
    );
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(COMPANY_PROFILE_MESSAGES.phone)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(COMPANY_PROFILE_MESSAGES.invalid);
  });

  it('restores what was typed after a reload, and can discard it', async () => {
    const first = renderEditor();
    await first.user.clear(await screen.findByLabelText('Trading name'));
    await first.user.type(screen.getByLabelText('Trading name'), 'Brightwater Heating');
    first.unmount();

    const { user } = renderEditor();
    expect(await screen.findByLabelText('Trading name')).toHaveValue('Brightwater Heating');
    expect(screen.getByText('We kept the changes you had not saved yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard them and show what is saved' }));
    expect(screen.getByLabelText('Trading name')).toHaveValue('Brightwater Plumbing');
    expect(sessionStorage.getItem(DRAFT_PREFIX + profileDraftKey(COMPANY_ID))).toBeNull();
  });
});
