import { signInWithEmailAndPassword } from 'firebase/auth';
import sharp from 'sharp';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import { saveBrandingCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { CompanyBranding } from '@fixwell/common/company-branding';
import { LOGO_MESSAGES, MAX_LOGO_BYTES } from '@fixwell/common/company-branding-logo';

import {
  adminAuth,
  adminBucket,
  adminDb,
  API_URL,
  callFailure,
  clearEmulators,
  closeAdmin,
  webClient,
  type WebClient,
} from '../testing/emulators';
import { COMPANY_PASSWORD, seedCompany } from '../testing/quote-fixtures';
import { seedUser } from '../testing/user-fixtures';
import { BRANDING_MESSAGES } from './branding-messages';

const COMPANY = 'acme-heating';
const LOGO_URL = /^\/api\/company-logos\/acme-heating\/[0-9a-f]{32}\.png$/;

let client: WebClient;

beforeEach(async () => {
  await clearEmulators();
  client = webClient();
});
afterEach(async () => {
  await client.close();
});
afterAll(closeAdmin);

const companyRef = (uid = COMPANY) => adminDb().collection(COLLECTIONS.companies).doc(uid);
const storedBranding = async (uid = COMPANY) =>
  (await companyRef(uid).get()).data()?.branding as CompanyBranding | undefined;

/** An account of `role` with a profile (and no company document); returns its email. */
async function signIn(email: string): Promise<string> {
  const { user } = await signInWithEmailAndPassword(client.auth, email, COMPANY_PASSWORD);
  return user.getIdToken();
}

const save = (data: Record<string, unknown>) =>
  client.call<CompanyBranding>(saveBrandingCallable.name, data);

const FORM = {
  tradingName: 'Acme Heating',
  brandColour: '#1D4ED8',
  footerText: 'Registered in England and Wales, no. 01234567.',
};

// ---- images, drawn with sharp ---------------------------------------------------------------

/** A `width`×`height` PNG, half transparent, so the resize must keep the alpha channel. */
const png = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 4, background: { r: 29, g: 78, b: 216, alpha: 0.5 } },
  })
    .png()
    .toBuffer();

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();

