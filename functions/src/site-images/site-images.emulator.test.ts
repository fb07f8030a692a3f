import sharp from 'sharp';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  MAX_SITE_IMAGE_BYTES,
  SITE_IMAGE_MESSAGES,
  type SiteImageFile,
} from '@fixwell/common/admin/site-images';
import { removeSiteImageCallable, updateSiteImageAltCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';

import {
  adminDb,
  API_URL,
  callFailure,
  clearEmulators,
  closeAdmin,
  postFile,
} from '../testing/emulators';
import { testPeople } from '../testing/user-fixtures';

const ALT = 'A plumber fitting a new boiler in a bright kitchen';
const people = testPeople();

beforeEach(async () => {
  await clearEmulators();
  await people.seed('root', 'admin');
  await people.seed('retired', 'admin', { active: false });
  await people.seed('alice', 'customer');
  await people.seed('acme', 'company');
  await adminDb().collection(COLLECTIONS.services).doc('plumber').set({ name: 'Plumber' });
});
afterEach(() => people.closeClients());
afterAll(closeAdmin);

const signedIn = (uid: string) => people.signedIn(uid);
const tokenOf = async (uid: string) => (await signedIn(uid)).auth.currentUser!.getIdToken();

/** A `width`×`height` image with a gradient (so crops differ and sizes are real), seeded by `tint`. */
async function picture(width: number, height: number, format: 'jpeg' | 'png', tint = 0) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = tint;
    }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer();
}

async function upload(
  slot: string,
  bytes: Buffer,
  contentType: string,
  idToken?: string,
  alt: string | null = ALT,
) {
  const query = alt === null ? '' : `?alt=${encodeURIComponent(alt)}`;
  return postFile(`${API_URL}/site-images/${slot}${query}`, bytes, contentType, idToken);
}

/** GET as a page does, at `/site-images/...` (the Hosting rewrite), straight at the function. */
const served = (url: string) => fetch(`${API_URL}${url}`);
const docOf = async (slot: string) =>
  (await adminDb().collection(COLLECTIONS.siteImages).doc(slot).get()).data();
const auditOf = async (slot: string) =>
  (
    await adminDb()
      .collection(COLLECTIONS.adminAudit)
      .where('target', '==', `siteImages/${slot}`)
      .get()
  ).docs
    .map((doc) => doc.data())
    .sort((a, b) => a.at.toMillis() - b.at.toMillis());

