import { z } from 'zod';

// Photos of the job, attached to a quote request. Browsers never talk to Cloud Storage: the `api`
// function stores and serves every photo (docs/architecture.md, "Quote photos"), so the
// limits and messages below are shared by the form (web) and the functions.

export const MAX_QUOTE_PHOTOS = 5;
export const MAX_QUOTE_PHOTO_BYTES = 10 * 1024 * 1024;
export const QUOTE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type QuotePhotoType = (typeof QUOTE_PHOTO_TYPES)[number];

export const QUOTE_PHOTO_MESSAGES = {
  tooMany: 'You can add up to 5 photos.',
  tooLarge: 'That photo is larger than 10 MB. Choose a smaller one.',
  wrongType: 'Choose a photo in JPEG, PNG or WebP format.',
  unreadable: 'We could not read that photo. Try another one.',
  uploadFailed: 'The photo did not upload. Check your connection and try again.',
  rateLimited: 'Too many photos from your connection. Please wait an hour and try again.',
  invalidPhotos: 'One of the photos has expired or was removed. Remove it and add it again.',
  notFound: 'Photo not found.',
  signIn: 'Sign in to see this photo.',
} as const;

export function isQuotePhotoType(value: unknown): value is QuotePhotoType {
  return typeof value === 'string' && (QUOTE_PHOTO_TYPES as readonly string[]).includes(value);
}

/** An upload's id: 128 random bits as 32 lower-case hex digits. */
export const quotePhotoIdSchema = z.string().regex(/^[0-9a-f]{32}$/);
/** An upload's secret: 256 random bits as unpadded base64url (only its SHA-256 is stored). */
export const quotePhotoTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** A photo as the form keeps it and sends it with the request. */
export const quotePhotoRefSchema = z.object(
  { id: quotePhotoIdSchema, token: quotePhotoTokenSchema },
  { error: QUOTE_PHOTO_MESSAGES.invalidPhotos },
);
export type QuotePhotoRef = z.infer<typeof quotePhotoRefSchema>;

/** The photos of a request: at most five, none by default. */
export const quotePhotoRefsSchema = z
  .array(quotePhotoRefSchema, { error: QUOTE_PHOTO_MESSAGES.invalidPhotos })
  .max(MAX_QUOTE_PHOTOS, QUOTE_PHOTO_MESSAGES.tooMany)
  .refine(
    (photos) => new Set(photos.map((photo) => photo.id)).size === photos.length,
    QUOTE_PHOTO_MESSAGES.invalidPhotos,
  )
  .default([]);

/** A photo attached to a quote (`quotes/{id}.photos`, `leads/{id}.photos`). */
export interface QuotePhoto {
  id: string;
  contentType: QuotePhotoType;
}

/** What POST /api/quote-photos answers with 201. */
export interface QuotePhotoUploadResult {
  id: string;
  token: string;
}

/**
 * `quotePhotoUploads/{id}` (functions only; every client is denied). `quoteId` is set when the
 * photo is sent with a request; unattached uploads are deleted after a day.
 */
export interface QuotePhotoUploadDocument<TTime> {
  tokenHash: string;
  contentType: QuotePhotoType;
  bytes: number;
  quoteId: string | null;
  createdAt: TTime;
}