async function uploadLogo(bytes: Buffer, contentType: string, idToken?: string) {
  const response = await fetch(`${API_URL}/company-logo`, {
    method: 'POST',
    headers: {
      'Content-Type': contentType,
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
    },
    body: bytes,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function removeLogo(idToken?: string) {
  const response = await fetch(`${API_URL}/company-logo`, {
    method: 'DELETE',
    headers: idToken ? { Authorization: `Bearer ${idToken}` } : {},
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** GET a logo by its stored URL (root-relative `/api/...`), straight at the function. */
const getLogo = (url: string) => fetch(`${API_URL}${url.slice('/api'.length)}`);

const objectOf = (url: string) => adminBucket().file(url.slice('/api/'.length));

describe('saveBranding', () => {
  it('saves the trading name, colour (lower-cased) and footer, keeping the logo', async () => {
    await seedCompany(COMPANY);
    await companyRef().update({
      branding: {
        tradingName: null,
        brandColour: null,
        logoUrl: '/api/company-logos/acme-heating/0123456789abcdef0123456789abcdef.png',
        footerText: null,
      },
    });
    await signIn((await adminAuth().getUser(COMPANY)).email!);

    const expected: CompanyBranding = {
      tradingName: 'Acme Heating',
      brandColour: '#1d4ed8',
      logoUrl: '/api/company-logos/acme-heating/0123456789abcdef0123456789abcdef.png',
      footerText: 'Registered in England and Wales, no. 01234567.',
    };
    expect(await save(FORM)).toEqual(expected);
    expect(await storedBranding()).toEqual(expected);
    const updatedAt = (await companyRef().get()).data()?.updatedAt as { toMillis(): number };
    expect(Date.now() - updatedAt.toMillis()).toBeLessThan(60_000);

    // Blank fields clear back to Fixwell's own look.
    expect(await save({ tradingName: ' ', brandColour: '', footerText: '' })).toEqual({
      tradingName: null,
      brandColour: null,
      logoUrl: expected.logoUrl,
      footerText: null,
    });
  });

  it('refuses a colour white text cannot be read on, quoting its contrast', async () => {
    await signIn(await seedCompany(COMPANY));
    const failure = await callFailure(save({ ...FORM, brandColour: '#ffeb3b' }));
    const message =
      'White text on this colour has a contrast of only 1.2:1; choose a darker colour (at least 4.5:1).';
    expect(failure).toEqual({
      code: 'functions/invalid-argument',
      message,
      details: { fields: { brandColour: message } },
    });
    expect(await storedBranding()).toBeUndefined();
  });

  it('refuses malformed and overlong fields, each on its own field', async () => {
    await signIn(await seedCompany(COMPANY));
    const failure = await callFailure(
      save({ tradingName: 'x'.repeat(101), brandColour: 'blue', footerText: 'y'.repeat(301) }),
    );
    expect(failure.code).toBe('functions/invalid-argument');
    expect(failure.details).toEqual({
      fields: {
        tradingName: 'Keep the trading name to 100 characters or fewer.',
        brandColour: 'Enter the colour as # and six hexadecimal digits, like #1d4ed8.',
        footerText: 'Keep the footer to 300 characters or fewer.',
      },
    });
    expect((await callFailure(save({ tradingName: 'Only a name' }))).code).toBe(
      'functions/invalid-argument',
    );
  });

  it('refuses anyone but an active company: signed out, customer, admin, deactivated', async () => {
    expect((await callFailure(save(FORM))).code).toBe('functions/unauthenticated');

    for (const role of ['customer', 'admin'] as const) {
      await signIn(await seedUser(`${role}-1`, role));
      expect(await callFailure(save(FORM))).toEqual({
        code: 'functions/permission-denied',
        message: BRANDING_MESSAGES.notCompany,
        details: undefined,
      });
    }

    await signIn(await seedCompany(COMPANY));
    await adminDb().collection(COLLECTIONS.users).doc(COMPANY).update({ active: false });
    expect((await callFailure(save(FORM))).code).toBe('functions/permission-denied');
    expect(await storedBranding()).toBeUndefined();
  });

  it('asks a company whose profile is still being built to try again shortly', async () => {
    await signIn(await seedUser(COMPANY, 'company'));
    expect(await callFailure(save(FORM))).toEqual({
      code: 'functions/failed-precondition',
      message: BRANDING_MESSAGES.noCompany,
      details: undefined,
    });
    expect((await companyRef().get()).exists).toBe(false);
  });

  it('writes only the caller’s own company', async () => {
    await seedCompany('rival-co');
    await signIn(await seedCompany(COMPANY));
    // A company id in the input is not read: the caller's uid names the document.
    await save({ ...FORM, companyId: 'rival-co' });
    expect(await storedBranding('rival-co')).toBeUndefined();
    expect((await storedBranding())?.tradingName).toBe('Acme Heating');
  });
});

describe('POST and DELETE /api/company-logo, GET /api/company-logos/…', () => {
  it('resizes a PNG within 600×240 keeping transparency, and serves it for a year', async () => {
    const idToken = await signIn(await seedCompany(COMPANY));
    await save(FORM);

    const { status, body } = await uploadLogo(await png(1200, 300), 'image/png', idToken);
    expect(status).toBe(200);
    expect(body).toEqual({
      tradingName: 'Acme Heating',
      brandColour: '#1d4ed8',
      logoUrl: expect.stringMatching(LOGO_URL),
      footerText: FORM.footerText,
    });
    const url = body.logoUrl as string;
    expect((await storedBranding())?.logoUrl).toBe(url);

    const response = await getLogo(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const served = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(served).toMatchObject({ format: 'png', width: 600, height: 150, hasAlpha: true });

    // Anyone may fetch it, signed in or not: documents, profiles and widgets show it.
    expect((await fetch(`${API_URL}${url.slice(4)}`)).status).toBe(200);
  });

  it('takes a JPEG, never enlarges a small logo, and replaces the old logo’s file', async () => {
    const idToken = await signIn(await seedCompany(COMPANY));
    const first = await uploadLogo(await png(200, 400), 'image/png', idToken);
    const firstUrl = first.body.logoUrl as string;
    const firstMeta = await sharp((await objectOf(firstUrl).download())[0]).metadata();
    // Tall: fitted to the box's height, 240, keeping its shape.
    expect(firstMeta).toMatchObject({ width: 120, height: 240 });

    const second = await uploadLogo(await jpeg(300, 100), 'image/jpeg', idToken);
    expect(second.status).toBe(200);
    const secondUrl = second.body.logoUrl as string;
    expect(secondUrl).toMatch(LOGO_URL);
    expect(secondUrl).not.toBe(firstUrl);
    const [stored] = await objectOf(secondUrl).download();
    expect(await sharp(stored).metadata()).toMatchObject({
      format: 'png',
      width: 300,
      height: 100,
    });
    const [metadata] = await objectOf(secondUrl).getMetadata();
    expect(metadata.contentType).toBe('image/png');

    expect((await objectOf(firstUrl).exists())[0]).toBe(false);
    expect((await getLogo(firstUrl)).status).toBe(404);
  });

  it('takes a WebP too, storing it as a PNG', async () => {
    const idToken = await signIn(await seedCompany(COMPANY));
    const webp = await sharp({
      create: { width: 640, height: 480, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .webp()
      .toBuffer();
    const { status, body } = await uploadLogo(webp, 'image/webp', idToken);
    expect(status).toBe(200);
    const [stored] = await objectOf(body.logoUrl as string).download();
    expect(await sharp(stored).metadata()).toMatchObject({
      format: 'png',
      width: 320,
      height: 240,
      hasAlpha: true,
    });
  });

  it('refuses a company whose profile is still being built, keeping no file', async () => {
    const idToken = await signIn(await seedUser(COMPANY, 'company'));
    // Storage outlives clearEmulators, so compare with what earlier tests left.
    const names = async () =>
      (await adminBucket().getFiles({ prefix: `company-logos/${COMPANY}/` }))[0]
        .map((file) => file.name)
        .sort();
    const before = await names();
    expect(await uploadLogo(await png(11, 13), 'image/png', idToken)).toEqual({
      status: 409,
      body: { error: LOGO_MESSAGES.noCompany },
    });
    expect(await names()).toEqual(before);
  });

  it('refuses text named .png, a declared type it does not take, and a mismatch', async () => {
    const idToken = await signIn(await seedCompany(COMPANY));
    const wrongType = { status: 415, body: { error: LOGO_MESSAGES.wrongType } };
    expect(await uploadLogo(Buffer.from('<svg onload="alert(1)"/>'), 'image/png', idToken)).toEqual(
      wrongType,
    );
    expect(await uploadLogo(Buffer.from('<svg/>'), 'image/svg+xml', idToken)).toEqual(wrongType);
    expect(await uploadLogo(await png(50, 50), 'image/jpeg', idToken)).toEqual(wrongType);
    expect(await uploadLogo(Buffer.alloc(0), 'image/png', idToken)).toEqual({
      status: 400,
      body: { error: LOGO_MESSAGES.unreadable },
    });
    // Right magic numbers, but no image behind them.
    const truncated = (await png(50, 50)).subarray(0, 40);
    expect(await uploadLogo(truncated, 'image/png', idToken)).toEqual({
      status: 400,
      body: { error: LOGO_MESSAGES.unreadable },
    });
    expect(await storedBranding()).toBeUndefined();
  });

  it('refuses a file over 5 MB with 413', async () => {
    const idToken = await signIn(await seedCompany(COMPANY));
    const oversize = Buffer.concat([await png(10, 10), Buffer.alloc(MAX_LOGO_BYTES)]);
    expect(await uploadLogo(oversize, 'image/png', idToken)).toEqual({
      status: 413,
      body: { error: LOGO_MESSAGES.tooLarge },
    });
  });

  it('refuses anyone but an active company', async () => {
    expect(await uploadLogo(await png(10, 10), 'image/png')).toEqual({
      status: 401,
      body: { error: LOGO_MESSAGES.signIn },
    });
    expect(await uploadLogo(await png(10, 10), 'image/png', 'not-a-token')).toEqual({
      status: 401,
      body: { error: LOGO_MESSAGES.signIn },
    });
    expect(await removeLogo()).toEqual({ status: 401, body: { error: LOGO_MESSAGES.signIn } });

    const customerToken = await signIn(await seedUser('customer-1', 'customer'));
    expect(await uploadLogo(await png(10, 10), 'image/png', customerToken)).toEqual({
      status: 403,
      body: { error: LOGO_MESSAGES.notCompany },
    });

    const companyToken = await signIn(await seedCompany(COMPANY));
    await adminDb().collection(COLLECTIONS.users).doc(COMPANY).update({ active: false });
    expect((await uploadLogo(await png(10, 10), 'image/png', companyToken)).status).toBe(403);
    expect((await removeLogo(companyToken)).status).toBe(403);
    expect(await storedBranding()).toBeUndefined();
  });

  it('removes the logo and its file, keeping the rest of the branding', async () => {
    const idToken = await signIn(await seedCompany(COMPANY));
    await save(FORM);
    const { body } = await uploadLogo(await png(300, 120), 'image/png', idToken);
    const url = body.logoUrl as string;

    expect(await removeLogo(idToken)).toEqual({
      status: 200,
      body: {
        tradingName: 'Acme Heating',
        brandColour: '#1d4ed8',
        logoUrl: null,
        footerText: FORM.footerText,
      },
    });
    expect((await storedBranding())?.logoUrl).toBeNull();
    expect((await objectOf(url).exists())[0]).toBe(false);
    expect((await getLogo(url)).status).toBe(404);
  });

  it('answers 404 for a malformed or unknown logo address', async () => {
    for (const path of [
      '/company-logos/acme-heating/0123456789abcdef0123456789abcdef.png',
      '/company-logos/acme-heating/..%2F..%2Fquote-photos%2Fx',
      '/company-logos/acme-heating/logo.svg',
    ]) {
      expect((await fetch(`${API_URL}${path}`)).status).toBe(404);
    }
  });
});