describe('POST /api/site-images/<slot>', () => {
  it('resizes a home hero into WebP sizes, a JPEG fallback and a share card, and audits it', async () => {
    const token = await tokenOf('root');
    const answer = await upload(
      'home-hero',
      await picture(2000, 1500, 'jpeg'),
      'image/jpeg',
      token,
    );
    expect(answer.status).toBe(200);
    const version = answer.body.version as string;
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(answer.body).toMatchObject({ slot: 'home-hero', kind: 'hero', alt: ALT });

    const stored = await docOf('home-hero');
    expect(stored).toMatchObject({
      slot: 'home-hero',
      alt: ALT,
      version,
      sourceWidth: 2000,
      sourceHeight: 1500,
      previousVersion: null,
    });
    const files = stored!.files as SiteImageFile[];
    expect(files.map((file) => [file.name, file.width, file.height])).toEqual([
      ['640.webp', 640, 360],
      ['1024.webp', 1024, 576],
      ['1600.webp', 1600, 900],
      ['1024.jpg', 1024, 576],
      ['share.jpg', 1200, 630],
    ]);
    for (const file of files) {
      const response = await served(`/site-images/home-hero/${version}/${file.name}`);
      expect(response.status, file.name).toBe(200);
      expect(response.headers.get('content-type')).toBe(file.type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        file.type === 'image/webp' ? 'webp' : 'jpeg',
        file.width,
        file.height,
      ]);
    }
    expect(await auditOf('home-hero')).toMatchObject([
      {
        action: 'site-image.upload',
        actor: { uid: 'root' },
        before: null,
        after: { alt: ALT, version },
      },
    ]);
  });

  it('makes only a 1200×630 card of a share image, from a PNG', async () => {
    const token = await tokenOf('root');
    const answer = await upload(
      'default-share',
      await picture(1200, 630, 'png'),
      'image/png',
      token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.files).toEqual([
      { name: 'share.jpg', type: 'image/jpeg', width: 1200, height: 630, use: 'share' },
    ]);
  });

  it('answers 404 for unknown slots, versions and files', async () => {
    const token = await tokenOf('root');
    const { body } = await upload(
      'home-hero',
      await picture(1600, 900, 'jpeg'),
      'image/jpeg',
      token,
    );
    const version = body.version as string;
    expect((await served(`/site-images/home-hero/${version}/640.webp`)).status).toBe(200);
    for (const url of [
      `/site-images/home-hero/0000000000000000/640.webp`,
      `/site-images/home-hero/${version}/9999.webp`,
      `/site-images/home-hero/${version}/share.jpg.png`,
      `/site-images/nope/${version}/640.webp`,
      `/site-images/default-share/${version}/share.jpg`,
    ])
      expect((await served(url)).status, url).toBe(404);
    const missing = await upload('nope', await picture(1600, 900, 'jpeg'), 'image/jpeg', token);
    expect(missing).toEqual({
      status: 404,
      body: { error: SITE_IMAGE_MESSAGES.unknownSlot, field: null },
    });
  });

  it('takes a hero for a service that exists, and refuses one for a service that does not', async () => {
    const token = await tokenOf('root');
    const bytes = await picture(1600, 900, 'jpeg');
    expect((await upload('service-hero.plumber', bytes, 'image/jpeg', token)).status).toBe(200);
    expect(await upload('service-hero.astronaut', bytes, 'image/jpeg', token)).toEqual({
      status: 404,
      body: { error: SITE_IMAGE_MESSAGES.noService, field: null },
    });
    expect(await upload('town-hero.atlantis', bytes, 'image/jpeg', token)).toEqual({
      status: 404,
      body: { error: SITE_IMAGE_MESSAGES.noTown, field: null },
    });
  });

  it('refuses a wrong type, a file too small or too big, and a missing or file-name alt', async () => {
    const token = await tokenOf('root');
    const jpeg = await picture(1600, 900, 'jpeg');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect(await upload('home-hero', gif, 'image/gif', token)).toEqual({
      status: 415,
      body: { error: SITE_IMAGE_MESSAGES.wrongType, field: 'file' },
    });
    expect(await upload('home-hero', Buffer.from('<svg/>'), 'image/jpeg', token)).toEqual({
      status: 415,
      body: { error: SITE_IMAGE_MESSAGES.wrongType, field: 'file' },
    });
    expect(await upload('home-hero', await picture(900, 600, 'jpeg'), 'image/jpeg', token)).toEqual(
      {
        status: 422,
        body: {
          error: 'The home hero must be at least 1600 pixels wide; this one is 900.',
          field: 'file',
        },
      },
    );
    const oversize = Buffer.concat([jpeg, Buffer.alloc(MAX_SITE_IMAGE_BYTES)]);
    expect(await upload('home-hero', oversize, 'image/jpeg', token)).toEqual({
      status: 413,
      body: { error: SITE_IMAGE_MESSAGES.tooLarge, field: 'file' },
    });
    expect(await upload('home-hero', jpeg, 'image/jpeg', token, null)).toEqual({
      status: 400,
      body: { error: SITE_IMAGE_MESSAGES.altRequired, field: 'alt' },
    });
    expect(await upload('home-hero', jpeg, 'image/jpeg', token, 'IMG_2041.jpg')).toEqual({
      status: 400,
      body: { error: SITE_IMAGE_MESSAGES.altFileName, field: 'alt' },
    });
    expect(await docOf('home-hero')).toBeUndefined();
  });

  it('refuses anyone but an active admin', async () => {
    const jpeg = await picture(1600, 900, 'jpeg');
    expect(await upload('home-hero', jpeg, 'image/jpeg')).toEqual({
      status: 401,
      body: { error: SITE_IMAGE_MESSAGES.signIn, field: null },
    });
    for (const uid of ['alice', 'acme', 'retired']) {
      expect(await upload('home-hero', jpeg, 'image/jpeg', await tokenOf(uid)), uid).toEqual({
        status: 403,
        body: { error: SITE_IMAGE_MESSAGES.adminsOnly, field: null },
      });
    }
    expect(await docOf('home-hero')).toBeUndefined();
  });

  it('gives a replacement a new version, keeps the one before for cached pages, deletes older', async () => {
    const token = await tokenOf('root');
    const first = (
      await upload('home-hero', await picture(1600, 900, 'jpeg', 10), 'image/jpeg', token)
    ).body.version as string;
    const second = (
      await upload('home-hero', await picture(1600, 900, 'png', 20), 'image/png', token)
    ).body.version as string;
    expect(second).not.toBe(first);
    expect(await docOf('home-hero')).toMatchObject({ version: second, previousVersion: first });
    expect((await served(`/site-images/home-hero/${first}/1024.jpg`)).status).toBe(200);

    const third = (
      await upload('home-hero', await picture(1700, 1000, 'jpeg', 30), 'image/jpeg', token)
    ).body.version as string;
    expect(await docOf('home-hero')).toMatchObject({ version: third, previousVersion: second });
    expect((await served(`/site-images/home-hero/${first}/1024.jpg`)).status).toBe(404);
    expect((await served(`/site-images/home-hero/${second}/1024.jpg`)).status).toBe(200);
    expect((await auditOf('home-hero')).map((entry) => entry.action)).toEqual([
      'site-image.upload',
      'site-image.replace',
      'site-image.replace',
    ]);
  });
});

