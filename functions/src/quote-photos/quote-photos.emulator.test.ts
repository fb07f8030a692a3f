import { signInWithEmailAndPassword } from 'firebase/auth';
import { Timestamp } from 'firebase-admin/firestore';
import {
  MAX_QUOTE_PHOTO_BYTES,
  QUOTE_PHOTO_MESSAGES,
  type QuotePhotoUploadResult,
} from '@fixwell/common/quote/quote-photos';
import { QUOTE_INVALID_MESSAGE, type SubmitQuoteResult } from '@fixwell/common/quote/quote-request';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@fixwell/common/collections';

import {
  adminAuth,
  adminBucket,
  adminDb,
  API_URL,
  callFailure,
  clearEmulators,
  closeAdmin,
  eventually,
  STORAGE_BUCKET,
  uniqueEmail,
  webClient,
  type WebClient,
} from '../testing/emulators';
import {
  COMPANY_PASSWORD,
  quoteForm,
  seedCompany,
  seedQuoteCatalogue,
} from '../testing/quote-fixtures';
import { cleanUpQuotePhotoUploadsNow } from './clean-up-quote-photo-uploads';

const PHOTOS_URL = `${API_URL}/quote-photos`;
const PASSWORD = COMPANY_PASSWORD;
const HOUR = 60 * 60 * 1000;

// The smallest files each format's magic numbers accept, plus some bytes to tell them apart.
const jpeg = (marker = 1) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, marker)]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 7),
]);

let client: WebClient;

beforeEach(async () => {
  await clearEmulators();
  await seedQuoteCatalogue();
  client = webClient();
});
afterEach(async () => {
  await client.close();
});
afterAll(closeAdmin);

