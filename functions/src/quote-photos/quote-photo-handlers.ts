import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@fixwell/common/collections';
import { leadIdOf, type LeadDocument } from '@fixwell/common/lead/lead';
import {
  QUOTE_PHOTO_MESSAGES,
  quotePhotoIdSchema,
  quotePhotoTokenSchema,
  type QuotePhotoUploadDocument,
  type QuotePhotoUploadResult,
} from '@fixwell/common/quote/quote-photos';
import type { QuoteDocument } from '@fixwell/common/quote/quote-request';

import { clientIp } from '../lib/client-ip';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { readDoc, type WriteTime } from '../lib/documents';
import { readUserProfile } from '../lib/user-profiles';
import { logError, logInfo } from '../lib/log';
import { consumeRateLimits } from '../lib/consume-rate-limits';
import { QUOTE_PHOTO_UPLOAD_PER_IP } from '../lib/rate-limit-rules';
import { bearerUid, rawBodyOf } from '../lib/private-files';
import { deletePhoto, readPhoto, savePhoto } from './photo-store';
import { newPhotoId, newPhotoToken, photoTokenHash, photoTokenMatches } from './photo-token';
import { parsePhotoUpload } from './upload-request';

type Params = Record<string, string> | undefined;
type StoredUpload = QuotePhotoUploadDocument<Timestamp>;

const uploads = () => db().collection(COLLECTIONS.quotePhotoUploads);

function notFound(res: Response): void {
  res.status(404).json({ error: QUOTE_PHOTO_MESSAGES.notFound });
}

function queryToken(req: Request): string | undefined {
  const token = req.query.token;
  return typeof token === 'string' ? token : undefined;
}

/** The upload document for `id` when `token` is its token and it is not yet sent, else null. */
async function pendingUpload(id: string | undefined, token: string | undefined) {
  if (!quotePhotoIdSchema.safeParse(id).success) return null;
  if (!quotePhotoTokenSchema.safeParse(token).success) return null;
  const upload = readDoc<StoredUpload>(await uploads().doc(id!).get());
  if (!upload || upload.quoteId !== null) return null;
  return photoTokenMatches(token!, upload.tokenHash) ? upload : null;
}

/**
 * Sends a photo's bytes. Private caching lets the browser keep what it was allowed to see, while
 * the stored type and nosniff stop the bytes being read as anything but that image.
 */
async function sendPhoto(res: Response, id: string, contentType: unknown): Promise<void> {
  const bytes = await readPhoto(id);
  if (!bytes || typeof contentType !== 'string') {
    notFound(res);
    return;
  }
  res.set({
    'Content-Type': contentType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': 'inline',
    'Cache-Control': 'private, max-age=3600',
  });
  res.status(200).send(bytes);
}

/** POST /api/quote-photos: one photo's bytes, no sign-in. Answers 201 `{ id, token }`. */
export async function uploadQuotePhoto(req: Request, res: Response): Promise<void> {
  const upload = parsePhotoUpload(req.headers['content-type'], rawBodyOf(req));
  if (upload.kind === 'refused') {
    res.status(upload.status).json({ error: upload.error });
    return;
  }

  let allowed: boolean;
  try {
    ({ allowed } = await consumeRateLimits([
      { rule: QUOTE_PHOTO_UPLOAD_PER_IP, identifier: clientIp(req.headers, req.ip) },
    ]));
  } catch (error) {
    logError('quote-photo.rate-limit-failed', error);
    res.status(500).json({ error: QUOTE_PHOTO_MESSAGES.uploadFailed });
    return;
  }
  if (!allowed) {
    logInfo('quote-photo.rate-limited');
    res.status(429).json({ error: QUOTE_PHOTO_MESSAGES.rateLimited });
    return;
  }

  const id = newPhotoId();
  const token = newPhotoToken();
  try {
    await savePhoto(id, upload.bytes, upload.contentType);
  } catch (error) {
    logError('quote-photo.store-failed', error, { photoId: id });
    res.status(500).json({ error: QUOTE_PHOTO_MESSAGES.uploadFailed });
    return;
  }
  try {
    // Written after the object, so a document always names a stored photo.
    await uploads()
      .doc(id)
      .create({
        tokenHash: photoTokenHash(token),
        contentType: upload.contentType,
        bytes: upload.bytes.length,
        quoteId: null,
        createdAt: FieldValue.serverTimestamp(),
      } satisfies QuotePhotoUploadDocument<WriteTime>);
  } catch (error) {
    logError('quote-photo.record-failed', error, { photoId: id });
    await deletePhoto(id).catch((cleanupError: unknown) =>
      logError('quote-photo.orphan-delete-failed', cleanupError, { photoId: id }),
    );
    res.status(500).json({ error: QUOTE_PHOTO_MESSAGES.uploadFailed });
    return;
  }
  logInfo('quote-photo.uploaded', {
    photoId: id,
    contentType: upload.contentType,
    bytes: upload.bytes.length,
  });
  const result: QuotePhotoUploadResult = { id, token };
  res.status(201).json(result);
}

