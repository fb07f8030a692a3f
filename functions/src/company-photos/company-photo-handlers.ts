import { randomBytes } from 'node:crypto';

import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import { WORK_PHOTO_ID, WORK_PHOTO_MESSAGES } from '@fixwell/common/companies/company-profile';
import type { CompanyDocument, WorkPhoto } from '@fixwell/common/company';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { consumeRateLimits } from '../lib/consume-rate-limits';
import { readDoc, type WriteTime } from '../lib/documents';
import { logError, logInfo } from '../lib/log';
import { bearerUid, rawBodyOf, type Params } from '../lib/private-files';
import type { RateLimitRule } from '../lib/rate-limit-rules';
import { readUserProfile } from '../lib/user-profiles';
import { resizeWorkPhoto } from './photo-image';
import { deletePhoto, photoObjectPath, readPhoto, savePhoto } from './photo-store';
import { parseWorkPhotoUpload } from './photo-upload';
import { addWorkPhoto, storedWorkPhotos } from './work-photos-decision';

// POST /api/company-photos and GET /api/company-photos/{uid}/{id}: photos of past work on a
// company's public profile. Uploads come from the company's own editor; the photos are public
// while the profile is, and otherwise seen by the company and admins only.

type StoredCompany = CompanyDocument<Timestamp>;

/** Uploads one company may make in an hour: plenty to fill a gallery twice, a stop for a script. */
export const COMPANY_PHOTO_UPLOAD_PER_USER: RateLimitRule = {
  scope: 'company-photo-upload-user',
  limit: 60,
  windowMs: 60 * 60 * 1000,
};

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const companyRef = (uid: string) => db().collection(COLLECTIONS.companies).doc(uid);

/** The active company behind the request's ID token; refuses anyone else. */
async function activeCompanyUid(req: Request): Promise<string> {
  const uid = await bearerUid(req);
  if (!uid) throw new Refusal(401, WORK_PHOTO_MESSAGES.signIn);
  const profile = await readUserProfile(uid);
  if (profile?.role !== 'company' || profile.active !== true)
    throw new Refusal(403, WORK_PHOTO_MESSAGES.notCompany);
  return uid;
}

function refuse(res: Response, error: unknown, event: string): void {
  if (error instanceof Refusal) {
    res.status(error.status).json({ error: error.message });
    return;
  }
  logError(event, error);
  res.status(500).json({ error: WORK_PHOTO_MESSAGES.uploadFailed });
}

/** Adds the photo to the company's list in a transaction, unless the list is already full. */
async function appendPhoto(uid: string, photo: WorkPhoto): Promise<void> {
  await runTransaction(async (tx) => {
    const company = readDoc<StoredCompany>(await tx.get(companyRef(uid)));
    if (!company) throw new Refusal(409, WORK_PHOTO_MESSAGES.noCompany);
    const decision = addWorkPhoto(storedWorkPhotos(company.workPhotos), photo);
    if (decision.kind === 'full') throw new Refusal(409, WORK_PHOTO_MESSAGES.tooMany);
    tx.update(companyRef(uid), {
      workPhotos: decision.workPhotos,
      updatedAt: FieldValue.serverTimestamp(),
    } satisfies Partial<CompanyDocument<WriteTime>>);
  });
}

/**
 * POST /api/company-photos: the signed-in company's photo as the body's bytes (JPEG, PNG or WebP,
 * at most 10 MB, checked by content). Resized to 1,600 px on its long side as a JPEG without
 * metadata, stored as `company-photos/{uid}/{id}` and added last to `companies/{uid}.workPhotos`
 * (at most WORK_PHOTOS_MAX: 409 beyond). Answers 201 with the photo `{ id, caption, width, height }`.
 */
export async function uploadCompanyPhoto(req: Request, res: Response): Promise<void> {
  try {
    const uid = await activeCompanyUid(req);
    const upload = parseWorkPhotoUpload(req.headers['content-type'], rawBodyOf(req));
    if (upload.kind === 'refused') throw new Refusal(upload.status, upload.error);

    const company = readDoc<StoredCompany>(await companyRef(uid).get());
    if (!company) throw new Refusal(409, WORK_PHOTO_MESSAGES.noCompany);
    // A first look before the work of resizing; the transaction below decides.
    if (
      addWorkPhoto(storedWorkPhotos(company.workPhotos), {
        id: '',
        caption: '',
        width: 0,
        height: 0,
      }).kind === 'full'
    )
      throw new Refusal(409, WORK_PHOTO_MESSAGES.tooMany);

    const { allowed } = await consumeRateLimits([
      { rule: COMPANY_PHOTO_UPLOAD_PER_USER, identifier: uid },
    ]);
    if (!allowed) throw new Refusal(429, WORK_PHOTO_MESSAGES.rateLimited);

    const resized = await resizeWorkPhoto(upload.bytes);
    if (!resized) throw new Refusal(400, WORK_PHOTO_MESSAGES.unreadable);

    const id = randomBytes(16).toString('hex');
    const path = photoObjectPath(uid, id)!;
    await savePhoto(path, resized.bytes);
    const photo: WorkPhoto = { id, caption: '', width: resized.width, height: resized.height };
    try {
      await appendPhoto(uid, photo);
    } catch (error) {
      await deletePhoto(path).catch((cleanupError: unknown) =>
        logError('company-photo.orphan-delete-failed', cleanupError, { uid, photoId: id }),
      );
      throw error;
    }
    logInfo('company-photo.uploaded', {
      uid,
      photoId: id,
      from: upload.contentType,
      bytes: upload.bytes.length,
      width: resized.width,
      height: resized.height,
    });
    res.status(201).json(photo);
  } catch (error) {
    refuse(res, error, 'company-photo.upload-failed');
  }
}

/** Whether anyone may see the company's photos: its profile is published and not suspended. */
const isPublished = (company: StoredCompany | undefined) =>
  company?.public === true && company.suspended !== true;

/**
 * GET /api/company-photos/{uid}/{id}: a photo of past work. Anyone sees the photos of a published
 * profile (cached publicly for a week: an id never changes its bytes); otherwise only the company
 * and admins, with their ID token. 404 for everyone else, so nobody learns a photo exists.
 */
export async function getCompanyPhoto(req: Request, res: Response, params: Params): Promise<void> {
  const uid = params?.uid ?? '';
  const id = params?.id ?? '';
  const path = WORK_PHOTO_ID.test(id) ? photoObjectPath(uid, id) : null;
  const notFound = () => res.status(404).json({ error: WORK_PHOTO_MESSAGES.notFound });
  if (!path) {
    notFound();
    return;
  }
  const company = readDoc<StoredCompany>(await companyRef(uid).get());
  const listed = storedWorkPhotos(company?.workPhotos).some((photo) => photo.id === id);
  let cacheControl: string;
  if (isPublished(company) && listed) {
    cacheControl = 'public, max-age=604800';
  } else {
    const caller = await bearerUid(req);
    const profile = caller ? await readUserProfile(caller) : undefined;
    const isOwner = caller === uid && profile?.active === true;
    const isAdmin = profile?.role === 'admin' && profile.active === true;
    if (!company || !(isOwner || isAdmin)) {
      notFound();
      return;
    }
    cacheControl = 'private, no-store';
  }
  const bytes = await readPhoto(path);
  if (!bytes) {
    notFound();
    return;
  }
  res.set({
    'Content-Type': 'image/jpeg',
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': 'inline',
    'Cache-Control': cacheControl,
  });
  res.status(200).send(bytes);
}
