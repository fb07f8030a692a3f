import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import { updateWorkPhotosCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  COMPANY_PROFILE_MESSAGES,
  WORK_PHOTO_MESSAGES,
} from '@fixwell/common/companies/company-profile';
import type { CompanyDocument } from '@fixwell/common/company';

import { fieldMessages } from '../companies/company-profile-update';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { requireActiveRole } from '../lib/callable-guards';
import { readDoc, type WriteTime } from '../lib/documents';
import { logError, logInfo } from '../lib/log';
import { deletePhoto, photoObjectPath } from './photo-store';
import { changeWorkPhotos, storedWorkPhotos } from './work-photos-decision';

/**
 * The company reorders, captions and removes its photos of past work (`companies/{uid}.workPhotos`,
 * which only functions write). The list changes in a transaction; removed photos' files are
 * deleted after it (a failure leaves an unreachable file, logged).
 */
export const updateWorkPhotos = onCallable(
  updateWorkPhotosCallable,
  async (input, { uid }) => {
    const ref = db().collection(COLLECTIONS.companies).doc(uid);
    const result = await runTransaction(async (tx) => {
      const company = readDoc<CompanyDocument<Timestamp>>(await tx.get(ref));
      if (!company) throw new HttpsError('failed-precondition', WORK_PHOTO_MESSAGES.noCompany);
      const change = changeWorkPhotos(storedWorkPhotos(company.workPhotos), input);
      tx.update(ref, {
        workPhotos: change.workPhotos,
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies Partial<CompanyDocument<WriteTime>>);
      return change;
    });
    await Promise.all(
      result.removed.map((id) =>
        deletePhoto(photoObjectPath(uid, id)!).catch((error: unknown) =>
          logError('company-photo.delete-failed', error, { uid, photoId: id }),
        ),
      ),
    );
    logInfo('company-photos.updated', {
      uid,
      photos: result.workPhotos.length,
      removed: result.removed.length,
    });
    return { workPhotos: result.workPhotos };
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'company', WORK_PHOTO_MESSAGES.notCompany),
    invalid: (error) =>
      new HttpsError(
        'invalid-argument',
        error.issues[0]?.message ?? COMPANY_PROFILE_MESSAGES.invalid,
        {
          fields: fieldMessages(error.issues),
        },
      ),
  },
);