/** Each test uploads from its own address, so the per-IP limit of one never touches another. */
const testIp = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`;

async function upload(
  bytes: Buffer,
  contentType: string,
  ip = testIp(),
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(PHOTOS_URL, {
    method: 'POST',
    headers: { 'Content-Type': contentType, 'X-Forwarded-For': ip },
    body: bytes,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function uploaded(
  bytes = jpeg(),
  contentType = 'image/jpeg',
): Promise<QuotePhotoUploadResult> {
  const { status, body } = await upload(bytes, contentType);
  expect(status).toBe(201);
  return body as unknown as QuotePhotoUploadResult;
}

const withToken = (photo: QuotePhotoUploadResult, token = photo.token) =>
  `${PHOTOS_URL}/${photo.id}?token=${encodeURIComponent(token)}`;

async function bytesOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

const storedObject = (id: string) => adminBucket().file(`quote-photos/${id}`);

/** An account of `role` with a profile; returns its email. */
async function seedUser(uid: string, role: 'customer' | 'company' | 'admin'): Promise<string> {
  const email = uniqueEmail(uid);
  await adminAuth().createUser({ uid, email, password: PASSWORD, emailVerified: true });
  await adminDb()
    .collection(COLLECTIONS.users)
    .doc(uid)
    .set({ uid, email, role, active: true, displayName: uid });
  return email;
}

/** A fresh ID token for `email`, as the web app sends it. */
async function idTokenOf(email: string): Promise<string> {
  const other = webClient();
  try {
    const { user } = await signInWithEmailAndPassword(other.auth, email, PASSWORD);
    return await user.getIdToken();
  } finally {
    await other.close();
  }
}

const getAs = (id: string, idToken?: string) =>
  fetch(`${PHOTOS_URL}/${id}`, {
    headers: idToken ? { Authorization: `Bearer ${idToken}` } : {},
  });

describe('POST /api/quote-photos', () => {
  it('stores a photo and answers its id and a token that opens it', async () => {
    const bytes = jpeg(3);
    const { status, body } = await upload(bytes, 'image/jpeg');
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const { id, token } = body as unknown as QuotePhotoUploadResult;

    const [stored] = await storedObject(id).download();
    expect(stored.equals(bytes)).toBe(true);
    const [metadata] = await storedObject(id).getMetadata();
    expect(metadata.contentType).toBe('image/jpeg');
    expect(metadata.bucket).toBe(STORAGE_BUCKET);

    const upload_ = (
      await adminDb().collection(COLLECTIONS.quotePhotoUploads).doc(id).get()
    ).data();
    expect(upload_).toMatchObject({
      contentType: 'image/jpeg',
      bytes: bytes.length,
      quoteId: null,
    });
    // Only the token's hash is kept.
    expect(JSON.stringify(upload_)).not.toContain(token);
  });

  it('refuses a type it does not accept, and bytes that are not the declared type', async () => {
    const wrongType = { status: 400, body: { error: QUOTE_PHOTO_MESSAGES.wrongType } };
    expect(await upload(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'image/gif')).toEqual(
      wrongType,
    );
    expect(await upload(PNG, 'image/jpeg')).toEqual(wrongType);
    expect(await upload(Buffer.from('<script>alert(1)</script>'), 'image/png')).toEqual(wrongType);
    expect(await upload(Buffer.alloc(0), 'image/jpeg')).toEqual({
      status: 400,
      body: { error: QUOTE_PHOTO_MESSAGES.unreadable },
    });
    expect((await adminDb().collection(COLLECTIONS.quotePhotoUploads).get()).size).toBe(0);
  });

  it('takes a photo of exactly 10 MB intact, and refuses a larger one with 413', async () => {
    const big = Buffer.alloc(MAX_QUOTE_PHOTO_BYTES);
    for (let i = 0; i < big.length; i += 1) big[i] = (i * 31 + 7) & 0xff;
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const { id } = await uploaded(big);
    const [stored] = await storedObject(id).download();
    expect(stored.equals(big)).toBe(true);

    expect(await upload(Buffer.concat([big, Buffer.alloc(1)]), 'image/jpeg')).toEqual({
      status: 413,
      body: { error: QUOTE_PHOTO_MESSAGES.tooLarge },
    });
  });

  it('allows 30 uploads an hour from one connection and refuses the 31st', async () => {
    const ip = testIp();
    for (let i = 0; i < 30; i += 1)
      expect((await upload(jpeg(i), 'image/jpeg', ip)).status).toBe(201);
    expect(await upload(jpeg(), 'image/jpeg', ip)).toEqual({
      status: 429,
      body: { error: QUOTE_PHOTO_MESSAGES.rateLimited },
    });
    expect((await upload(jpeg(), 'image/jpeg', testIp())).status).toBe(201);
  });
});

describe('GET and DELETE /api/quote-photos/{id}?token=', () => {
  it('shows the uploader its photo with safe headers, and nobody with a wrong token', async () => {
    const bytes = jpeg(9);
    const photo = await uploaded(bytes);
    const response = await fetch(withToken(photo));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe('inline');
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
    expect((await bytesOf(response)).equals(bytes)).toBe(true);

    const other = await uploaded();
    for (const url of [
      withToken(photo, other.token),
      withToken(photo, 'x'),
      withToken({ id: 'f'.repeat(32), token: photo.token }),
    ]) {
      const refused = await fetch(url);
      expect(refused.status).toBe(404);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(await refused.json()).toEqual({ error: QUOTE_PHOTO_MESSAGES.notFound });
    }
  });

  it('lets the uploader delete a photo, which then no longer opens', async () => {
    const photo = await uploaded();
    const other = await uploaded();
    const wrong = await fetch(withToken(photo, other.token), { method: 'DELETE' });
    expect(wrong.status).toBe(404);

    const deleted = await fetch(withToken(photo), { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect((await fetch(withToken(photo))).status).toBe(404);
    expect(
      (await adminDb().collection(COLLECTIONS.quotePhotoUploads).doc(photo.id).get()).exists,
    ).toBe(false);
    expect((await storedObject(photo.id).exists())[0]).toBe(false);
    expect((await fetch(withToken(photo), { method: 'DELETE' })).status).toBe(404);
  });
});

describe('photos sent with a quote request', () => {
  it('attaches them to the quote and its leads, and only the people of that job see them', async () => {
    const companyEmail = await seedCompany('plumbco');
    await seedCompany('rivalco');
    // A company outside the job: a plumber in another area, so matching never chooses it.
    const outsiderEmail = await seedUser('outsider', 'company');
    const adminEmail = await seedUser('boss', 'admin');
    const customerEmail = await seedUser('priya', 'customer');
    await signInWithEmailAndPassword(client.auth, customerEmail, PASSWORD);

    const bytes = jpeg(5);
    const first = await uploaded(bytes);
    const second = await uploaded(PNG, 'image/png');
    const { id: quoteId } = await client.call<SubmitQuoteResult>(
      'submitQuoteRequest',
      quoteForm({ email: customerEmail, photos: [first, second] }),
    );

    const quote = (await adminDb().collection(COLLECTIONS.quotes).doc(quoteId).get()).data();
    expect(quote?.customerId).toBe('priya');
    expect(quote?.photos).toEqual([
      { id: first.id, contentType: 'image/jpeg' },
      { id: second.id, contentType: 'image/png' },
    ]);
    const uploads = await adminDb()
      .collection(COLLECTIONS.quotePhotoUploads)
      .where('quoteId', '==', quoteId)
      .get();
    expect(uploads.size).toBe(2);

    // Sent: the uploader's token no longer opens or deletes it.
    expect((await fetch(withToken(first))).status).toBe(404);
    expect((await fetch(withToken(first), { method: 'DELETE' })).status).toBe(404);

    const leads = await eventually(async () => {
      const snapshot = await adminDb()
        .collection(COLLECTIONS.leads)
        .where('quoteId', '==', quoteId)
        .get();
      return snapshot.size === 2 ? snapshot.docs : undefined;
    }, 'matching to write the leads');
    for (const lead of leads) expect(lead.get('photos')).toEqual(quote?.photos);

    for (const email of [customerEmail, companyEmail, adminEmail]) {
      const response = await getAs(first.id, await idTokenOf(email));
      expect(response.status, email).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
      expect((await bytesOf(response)).equals(bytes)).toBe(true);
    }
    const png = await getAs(second.id, await idTokenOf(companyEmail));
    expect(png.headers.get('content-type')).toBe('image/png');

    const outsider = await getAs(first.id, await idTokenOf(outsiderEmail));
    expect(outsider.status).toBe(404);
    expect(await outsider.json()).toEqual({ error: QUOTE_PHOTO_MESSAGES.notFound });
    // An unknown photo answers exactly like one the caller may not see.
    expect((await getAs('0'.repeat(32), await idTokenOf(adminEmail))).status).toBe(404);

    const anonymous = await getAs(first.id);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: QUOTE_PHOTO_MESSAGES.signIn });
    expect((await getAs(first.id, 'not-a-token')).status).toBe(401);
  });

  it('refuses photos already sent, removed, or given with a wrong token, storing nothing', async () => {
    const photo = await uploaded();
    await client.call('submitQuoteRequest', quoteForm({ photos: [photo] }));

    const reused = await callFailure(
      client.call('submitQuoteRequest', quoteForm({ photos: [photo] })),
    );
    expect(reused).toMatchObject({
      code: 'functions/invalid-argument',
      message: QUOTE_INVALID_MESSAGE,
      details: { fields: { photos: QUOTE_PHOTO_MESSAGES.invalidPhotos } },
    });

    const fresh = await uploaded();
    const other = await uploaded();
    const forged = await callFailure(
      client.call(
        'submitQuoteRequest',
        quoteForm({ photos: [{ id: fresh.id, token: other.token }] }),
      ),
    );
    expect(forged.details).toEqual({ fields: { photos: QUOTE_PHOTO_MESSAGES.invalidPhotos } });
    const missing = await callFailure(
      client.call(
        'submitQuoteRequest',
        quoteForm({ photos: [{ id: 'a'.repeat(32), token: fresh.token }] }),
      ),
    );
    expect(missing.details).toEqual({ fields: { photos: QUOTE_PHOTO_MESSAGES.invalidPhotos } });
    const tooMany = await callFailure(
      client.call('submitQuoteRequest', quoteForm({ photos: Array(6).fill(fresh) })),
    );
    expect(tooMany.details).toEqual({ fields: { photos: QUOTE_PHOTO_MESSAGES.tooMany } });

    expect((await adminDb().collection(COLLECTIONS.quotes).get()).size).toBe(1);
    // The refused requests left the unsent photo usable.
    expect(
      (await adminDb().collection(COLLECTIONS.quotePhotoUploads).doc(fresh.id).get()).get(
        'quoteId',
      ),
    ).toBeNull();
  });

  it('still takes a request without photos, storing none', async () => {
    const { id } = await client.call<SubmitQuoteResult>('submitQuoteRequest', quoteForm());
    expect((await adminDb().collection(COLLECTIONS.quotes).doc(id).get()).get('photos')).toEqual(
      [],
    );
  });
});

describe('cleanUpQuotePhotoUploads', () => {
  it('deletes unsent uploads older than a day, keeping recent and sent ones', async () => {
    const old = await uploaded();
    const recent = await uploaded();
    const sent = await uploaded();
    await client.call('submitQuoteRequest', quoteForm({ photos: [sent] }));
    const longAgo = Timestamp.fromMillis(Date.now() - 25 * HOUR);
    for (const { id } of [old, sent]) {
      await adminDb()
        .collection(COLLECTIONS.quotePhotoUploads)
        .doc(id)
        .update({ createdAt: longAgo });
    }

    // Run here, outside the emulator: the admin SDK needs the bucket the functions use by default.
    process.env.QUOTE_PHOTOS_BUCKET = STORAGE_BUCKET;
    expect(await cleanUpQuotePhotoUploadsNow()).toEqual({ deleted: 1 });

    expect(
      (await adminDb().collection(COLLECTIONS.quotePhotoUploads).doc(old.id).get()).exists,
    ).toBe(false);
    expect((await storedObject(old.id).exists())[0]).toBe(false);
    expect((await fetch(withToken(old))).status).toBe(404);
    expect((await fetch(withToken(recent))).status).toBe(200);
    expect((await storedObject(sent.id).exists())[0]).toBe(true);
    expect(
      (await adminDb().collection(COLLECTIONS.quotePhotoUploads).doc(sent.id).get()).exists,
    ).toBe(true);
  });
});
