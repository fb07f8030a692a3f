import { LOGO_MESSAGES } from '@fixwell/common/company-branding-logo';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { fetchSubscription } from '@/features/billing/api/billing-data';
import { makeSubscription } from '@/features/billing/testing/make-subscription';
import {
  fetchCompanyBranding,
  LogoError,
  removeLogo,
  saveBranding,
  uploadLogo,
} from '@/features/branding/api/branding-data';
import { CallFunctionError } from '@/lib/call-function';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/billing/api/billing-data', () => ({ fetchSubscription: vi.fn() }));
vi.mock('@/features/branding/api/branding-data', () => ({
  fetchCompanyBranding: vi.fn(),
  saveBranding: vi.fn(),
  uploadLogo: vi.fn(),
  removeLogo: vi.fn(),
  LogoError: class LogoError extends Error {},
}));

const COMPANY = makeProfile('company', { id: 'company-uid', businessName: 'Brightwater Ltd' });
const LOGO = '/api/company-logos/company-uid/0123456789abcdef0123456789abcdef.png';
const NEW_LOGO = '/api/company-logos/company-uid/fedcba9876543210fedcba9876543210.png';

const BRANDING = {
  tradingName: 'Brightwater Heating',
  brandColour: '#1d4ed8',
  logoUrl: LOGO,
  footerText: 'Registered in England and Wales, no. 01234567.',
};

function renderBranding() {
  return renderApp('/company/branding', { profile: COMPANY });
}

const preview = () => screen.getByRole('figure', { name: 'Preview' });
const previewColour = () => (preview() as HTMLElement).style.getPropertyValue('--branding-preview');

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchSubscription).mockResolvedValue(
    makeSubscription({ currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) }),
  );
  vi.mocked(fetchCompanyBranding).mockResolvedValue({
    businessName: 'Brightwater Ltd',
    branding: BRANDING,
  });
});

