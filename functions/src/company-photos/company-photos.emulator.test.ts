import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { updateWorkPhotosCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  COMPANY_PROFILE_MESSAGES,
  WORK_PHOTO_MAX_BYTES,
  WORK_PHOTO_MESSAGES,
} from '@fixwell/common/companies/company-profile';
import { WORK_PHOTOS_MAX, type WorkPhoto } from '@fixwell/common/company';

import {
  adminBucket,
  adminDb,
  API_URL,
  callFailure,
  getFile,
  postFile,
} from '../testing/emulators';
import { seedCompany } from '../testing/quote-fixtures';
import { clientPerTest, seedUser } from '../testing/user-fixtures';

const COMPANY = 'acme-photos';
const { client, signIn } = clientPerTest();

const companyRef = (uid = COMPANY) => adminDb().collection(COLLECTIONS.companies).doc(uid);
const storedPhotos = async (uid = COMPANY) =>
  ((await companyRef(uid).get()).data()?.workPhotos ?? []) as WorkPhoto[];
const objectOf = (uid: string, id: string) => adminBucket().file(`company-photos/${uid}/${id}`);

/** A photo with an EXIF camera make and GPS-like comment, so stripping can be checked. */
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .withExif({ IFD0: { Make: 'SecretCam', ImageDescription: 'at 12 Home Street' } })
    .jpeg()
    .toBuffer();
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } } })
    .png()
    .toBuffer();

const upload = (bytes: Buffer, contentType: string, idToken?: string) =>
  postFile(`${API_URL}/company-photos`, bytes, contentType, idToken);
const getPhoto = (uid: string, id: string, idToken?: string) =>
  getFile(`${API_URL}/company-photos/${uid}/${id}`, idToken);

const update = (data: unknown) =>
  client().call<{ workPhotos: WorkPhoto[] }>(updateWorkPhotosCallable.name, data);

const photoOf = (n: number): WorkPhoto => ({
  id: n.toString(16).padStart(32, '0'),
  caption: '',
  width: 10,
  height: 10,
});

describe('POST /api/company-photos', () => {
  it('resizes to 1,600 px on the long side as a JPEG without metadata, and lists it', async () => {
    const idToken = await signIn(await seedCompany(COMPANY));
    const { status, body } = await upload(await jpeg(3200, 2000), 'image/jpeg', idToken);
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      caption: '',
      width: 1600,
      height: 1000,
    });
    expect(await storedPhotos()).toEqual([body]);

    const [stored] = await objectOf(COMPANY, body.id as string).download();
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 1000 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('SecretCam'))).toBe(false);

    // A PNG with transparency is flattened into a JPEG too, never enlarged.
    const second = await upload(await png(400, 300), 'image/png', idToken);
    expect(second.body).toMatchObject({ width: 400, height: 300 });
    expect((await storedPhotos()).map((photo) => photo.id)).toEqual([body.id, second.body.id]);
  });

  it('checks the type by the bytes, and refuses what is too big', async () => {
    const idToken = await signIn(await seedCompany(COMPANY));
    expect(await upload(await png(10, 10), 'image/jpeg', idToken)).toEqual({
      status: 415,
      body: { error: WORK_PHOTO_MESSAGES.wrongType },
    });
    expect(
      await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png', idToken),
    ).toEqual({ status: 415, body: { error: WORK_PHOTO_MESSAGES.wrongType } });
    const big = Buffer.concat([await jpeg(10, 10), Buffer.alloc(WORK_PHOTO_MAX_BYTES)]);
    expect((await upload(big, 'image/jpeg', idToken)).status).toBe(413);
    // JPEG magic numbers with nothing decodable behind them.
    expect(
      await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]), 'image/jpeg', idToken),
    ).toEqual({ status: 400, body: { error: WORK_PHOTO_MESSAGES.unreadable } });
    expect(await storedPhotos()).toEqual([]);
  });

  it(`refuses a photo beyond ${WORK_PHOTOS_MAX}`, async () => {
    const idToken = await signIn(await seedCompany(COMPANY));
    const full = Array.from({ length: WORK_PHOTOS_MAX }, (_, i) => photoOf(i + 1));
    await companyRef().update({ workPhotos: full });
    expect(await upload(await jpeg(20, 20), 'image/jpeg', idToken)).toEqual({
      status: 409,
      body: { error: WORK_PHOTO_MESSAGES.tooMany },
    });
    expect(await storedPhotos()).toHaveLength(WORK_PHOTOS_MAX);
  });

  it('refuses anyone but an active company', async () => {
    const bytes = await jpeg(20, 20);
    expect((await upload(bytes, 'image/jpeg')).status).toBe(401);
    for (const role of ['customer', 'admin'] as const) {
      const idToken = await signIn(await seedUser(`${role}-1`, role));
      expect(await upload(bytes, 'image/jpeg', idToken)).toEqual({
        status: 403,
        body: { error: WORK_PHOTO_MESSAGES.notCompany },
      });
    }
    const idToken = await signIn(await seedCompany(COMPANY));
    await adminDb().collection(COLLECTIONS.users).doc(COMPANY).update({ active: false });
    expect((await upload(bytes, 'image/jpeg', idToken)).status).toBe(403);
  });
});

