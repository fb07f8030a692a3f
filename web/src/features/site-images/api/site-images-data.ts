// The site-images feature's only contact with Firebase: `siteImages` (everyone may read it; the
// admin page lists every slot), the alt-text and removal callables, and the `api` function's
// upload (`POST /api/site-images/<slot>?alt=…`, the image's bytes). Tests replace this module.
import {
  MAX_SITE_IMAGE_BYTES,
  SITE_IMAGE_MESSAGES,
  SITE_IMAGE_UPLOAD_TYPES,
  type SiteImageFile,
  type SiteImageKind,
  type SiteImageView,
} from '@fixwell/common/admin/site-images';
import { removeSiteImageCallable, updateSiteImageAltCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import { dateOf } from '@fixwell/common/timestamps';
import { collection, getDocs, limit, query } from 'firebase/firestore';

import { env } from '@/config/env';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';

/** More slots than the site has pages with heroes: the admin page shows them all. */
export const MAX_SITE_IMAGES = 500;

export type SiteImageRow = SiteImageView & { updatedAt: Date | null };

const rowConverter = readConverter((id, data): SiteImageRow => ({
  slot: id,
  kind: data.kind === 'share' ? 'share' : ('hero' as SiteImageKind),
  alt: typeof data.alt === 'string' ? data.alt : '',
  version: typeof data.version === 'string' ? data.version : '',
  files: Array.isArray(data.files) ? (data.files as SiteImageFile[]) : [],
  updatedAt: dateOf(data.updatedAt),
}));

/** Every filled slot, for /admin/site-images. */
export async function fetchSiteImages(): Promise<SiteImageRow[]> {
  const snapshot = await getDocs(
    query(collection(firestore(), COLLECTIONS.siteImages), limit(MAX_SITE_IMAGES)).withConverter(
      rowConverter,
    ),
  );
  return snapshot.docs.map((item) => item.data());
}

export function updateSiteImageAlt(slot: string, alt: string): Promise<{ alt: string }> {
  return callFunction(
    updateSiteImageAltCallable,
    { slot, alt },
    { fallback: 'The description could not be saved. Please try again.' },
  );
}

export function removeSiteImage(slot: string): Promise<{ removed: true }> {
  return callFunction(
    removeSiteImageCallable,
    { slot },
    { fallback: 'The image could not be removed. Please try again.' },
  );
}

/** A refused upload, in words to show on the field it names. */
export class SiteImageUploadError extends Error {
  override readonly name = 'SiteImageUploadError';
  constructor(
    message: string,
    readonly field: 'file' | 'alt' | null,
  ) {
    super(message);
  }
}

/** Checked here only to answer sooner; the server checks again, by content. */
export function siteImageFileProblem(file: File): string | null {
  if (!(SITE_IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type))
    return SITE_IMAGE_MESSAGES.wrongType;
  if (file.size > MAX_SITE_IMAGE_BYTES) return SITE_IMAGE_MESSAGES.tooLarge;
  return null;
}

function refusal(status: number, text: string): SiteImageUploadError {
  try {
    const body = JSON.parse(text) as { error?: unknown; field?: unknown };
    if (typeof body.error === 'string' && body.error) {
      const field = body.field === 'alt' || body.field === 'file' ? body.field : null;
      return new SiteImageUploadError(body.error, field);
    }
  } catch {
    // Not the api's JSON: worded by status below.
  }
  if (status === 413) return new SiteImageUploadError(SITE_IMAGE_MESSAGES.tooLarge, 'file');
  return new SiteImageUploadError(SITE_IMAGE_MESSAGES.uploadFailed, null);
}

/**
 * POST /api/site-images/<slot>?alt=… with the image's bytes, reporting progress
 * (XMLHttpRequest: fetch cannot report upload progress). Answers the slot's new image.
 */
export async function uploadSiteImage(
  slot: string,
  file: File,
  alt: string,
  onProgress?: (fraction: number) => void,
): Promise<SiteImageView> {
  const problem = siteImageFileProblem(file);
  if (problem) throw new SiteImageUploadError(problem, 'file');
  const { firebaseAuth } = await import('@/lib/firebase');
  const user = firebaseAuth().currentUser;
  if (!user) throw new SiteImageUploadError(SITE_IMAGE_MESSAGES.signIn, null);
  const token = await user.getIdToken();
  const url = `${env.VITE_API_BASE_URL.replace(/\/+$/, '')}/site-images/${encodeURIComponent(slot)}?${new URLSearchParams({ alt })}`;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Content-Type', file.type);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status === 200) {
        try {
          const answer = JSON.parse(request.responseText) as SiteImageView;
          if (typeof answer.version === 'string') {
            onProgress?.(1);
            resolve(answer);
            return;
          }
        } catch {
          // Falls through to the generic failure.
        }
      }
      reject(refusal(request.status, request.responseText));
    });
    const failed = () => reject(new SiteImageUploadError(SITE_IMAGE_MESSAGES.uploadFailed, null));
    request.addEventListener('error', failed);
    request.addEventListener('timeout', failed);
    request.send(file);
  });
}
