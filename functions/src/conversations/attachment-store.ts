import type { AttachmentContentType } from '@fixwell/common/conversations/conversation';

import { adminStorage } from '../lib/admin';
import { quotePhotosBucketName } from '../quote-photos/photo-store';

// Files sent in conversations: `message-attachments/{id}` in the bucket that keeps quote photos
// (QUOTE_PHOTOS_BUCKET, else the project's default bucket). Only functions read and write them.

const OBJECT_PREFIX = 'message-attachments/';

function attachmentFile(id: string) {
  const name = quotePhotosBucketName();
  const bucket = name ? adminStorage().bucket(name) : adminStorage().bucket();
  return bucket.file(`${OBJECT_PREFIX}${id}`);
}

const isNotFound = (error: unknown) => (error as { code?: unknown } | null)?.code === 404;

/** Stores a file's bytes (one request: files are at most 10 MB). */
export async function saveAttachment(
  id: string,
  bytes: Buffer,
  contentType: AttachmentContentType,
): Promise<void> {
  await attachmentFile(id).save(bytes, {
    resumable: false,
    contentType,
    metadata: { cacheControl: 'private, max-age=3600' },
  });
}

/** A file's bytes, or null when the object is gone. */
export async function readAttachment(id: string): Promise<Buffer | null> {
  try {
    const [bytes] = await attachmentFile(id).download();
    return bytes;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** Deletes a file's object; one already gone counts as deleted. */
export async function deleteAttachment(id: string): Promise<void> {
  try {
    await attachmentFile(id).delete();
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}