describe('GET /api/company-photos/{uid}/{id}', () => {
  it('is public, cached, while the profile is published; else the owner’s and admins’', async () => {
    const ownerToken = await signIn(await seedCompany(COMPANY));
    const { body } = await upload(await jpeg(50, 40), 'image/jpeg', ownerToken);
    const id = body.id as string;

    const open = await getPhoto(COMPANY, id);
    expect(open.status).toBe(200);
    expect(open.headers.get('content-type')).toBe('image/jpeg');
    expect(open.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(open.headers.get('x-content-type-options')).toBe('nosniff');

    await companyRef().update({ public: false });
    expect((await getPhoto(COMPANY, id)).status).toBe(404);
    const own = await getPhoto(COMPANY, id, ownerToken);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');

    await client().auth.signOut();
    const rivalToken = await signIn(await seedCompany('rival-co'));
    expect((await getPhoto(COMPANY, id, rivalToken)).status).toBe(404);
    await client().auth.signOut();
    const adminToken = await signIn(await seedUser('admin-1', 'admin'));
    expect((await getPhoto(COMPANY, id, adminToken)).status).toBe(200);

    // Suspended counts as hidden.
    await companyRef().update({ public: true, suspended: true });
    expect((await getPhoto(COMPANY, id)).status).toBe(404);
    // Malformed ids and paths are simply not found.
    expect((await getPhoto(COMPANY, '..%2F..%2Fsecret')).status).toBe(404);
  });
});

describe('updateWorkPhotos', () => {
  it('reorders, captions and removes, deleting removed files', async () => {
    const idToken = await signIn(await seedCompany(COMPANY));
    const ids: string[] = [];
    for (const size of [30, 40, 50]) {
      const { body } = await upload(await jpeg(size, size), 'image/jpeg', idToken);
      ids.push(body.id as string);
    }
    const [a, b, c] = ids as [string, string, string];
    const { workPhotos } = await update({
      order: [c, a, b],
      captions: { [c]: ' New bathroom in Leeds ', [a]: 'Boiler swap' },
      remove: [b],
    });
    expect(workPhotos.map((photo) => [photo.id, photo.caption])).toEqual([
      [c, 'New bathroom in Leeds'],
      [a, 'Boiler swap'],
    ]);
    expect(await storedPhotos()).toEqual(workPhotos);
    expect((await objectOf(COMPANY, b).exists())[0]).toBe(false);
    expect((await objectOf(COMPANY, a).exists())[0]).toBe(true);
  });

  it('refuses long captions on the field, and other companies’ photos are untouched', async () => {
    await seedCompany('rival-co');
    await companyRef('rival-co').update({ workPhotos: [photoOf(1), photoOf(2)] });
    await signIn(await seedCompany(COMPANY));
    await companyRef().update({ workPhotos: [photoOf(3)] });

    const id = photoOf(3).id;
    const failure = await callFailure(update({ order: [id], captions: { [id]: 'c'.repeat(141) } }));
    expect(failure).toEqual({
      code: 'functions/invalid-argument',
      message: COMPANY_PROFILE_MESSAGES.captionTooLong,
      details: { fields: { [`captions.${id}`]: COMPANY_PROFILE_MESSAGES.captionTooLong } },
    });

    // Another company's ids mean nothing here.
    await update({ order: [photoOf(2).id], captions: {}, remove: [photoOf(1).id] });
    expect(await storedPhotos('rival-co')).toEqual([photoOf(1), photoOf(2)]);
    expect(await storedPhotos()).toEqual([photoOf(3)]);
  });

  it('refuses anyone but an active company', async () => {
    expect((await callFailure(update({ order: [] }))).code).toBe('functions/unauthenticated');
    for (const role of ['customer', 'admin'] as const) {
      await signIn(await seedUser(`${role}-1`, role));
      expect(await callFailure(update({ order: [] }))).toEqual({
        code: 'functions/permission-denied',
        message: WORK_PHOTO_MESSAGES.notCompany,
        details: undefined,
      });
      await client().auth.signOut();
    }
    await signIn(await seedCompany(COMPANY));
    await companyRef().update({ workPhotos: [photoOf(1)] });
    await adminDb().collection(COLLECTIONS.users).doc(COMPANY).update({ active: false });
    expect((await callFailure(update({ order: [], remove: [photoOf(1).id] }))).code).toBe(
      'functions/permission-denied',
    );
    expect(await storedPhotos()).toEqual([photoOf(1)]);
  });
});
