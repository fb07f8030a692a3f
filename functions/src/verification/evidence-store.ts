import type { EvidenceContentType } from '@fixwell/common/companies/verification';

import { adminStorage } from '../lib/admin';
import { quotePhotosBucketName } from '../quote-photos/photo-store';

// Evidence files: `company-evidence/{uid}/{id}` in the bucket that keeps quote photos
// (QUOTE_PHOTOS_BUCKET, else the project's default bucket). Only functions read and write them.

function evidenceFile(uid: string, id: string) {
  const name = quotePhotosBucketName();
  const bucket = name ? adminStorage().bucket(name) : adminStorage().bucket();
  return bucket.file(`company-evidence/${uid}/${id}`);
}

const isNotFound = (error: unknown) => (error as { code?: unknown } | null)?.code === 404;

export async function saveEvidence(
  uid: string,
  id: string,
  bytes: Buffer,
  contentType: EvidenceContentType,
): Promise<void> {
  await evidenceFile(uid, id).save(bytes, {
    resumable: false,
    contentType,
    metadata: { cacheControl: 'private, no-store' },
  });
}

/** A file's bytes, or null when the object is gone. */
export async function readEvidence(uid: string, id: string): Promise<Buffer | null> {
  try {
    const [bytes] = await evidenceFile(uid, id).download();
    return bytes;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export async function deleteEvidence(uid: string, id: string): Promise<void> {
  try {
    await evidenceFile(uid, id).delete();
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}
