import type { AttachmentContentType } from '@fixwell/common/conversations/conversation';

import { deleteObject, readObject, saveObject } from '../lib/stored-objects';
import { quotePhotosBucket } from '../quote-photos/photo-store';

// Files sent in conversations: `message-attachments/{id}` in the bucket that keeps quote photos
// (QUOTE_PHOTOS_BUCKET, else the project's default bucket). Only functions read and write them.

const OBJECT_PREFIX = 'message-attachments/';

const attachmentFile = (id: string) => quotePhotosBucket().file(`${OBJECT_PREFIX}${id}`);

/** Stores a file's bytes (one request: files are at most 10 MB). */
export async function saveAttachment(
  id: string,
  bytes: Buffer,
  contentType: AttachmentContentType,
): Promise<void> {
  await saveObject(attachmentFile(id), bytes, contentType, 'private, max-age=3600');
}

/** A file's bytes, or null when the object is gone. */
export async function readAttachment(id: string): Promise<Buffer | null> {
  return readObject(attachmentFile(id));
}

/** Deletes a file's object; one already gone counts as deleted. */
export async function deleteAttachment(id: string): Promise<void> {
  await deleteObject(attachmentFile(id));
}
