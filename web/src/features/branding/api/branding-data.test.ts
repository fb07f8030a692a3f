import { LOGO_MESSAGES } from '@fixwell/common/company-branding-logo';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LogoError, removeLogo, uploadLogo } from '@/features/branding/api/branding-data';

// The signed-in user whose ID token goes with each logo request; null when signed out.
const auth = vi.hoisted(() => ({
  currentUser: { getIdToken: vi.fn(async () => 'id-token-1') } as {
    getIdToken: () => Promise<string>;
  } | null,
}));
vi.mock('@/lib/firebase', () => ({ firebaseAuth: () => auth }));

const BRANDING = {
  tradingName: 'Brightwater',
  brandColour: '#14532d',
  logoUrl: '/api/company-logos/u1/0123456789abcdef0123456789abcdef.png',
  footerText: null,
};

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  auth.currentUser = { getIdToken: async () => 'id-token-1' };
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadLogo', () => {
  it('posts the image with its type and the ID token, and answers the saved branding', async () => {
    answer(200, BRANDING);
    const file = new File(['png bytes'], 'logo.png', { type: 'image/png' });
    expect(await uploadLogo(file)).toEqual(BRANDING);
    expect(fetchMock).toHaveBeenCalledWith('/api/company-logo', {
      method: 'POST',
      headers: { 'Content-Type': 'image/png', Authorization: 'Bearer id-token-1' },
      body: file,
    });
  });

  it('shows the server’s own refusal, and a plain one for anything else', async () => {
    const file = new File(['x'], 'logo.png', { type: 'image/png' });
    answer(415, { error: LOGO_MESSAGES.wrongType });
    await expect(uploadLogo(file)).rejects.toEqual(new LogoError(LOGO_MESSAGES.wrongType));
    // A proxy's 413 page says nothing we know.
    fetchMock.mockResolvedValueOnce(new Response('<html>Too large</html>', { status: 413 }));
    await expect(uploadLogo(file)).rejects.toThrow(LOGO_MESSAGES.tooLarge);
    answer(500, { error: 'Internal details' });
    await expect(uploadLogo(file)).rejects.toThrow(LOGO_MESSAGES.uploadFailed);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(uploadLogo(file)).rejects.toThrow(LOGO_MESSAGES.uploadFailed);
  });

  it('asks to sign in, without a request, when nobody is signed in', async () => {
    auth.currentUser = null;
    await expect(uploadLogo(new Blob(['x'], { type: 'image/png' }))).rejects.toThrow(
      LOGO_MESSAGES.signIn,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('removeLogo', () => {
  it('sends DELETE with the ID token and answers the branding without a logo', async () => {
    answer(200, { ...BRANDING, logoUrl: null });
    expect(await removeLogo()).toEqual({ ...BRANDING, logoUrl: null });
    expect(fetchMock).toHaveBeenCalledWith('/api/company-logo', {
      method: 'DELETE',
      headers: { Authorization: 'Bearer id-token-1' },
    });
    answer(403, { error: LOGO_MESSAGES.notCompany });
    await expect(removeLogo()).rejects.toThrow(LOGO_MESSAGES.notCompany);
  });
});
