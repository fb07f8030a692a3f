import type { adminStorage } from './admin';

// Reading and writing one object in Cloud Storage for the stores of uploaded files (quote photos,
// message and support attachments, company evidence, work photos, logos). Only functions touch
// these objects; the storage rules deny browsers everything. Each store keeps its own paths,
// bucket and Cache-Control.

/** One object in a bucket, as `bucket.file(path)` gives it. */
export type StoredObject = ReturnType<
  ReturnType<ReturnType<typeof adminStorage>['bucket']>['file']
>;

const isNotFound = (error: unknown) => (error as { code?: unknown } | null)?.code === 404;

/** Stores the bytes in one request (uploads are at most 10 MB). */
export async function saveObject(
  object: StoredObject,
  bytes: Buffer,
  contentType: string,
  cacheControl: string,
): Promise<void> {
  await object.save(bytes, { resumable: false, contentType, metadata: { cacheControl } });
}

/** The object's bytes, or null when it is gone. */
export async function readObject(object: StoredObject): Promise<Buffer | null> {
  try {
    const [bytes] = await object.download();
    return bytes;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** Deletes the object; one already gone counts as deleted. */
export async function deleteObject(object: StoredObject): Promise<void> {
  try {
    await object.delete();
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}

/** A bucket, as `adminStorage().bucket(name)` gives it. */
export type StoredBucket = ReturnType<ReturnType<typeof adminStorage>['bucket']>;

/**
 * Deletes every object under `folder` (a prefix ending in `/`, such as `company-logos/{uid}/`);
 * answers how many there were. Objects already gone count as deleted, so a second run finishes
 * what a failed one began.
 */
export async function deleteObjectsUnder(bucket: StoredBucket, folder: string): Promise<number> {
  // A bare or unterminated prefix could reach other owners' files (`company-logos/ab` also
  // matches `company-logos/abc/…`), so only a whole folder below the bucket's top is accepted.
  if (!/^[^/]+\/.+\/$/.test(folder))
    throw new Error(`Refusing to delete under ${JSON.stringify(folder)}`);
  const [objects] = await bucket.getFiles({ prefix: folder });
  for (let start = 0; start < objects.length; start += 10)
    await Promise.all(objects.slice(start, start + 10).map(deleteObject));
  return objects.length;
}