/**
 * Who may see a sent photo: the quote's customer, a company with a lead for the quote (any status:
 * the photos are part of the job it is offered), or an active admin.
 */
async function maySeeQuotePhotos(uid: string, quoteId: string): Promise<boolean> {
  const [quote, lead, profile] = await Promise.all([
    db().collection(COLLECTIONS.quotes).doc(quoteId).get(),
    db().collection(COLLECTIONS.leads).doc(leadIdOf(quoteId, uid)).get(),
    readUserProfile(uid),
  ]);
  if (readDoc<QuoteDocument<Timestamp>>(quote)?.customerId === uid) return true;
  if (readDoc<LeadDocument<Timestamp>>(lead)?.companyId === uid) return true;
  return profile?.role === 'admin' && profile.active === true;
}

/**
 * GET /api/quote-photos/{id}: with `?token=` the uploader's own photo before it is sent; with a
 * Bearer ID token a sent photo, for those who may see its quote. 404 hides whether it exists.
 */
export async function getQuotePhoto(req: Request, res: Response, params: Params): Promise<void> {
  const id = params?.id;
  const token = queryToken(req);
  if (token !== undefined) {
    const upload = await pendingUpload(id, token);
    if (!upload) {
      notFound(res);
      return;
    }
    await sendPhoto(res, id!, upload.contentType);
    return;
  }

  const uid = await bearerUid(req);
  if (!uid) {
    res.status(401).json({ error: QUOTE_PHOTO_MESSAGES.signIn });
    return;
  }
  if (!quotePhotoIdSchema.safeParse(id).success) {
    notFound(res);
    return;
  }
  const upload = readDoc<StoredUpload>(await uploads().doc(id!).get());
  const quoteId = upload?.quoteId;
  if (!upload || typeof quoteId !== 'string' || !(await maySeeQuotePhotos(uid, quoteId))) {
    notFound(res);
    return;
  }
  await sendPhoto(res, id!, upload.contentType);
}

/** DELETE /api/quote-photos/{id}?token=: the uploader removes a photo not yet sent. 204. */
export async function deleteQuotePhoto(req: Request, res: Response, params: Params): Promise<void> {
  const id = params?.id;
  const token = queryToken(req);
  if (
    !quotePhotoIdSchema.safeParse(id).success ||
    !quotePhotoTokenSchema.safeParse(token).success
  ) {
    notFound(res);
    return;
  }
  const ref = uploads().doc(id!);
  // In a transaction, so a request being sent with this photo at the same moment either attaches
  // it first (and the delete is refused) or finds it gone (and is refused).
  const deleted = await runTransaction(async (tx) => {
    const upload = readDoc<StoredUpload>(await tx.get(ref));
    if (!upload || upload.quoteId !== null) return false;
    if (!photoTokenMatches(token!, upload.tokenHash)) return false;
    tx.delete(ref);
    return true;
  });
  if (!deleted) {
    notFound(res);
    return;
  }
  try {
    await deletePhoto(id!);
  } catch (error) {
    // The document is gone, so nobody can reach the object; the log lets an operator remove it.
    logError('quote-photo.object-delete-failed', error, { photoId: id });
  }
  logInfo('quote-photo.deleted', { photoId: id });
  res.status(204).end();
}
