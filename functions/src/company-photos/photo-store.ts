import { WORK_PHOTO_ID } from '@fixwell/common/companies/company-profile';

import { adminStorage } from '../lib/admin';
import { deleteObject, readObject, saveObject } from '../lib/stored-objects';

// Photos of past work live in the default bucket as `company-photos/{uid}/{id}` (JPEG, resized)
// and are served by the `api` function at `/api/company-photos/{uid}/{id}`. Only functions read
// and write them; the storage rules deny browsers everything.

const OBJECT_PREFIX = 'company-photos/';
const UID = /^[A-Za-z0-9_-]{1,128}$/;

/** The stored object's path of a company's photo, or null when either part is malformed. */
export function photoObjectPath(uid: string, id: string): string | null {
  return UID.test(uid) && WORK_PHOTO_ID.test(id) ? `${OBJECT_PREFIX}${uid}/${id}` : null;
}

const photoObject = (path: string) => adminStorage().bucket().file(path);

export async function savePhoto(path: string, bytes: Buffer): Promise<void> {
  await saveObject(photoObject(path), bytes, 'image/jpeg', 'private, max-age=3600');
}

/** A photo's bytes, or null when the object is gone. */
export async function readPhoto(path: string): Promise<Buffer | null> {
  return readObject(photoObject(path));
}

/** Deletes a photo's object; one already gone counts as deleted. */
export async function deletePhoto(path: string): Promise<void> {
  await deleteObject(photoObject(path));
}
