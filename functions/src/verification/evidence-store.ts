import type { EvidenceContentType } from '@fixwell/common/companies/verification';

import { deleteObject, readObject, saveObject } from '../lib/stored-objects';
import { quotePhotosBucket } from '../quote-photos/photo-store';

// Evidence files: `company-evidence/{uid}/{id}` in the bucket that keeps quote photos
// (QUOTE_PHOTOS_BUCKET, else the project's default bucket). Only functions read and write them.

const evidenceFile = (uid: string, id: string) =>
  quotePhotosBucket().file(`company-evidence/${uid}/${id}`);

export async function saveEvidence(
  uid: string,
  id: string,
  bytes: Buffer,
  contentType: EvidenceContentType,
): Promise<void> {
  await saveObject(evidenceFile(uid, id), bytes, contentType, 'private, no-store');
}

/** A file's bytes, or null when the object is gone. */
export async function readEvidence(uid: string, id: string): Promise<Buffer | null> {
  return readObject(evidenceFile(uid, id));
}

export async function deleteEvidence(uid: string, id: string): Promise<void> {
  await deleteObject(evidenceFile(uid, id));
}