describe('/company/branding', () => {
  it('shows the saved branding in the form and in a document preview', async () => {
    renderBranding();
    expect(await findPageHeading()).toHaveTextContent('Branding');
    expect(await screen.findByLabelText(/Trading name/)).toHaveValue('Brightwater Heating');
    expect(fetchCompanyBranding).toHaveBeenCalledWith('company-uid');
    expect(screen.getByRole('textbox', { name: /Brand colour/ })).toHaveValue('#1d4ed8');
    expect(screen.getByLabelText('Pick the brand colour')).toHaveValue('#1d4ed8');
    expect(screen.getByLabelText(/Footer/)).toHaveValue(BRANDING.footerText);
    expect(screen.getByText('46 of 300 characters')).toBeInTheDocument();
    expect(screen.getByText('White text on this colour: 6.7:1 — passes')).toBeInTheDocument();

    expect(screen.getByRole('img', { name: 'Your current logo' })).toHaveAttribute('src', LOGO);
    const sheet = within(preview());
    expect(sheet.getByRole('img', { name: 'Brightwater Heating logo' })).toHaveAttribute(
      'src',
      LOGO,
    );
    expect(sheet.getByText('Brightwater Heating')).toBeInTheDocument();
    expect(sheet.getByText(BRANDING.footerText)).toBeInTheDocument();
    expect(sheet.getByText('Accept quote')).toBeInTheDocument();
    expect(previewColour()).toBe('#1d4ed8');
  });

  it('reads out the contrast and updates the preview as the colour and name change', async () => {
    const { user } = renderBranding();
    const hex = await screen.findByRole('textbox', { name: /Brand colour/ });

    await user.clear(hex);
    await user.type(hex, '#ffeb3b');
    expect(
      screen.getByText('White text on this colour: 1.2:1 — too low, needs at least 4.5:1'),
    ).toBeInTheDocument();
    expect(previewColour()).toBe('#ffeb3b');

    // The native picker fills the same field.
    fireEvent.input(screen.getByLabelText('Pick the brand colour'), {
      target: { value: '#14532d' },
    });
    expect(hex).toHaveValue('#14532d');
    expect(screen.getByText(/White text on this colour: .* — passes/)).toBeInTheDocument();
    expect(previewColour()).toBe('#14532d');

    await user.clear(hex);
    expect(screen.getByText('No brand colour: Fixwell blue is used.')).toBeInTheDocument();
    expect(previewColour()).toBe('#0b5fff');

    const name = screen.getByLabelText(/Trading name/);
    await user.clear(name);
    expect(within(preview()).getByText('Brightwater Ltd')).toBeInTheDocument();
    await user.type(name, 'Bright Boilers');
    expect(within(preview()).getByText('Bright Boilers')).toBeInTheDocument();
  });

  it('saves the checked values and says so', async () => {
    vi.mocked(saveBranding).mockResolvedValue({
      ...BRANDING,
      tradingName: 'Bright Boilers',
      brandColour: '#14532d',
      footerText: null,
    });
    const { user } = renderBranding();
    const name = await screen.findByLabelText(/Trading name/);
    await user.clear(name);
    await user.type(name, '  Bright Boilers ');
    const hex = screen.getByRole('textbox', { name: /Brand colour/ });
    await user.clear(hex);
    await user.type(hex, '#14532D');
    await user.clear(screen.getByLabelText(/Footer/));
    expect(screen.getByText('0 of 300 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save branding' }));

    expect(await screen.findByText('Branding saved')).toBeInTheDocument();
    expect(saveBranding).toHaveBeenCalledWith({
      tradingName: 'Bright Boilers',
      brandColour: '#14532d',
      footerText: null,
    });
    expect(name).toHaveValue('Bright Boilers');
  });

  it('refuses a colour too light for white text without sending it', async () => {
    const { user } = renderBranding();
    const hex = await screen.findByRole('textbox', { name: /Brand colour/ });
    await user.clear(hex);
    await user.type(hex, '#ffffff');
    await user.click(screen.getByRole('button', { name: 'Save branding' }));

    expect(
      await screen.findByText(
        'White text on this colour has a contrast of only 1.0:1; choose a darker colour (at least 4.5:1).',
      ),
    ).toBeInTheDocument();
    expect(hex).toHaveAttribute('aria-invalid', 'true');
    expect(hex).toHaveFocus();
    expect(saveBranding).not.toHaveBeenCalled();
  });

  it('puts the server’s refusal on its field and in the banner', async () => {
    const message = 'Keep the footer to 300 characters or fewer.';
    vi.mocked(saveBranding).mockRejectedValue(
      new CallFunctionError(message, {
        code: 'invalid-argument',
        details: { fields: { footerText: message } },
      }),
    );
    const { user } = renderBranding();
    await user.click(await screen.findByRole('button', { name: 'Save branding' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(/Footer/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('uploads a logo and shows the resized one the server answers', async () => {
    vi.mocked(uploadLogo).mockResolvedValue({ ...BRANDING, logoUrl: NEW_LOGO });
    const { user } = renderBranding();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', {
      type: 'image/png',
    });
    await user.upload(await screen.findByLabelText('Replace logo'), file);

    expect(
      await screen.findByText('Logo saved. It now shows on your documents, profile and widget.'),
    ).toBeInTheDocument();
    expect(uploadLogo).toHaveBeenCalledWith(file);
    expect(screen.getByRole('img', { name: 'Your current logo' })).toHaveAttribute('src', NEW_LOGO);
    expect(
      within(preview()).getByRole('img', { name: 'Brightwater Heating logo' }),
    ).toHaveAttribute('src', NEW_LOGO);
  });

  it('refuses a file that is not an image, or too large, before uploading it', async () => {
    renderBranding();
    const input = await screen.findByLabelText('Replace logo');
    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGO_MESSAGES.wrongType);

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', {
      type: 'image/png',
    });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGO_MESSAGES.tooLarge);
    expect(uploadLogo).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of an upload', async () => {
    vi.mocked(uploadLogo).mockRejectedValue(new LogoError(LOGO_MESSAGES.unreadable));
    const { user } = renderBranding();
    await user.upload(
      await screen.findByLabelText('Replace logo'),
      new File(['x'], 'logo.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGO_MESSAGES.unreadable);
    expect(screen.getByRole('img', { name: 'Your current logo' })).toHaveAttribute('src', LOGO);
  });

  it('removes the logo', async () => {
    vi.mocked(removeLogo).mockResolvedValue({ ...BRANDING, logoUrl: null });
    const { user } = renderBranding();
    await user.click(await screen.findByRole('button', { name: 'Remove logo' }));

    expect(await screen.findByText('Logo removed.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your current logo' })).not.toBeInTheDocument();
    expect(screen.getByText('No logo yet: your name is shown on its own.')).toBeInTheDocument();
    expect(screen.getByLabelText('Upload a logo')).toBeInTheDocument();
    expect(within(preview()).queryByRole('img')).not.toBeInTheDocument();
  });

  it('offers to try again when the branding cannot be loaded', async () => {
    vi.mocked(fetchCompanyBranding).mockRejectedValueOnce(new Error('offline'));
    const { user } = renderBranding();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your branding.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/Trading name/)).toHaveValue('Brightwater Heating');
  });
});
