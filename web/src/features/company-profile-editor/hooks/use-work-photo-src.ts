import { useEffect, useState } from 'react';

import { fetchWorkPhoto } from '@/features/company-profile-editor/api/company-profile-editor-data';

/**
 * An object URL of one of the company's photos, fetched with its ID token (an unpublished
 * profile's photos are not public, and an `<img>` cannot send the token). Null while loading or
 * when it failed; the URL is revoked when the photo leaves the page.
 */
export function useWorkPhotoSrc(companyId: string, photoId: string): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchWorkPhoto(companyId, photoId, controller.signal)
      .then((blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => {
        // The thumbnail stays a placeholder; the photo itself is unaffected.
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [companyId, photoId]);
  return src;
}
