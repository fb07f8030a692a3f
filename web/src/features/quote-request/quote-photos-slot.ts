import type { QuotePhotoRef } from '@fixwell/common/quote/quote-photos';
import type { ReactNode } from 'react';

/**
 * The photos part of the form, supplied by the app (the quote-photos feature) so this feature
 * need not know how photos are resized, uploaded or shown.
 */
export type QuotePhotosSlot = {
  /** True while a photo is being prepared or sent: sending the request waits for it. */
  busy: boolean;
  /** Photos that did not upload (they are left out of the request). */
  failed: number;
  /** Resolves once nothing is being prepared or sent. */
  settled: () => Promise<void>;
  /** The picker in the job step. */
  render: (options: { error: string | undefined; compact: boolean }) => ReactNode;
};

/**
 * A hook giving the form its photos: `initial` from the draft, and `onChange` with the uploaded
 * references whenever they change. It must be the same hook for the life of the form.
 */
export type UseQuotePhotos = (
  initial: readonly QuotePhotoRef[],
  onChange: (refs: QuotePhotoRef[]) => void,
) => QuotePhotosSlot;

const NO_PHOTOS: QuotePhotosSlot = {
  busy: false,
  failed: 0,
  settled: () => Promise.resolve(),
  render: () => null,
};

/** Where no photo support is supplied: no picker, nothing to wait for. */
export const useNoQuotePhotos: UseQuotePhotos = () => NO_PHOTOS;
