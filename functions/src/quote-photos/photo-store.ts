import type { QuotePhotoType } from '@fixwell/common/quote/quote-photos';

import { adminStorage } from '../lib/admin';
import { deleteObject, readObject, saveObject } from '../lib/stored-objects';

/**
 * The bucket that keeps quote photos: `QUOTE_PHOTOS_BUCKET` (functions/.env.<project>), else the
 * project's default bucket (the app's `storageBucket`, e.g. `<project>.firebasestorage.app`).
 * Read from the environment rather than declared with defineString: firebase-tools prompts for
 * every declared parameter missing from the .env files, even one with a default, and that prompt
 * hangs the emulators (they run without a terminal).
 */
export function quotePhotosBucketName(): string | undefined {
  return process.env.QUOTE_PHOTOS_BUCKET?.trim() || undefined;
}

const OBJECT_PREFIX = 'quote-photos/';

/** That bucket; message and support attachments and company evidence are kept there too. */
export function quotePhotosBucket() {
  const name = quotePhotosBucketName();
  return name ? adminStorage().bucket(name) : adminStorage().bucket();
}

const photoFile = (id: string) => quotePhotosBucket().file(`${OBJECT_PREFIX}${id}`);

/** Stores a photo's bytes as `quote-photos/{id}` (one request: photos are at most 10 MB). */
export async function savePhoto(
  id: string,
  bytes: Buffer,
  contentType: QuotePhotoType,
): Promise<void> {
  await saveObject(photoFile(id), bytes, contentType, 'private, max-age=3600');
}

/** A photo's bytes, or null when the object is gone. */
export async function readPhoto(id: string): Promise<Buffer | null> {
  return readObject(photoFile(id));
}

/** Deletes a photo's object; one already gone counts as deleted. */
export async function deletePhoto(id: string): Promise<void> {
  await deleteObject(photoFile(id));
}
