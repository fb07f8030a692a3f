import { QUOTE_PHOTO_MESSAGES, type QuotePhotoRef } from '@fixwell/common/quote/quote-photos';

import { env } from '@/config/env';

/** Shown when a photo attached to a request cannot be fetched for someone signed in. */
export const PHOTO_LOAD_FAILED = 'This photo could not be loaded. Try again.';

/** A failed photo request, with the words to show and whether trying again could help. */
export class QuotePhotoError extends Error {
  override readonly name = 'QuotePhotoError';
  readonly status: number;
  readonly retryable: boolean;

  constructor(message: string, status: number, retryable: boolean) {
    super(message);
    this.status = status;
    this.retryable = retryable;
  }
}

const KNOWN_MESSAGES = new Set<string>(Object.values(QUOTE_PHOTO_MESSAGES));

/** `<base>/quote-photos`, or `<base>/quote-photos/<id>`. */
export function quotePhotosUrl(id?: string): string {
  const base = `${env.VITE_API_BASE_URL.replace(/\/+$/, '')}/quote-photos`;
  return id ? `${base}/${encodeURIComponent(id)}` : base;
}

/** The uploader's own view of a photo not yet sent: usable directly as an `<img src>`. */
export function quotePhotoDraftUrl(ref: QuotePhotoRef): string {
  return `${quotePhotosUrl(ref.id)}?token=${encodeURIComponent(ref.token)}`;
}

function readError(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    return typeof parsed.error === 'string' ? parsed.error : undefined;
  } catch {
    return undefined;
  }
}

/** The server's own message where it is one of ours, else the contract's message for the status. */
function uploadError(status: number, body: string): QuotePhotoError {
  const said = readError(body);
  if (said && KNOWN_MESSAGES.has(said)) {
    // Only a dropped upload or a rate limit can clear up; a refused photo stays refused.
    const retryable =
      said === QUOTE_PHOTO_MESSAGES.uploadFailed || said === QUOTE_PHOTO_MESSAGES.rateLimited;
    return new QuotePhotoError(said, status, retryable);
  }
  if (status === 413) return new QuotePhotoError(QUOTE_PHOTO_MESSAGES.tooLarge, status, false);
  if (status === 429) return new QuotePhotoError(QUOTE_PHOTO_MESSAGES.rateLimited, status, true);
  if (status === 400 || status === 415) {
    return new QuotePhotoError(QUOTE_PHOTO_MESSAGES.wrongType, status, false);
  }
  // 0 (no connection), 5xx and anything unexpected: the photo itself is fine, so try again.
  return new QuotePhotoError(QUOTE_PHOTO_MESSAGES.uploadFailed, status, true);
}

function isQuotePhotoRef(value: unknown): value is QuotePhotoRef {
  const ref = value as Partial<QuotePhotoRef> | null;
  return typeof ref?.id === 'string' && typeof ref.token === 'string';
}

export type UploadOptions = {
  /** Called with the share of the bytes sent, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * POST /api/quote-photos with the image bytes. XMLHttpRequest rather than fetch because only it
 * reports upload progress, which the picker shows as a bar.
 */
export function uploadQuotePhoto(photo: Blob, options: UploadOptions = {}): Promise<QuotePhotoRef> {
  const { onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', quotePhotosUrl());
    request.setRequestHeader('Content-Type', photo.type);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status === 201 || request.status === 200) {
        try {
          const ref = JSON.parse(request.responseText) as unknown;
          if (isQuotePhotoRef(ref)) {
            onProgress?.(1);
            resolve({ id: ref.id, token: ref.token });
            return;
          }
        } catch {
          // Falls through to the generic failure: the answer was not what the api sends.
        }
        reject(uploadError(0, ''));
        return;
      }
      reject(uploadError(request.status, request.responseText));
    });
    request.addEventListener('error', () => reject(uploadError(0, '')));
    request.addEventListener('timeout', () => reject(uploadError(0, '')));
    const abort = () => request.abort();
    request.addEventListener('abort', () => {
      signal?.removeEventListener('abort', abort);
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    });
    signal?.addEventListener('abort', abort, { once: true });
    request.send(photo);
  });
}

/**
 * DELETE /api/quote-photos/<id>?token=: the uploader changed their mind. A photo the server no
 * longer has (404) is as good as deleted; anything else is left for the scheduled clean-up.
 */
export async function deleteQuotePhoto(ref: QuotePhotoRef): Promise<void> {
  try {
    await fetch(quotePhotoDraftUrl(ref), { method: 'DELETE' });
  } catch {
    // Unsent uploads are deleted by the server after a day anyway.
  }
}

/** The signed-in person's Firebase ID token; the SDK is loaded only when a photo is shown. */
async function idToken(): Promise<string | null> {
  const { firebaseAuth } = await import('@/lib/firebase');
  const user = firebaseAuth().currentUser;
  return user ? user.getIdToken() : null;
}

/**
 * GET /api/quote-photos/<id> with the ID token: a photo attached to a request, for its customer,
 * a company with a lead for it, or an admin. The bytes come back as a Blob for an object URL,
 * because an `<img src>` cannot carry the Authorization header.
 */
export async function fetchQuotePhoto(id: string, signal?: AbortSignal): Promise<Blob> {
  const token = await idToken();
  if (!token) throw new QuotePhotoError(QUOTE_PHOTO_MESSAGES.signIn, 401, false);
  let response: Response;
  try {
    response = await fetch(quotePhotosUrl(id), {
      headers: { Authorization: `Bearer ${token}` },
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new QuotePhotoError(PHOTO_LOAD_FAILED, 0, true);
  }
  if (response.ok) return response.blob();
  if (response.status === 404) throw new QuotePhotoError(QUOTE_PHOTO_MESSAGES.notFound, 404, false);
  if (response.status === 401) throw new QuotePhotoError(QUOTE_PHOTO_MESSAGES.signIn, 401, false);
  throw new QuotePhotoError(PHOTO_LOAD_FAILED, response.status, true);
}
