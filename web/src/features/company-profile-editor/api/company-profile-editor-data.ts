// The profile editor's only contact with Firebase: the company's own `companies/{uid}` and
// `companyPrivate/{uid}` (owner reads), the updateCompanyProfile and updateWorkPhotos callables,
// and the `api` function's photo upload and authenticated photo reads. Tests replace this module.
import {
  updateCompanyProfileCallable,
  updateWorkPhotosCallable,
  type CallableInput,
} from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  WORK_PHOTO_MESSAGES,
  workPhotoUrl,
  type UpdateWorkPhotosInput,
} from '@fixwell/common/companies/company-profile';
import {
  LEGAL_FORMS,
  type LegalForm,
  type OpeningHours,
  type SocialLinks,
  type WorkPhoto,
} from '@fixwell/common/company';
import { doc, getDoc } from 'firebase/firestore';

import { env } from '@/config/env';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';

/** What the editor shows and edits: the public profile's fields and the private ones beside it. */
export type EditableProfile = {
  businessName: string;
  slug: string;
  public: boolean;
  legalForm: LegalForm | null;
  companiesHouseNumber: string;
  description: string;
  phone: string;
  website: string;
  socialLinks: SocialLinks;
  openingHours: OpeningHours | null;
  workPhotos: WorkPhoto[];
  /** From companyPrivate: null when leads go to the login email. */
  leadEmail: string | null;
  vatNumber: string;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function photosOf(value: unknown): WorkPhoto[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((photo: unknown) =>
    isRecord(photo) &&
    typeof photo.id === 'string' &&
    typeof photo.width === 'number' &&
    typeof photo.height === 'number'
      ? [{ id: photo.id, caption: text(photo.caption), width: photo.width, height: photo.height }]
      : [],
  );
}

const companyConverter = readConverter((_id, data) => ({
  businessName: text(data.businessName),
  slug: text(data.slug),
  public: data.public === true,
  legalForm: (LEGAL_FORMS as readonly unknown[]).includes(data.legalForm)
    ? (data.legalForm as LegalForm)
    : null,
  companiesHouseNumber: text(data.companiesHouseNumber),
  description: text(data.description),
  phone: text(data.phone),
  website: text(data.website),
  socialLinks: isRecord(data.socialLinks) ? (data.socialLinks as SocialLinks) : {},
  openingHours: isRecord(data.openingHours) ? (data.openingHours as unknown as OpeningHours) : null,
  workPhotos: photosOf(data.workPhotos),
}));

const privateConverter = readConverter((_id, data) => ({
  leadEmail: typeof data.leadEmail === 'string' && data.leadEmail ? data.leadEmail : null,
  vatNumber: text(data.vatNumber),
}));

/**
 * The signed-in company's profile as the editor needs it. Null while `companies/{uid}` does not
 * exist yet (onUserCreated is building it). A missing private document reads as empty.
 */
export async function fetchEditableProfile(companyId: string): Promise<EditableProfile | null> {
  const [company, privately] = await Promise.all([
    getDoc(doc(firestore(), COLLECTIONS.companies, companyId).withConverter(companyConverter)),
    getDoc(doc(firestore(), COLLECTIONS.companyPrivate, companyId).withConverter(privateConverter)),
  ]);
  const data = company.data();
  if (!data) return null;
  return { ...data, ...(privately.data() ?? { leadEmail: null, vatNumber: '' }) };
}

export function saveCompanyProfile(
  input: CallableInput<typeof updateCompanyProfileCallable>,
): Promise<{ slug: string }> {
  return callFunction(updateCompanyProfileCallable, input, {
    fallback: 'We could not save your profile. Please try again.',
  });
}

export async function updateWorkPhotos(input: UpdateWorkPhotosInput): Promise<WorkPhoto[]> {
  const { workPhotos } = await callFunction(updateWorkPhotosCallable, input, {
    fallback: 'We could not save your photos. Please try again.',
  });
  return workPhotos;
}

// ---- photos through the `api` function ------------------------------------------------------

/** A refused or failed photo request, in words to show as they are. */
export class WorkPhotoError extends Error {
  override readonly name = 'WorkPhotoError';
}

const apiBase = () => env.VITE_API_BASE_URL.replace(/\/+$/, '');

/** The signed-in person's Firebase ID token, which the api function checks. */
async function idToken(): Promise<string> {
  const { firebaseAuth } = await import('@/lib/firebase');
  const user = firebaseAuth().currentUser;
  if (!user) throw new WorkPhotoError(WORK_PHOTO_MESSAGES.signIn);
  return user.getIdToken();
}

function uploadError(status: number, body: string): WorkPhotoError {
  try {
    const said = (JSON.parse(body) as { error?: unknown } | null)?.error;
    if (typeof said === 'string' && said) return new WorkPhotoError(said);
  } catch {
    // Not the api's JSON: worded below.
  }
  if (status === 413) return new WorkPhotoError(WORK_PHOTO_MESSAGES.tooLarge);
  if (status === 415) return new WorkPhotoError(WORK_PHOTO_MESSAGES.wrongType);
  return new WorkPhotoError(WORK_PHOTO_MESSAGES.uploadFailed);
}

function isWorkPhoto(value: unknown): value is WorkPhoto {
  return isRecord(value) && typeof value.id === 'string' && typeof value.width === 'number';
}

/**
 * POST /api/company-photos with the photo's bytes; the server checks, resizes and lists it and
 * answers the photo. XMLHttpRequest rather than fetch because only it reports upload progress.
 */
export async function uploadWorkPhoto(
  file: Blob,
  onProgress?: (fraction: number) => void,
): Promise<WorkPhoto> {
  const token = await idToken();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiBase()}/company-photos`);
    request.setRequestHeader('Content-Type', file.type);
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status === 201) {
        try {
          const photo = JSON.parse(request.responseText) as unknown;
          if (isWorkPhoto(photo)) {
            onProgress?.(1);
            resolve(photo);
            return;
          }
        } catch {
          // Falls through.
        }
      }
      reject(uploadError(request.status, request.responseText));
    });
    request.addEventListener('error', () => reject(uploadError(0, '')));
    request.addEventListener('timeout', () => reject(uploadError(0, '')));
    request.send(file);
  });
}

/**
 * A photo's bytes with the ID token (an unpublished profile's photos are not public), as a Blob
 * for an object URL.
 */
export async function fetchWorkPhoto(
  companyId: string,
  photoId: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const token = await idToken();
  const path = workPhotoUrl(companyId, photoId).replace(/^\/api/, '');
  const response = await fetch(`${apiBase()}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new WorkPhotoError(WORK_PHOTO_MESSAGES.notFound);
  return response.blob();
}
