import type { QuotePhotoRef } from '@fixwell/common/quote/quote-photos';
import type { ReactNode } from 'react';

import { PhotoPicker } from '@/features/quote-photos/components/photo-picker';
import { usePhotoUploads } from '@/features/quote-photos/hooks/use-photo-uploads';

/** What the quote form needs of its photos (the shape of its `usePhotos` slot). */
export type QuotePhotoField = {
  busy: boolean;
  failed: number;
  settled: () => Promise<void>;
  render: (options: { error: string | undefined; compact: boolean }) => ReactNode;
};

/** The quote form's photos: uploads owned by the form, and the picker for its job step. */
export function useQuotePhotoField(
  initial: readonly QuotePhotoRef[],
  onChange: (refs: QuotePhotoRef[]) => void,
): QuotePhotoField {
  const uploads = usePhotoUploads(initial, onChange);
  return {
    busy: uploads.busy,
    failed: uploads.items.filter((item) => item.status === 'failed').length,
    settled: uploads.settled,
    render: ({ error, compact }) => (
      <PhotoPicker uploads={uploads} error={error} compact={compact} />
    ),
  };
}