describe('updateSiteImageAlt and removeSiteImage', () => {
  it('let an admin change the alt text and empty the slot, audited; the files go', async () => {
    const admin = await signedIn('root');
    const token = await admin.auth.currentUser!.getIdToken();
    const version = (
      await upload('home-hero', await picture(1600, 900, 'jpeg'), 'image/jpeg', token)
    ).body.version as string;

    expect(
      await admin.call(updateSiteImageAltCallable.name, {
        slot: 'home-hero',
        alt: ' A new kitchen ',
      }),
    ).toEqual({ alt: 'A new kitchen' });
    expect(await docOf('home-hero')).toMatchObject({ alt: 'A new kitchen', version });

    expect(await admin.call(removeSiteImageCallable.name, { slot: 'home-hero' })).toEqual({
      removed: true,
    });
    expect(await docOf('home-hero')).toBeUndefined();
    expect((await served(`/site-images/home-hero/${version}/640.webp`)).status).toBe(404);
    expect((await auditOf('home-hero')).map((entry) => [entry.action, entry.after])).toEqual([
      ['site-image.upload', { alt: ALT, version }],
      ['site-image.alt', { alt: 'A new kitchen', version }],
      ['site-image.remove', null],
    ]);

    const again = await callFailure(
      admin.call(removeSiteImageCallable.name, { slot: 'home-hero' }),
    );
    expect(again).toMatchObject({
      code: 'functions/failed-precondition',
      message: SITE_IMAGE_MESSAGES.nothingToRemove,
    });
    const alt = await callFailure(
      admin.call(updateSiteImageAltCallable.name, { slot: 'home-hero', alt: 'Anything' }),
    );
    expect(alt).toMatchObject({
      code: 'functions/failed-precondition',
      message: SITE_IMAGE_MESSAGES.nothingToUpdate,
    });
  });

  it('refuse bad input with the field’s message', async () => {
    const admin = await signedIn('root');
    const bad = await callFailure(
      admin.call(updateSiteImageAltCallable.name, { slot: 'home-hero', alt: 'DSC01234' }),
    );
    expect(bad).toMatchObject({
      code: 'functions/invalid-argument',
      message: SITE_IMAGE_MESSAGES.altFileName,
    });
    const slot = await callFailure(admin.call(removeSiteImageCallable.name, { slot: '../x' }));
    expect(slot).toMatchObject({
      code: 'functions/invalid-argument',
      message: SITE_IMAGE_MESSAGES.unknownSlot,
    });
  });

  it('refuse anyone but an active admin', async () => {
    const token = await tokenOf('root');
    await upload('home-hero', await picture(1600, 900, 'jpeg'), 'image/jpeg', token);
    for (const uid of ['alice', 'acme', 'retired']) {
      const client = await signedIn(uid);
      for (const [name, data] of [
        [updateSiteImageAltCallable.name, { slot: 'home-hero', alt: 'Taken over' }],
        [removeSiteImageCallable.name, { slot: 'home-hero' }],
      ] as const) {
        expect(await callFailure(client.call(name, data)), `${uid} ${name}`).toMatchObject({
          code: 'functions/permission-denied',
          message: SITE_IMAGE_MESSAGES.adminsOnly,
        });
      }
    }
    const visitor = people.visitor();
    expect(
      (await callFailure(visitor.call(removeSiteImageCallable.name, { slot: 'home-hero' }))).code,
    ).toBe('functions/unauthenticated');
    expect(await docOf('home-hero')).toMatchObject({ alt: ALT });
  });
});
