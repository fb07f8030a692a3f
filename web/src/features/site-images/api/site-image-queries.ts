import {
  DEFAULT_SHARE_SLOT,
  type SiteImageFile,
  type SiteImageView,
} from '@fixwell/common/admin/site-images';
import { COLLECTIONS } from '@fixwell/common/collections';
import { queryOptions } from '@tanstack/react-query';

import { publicFirestore } from '@/lib/firestore-rest';

// What public pages read of `siteImages`: through the same REST reader a signed-out visitor (and
// the renderPublicPage function) uses, so no Firebase SDK loads. Pages drawn on request get the
// answer in their HTML; the browser then has it without a request.

/** As long as the catalogue's: a page's shipped answer is not read again on hydration. */
const SITE_IMAGE_STALE_MS = 60 * 60 * 1000;

type StoredSiteImage = Partial<SiteImageView> & { files?: unknown };

/** Only what pages use, and only when it is whole: anything else counts as no image. */
function viewOf(slot: string, stored: StoredSiteImage | null): SiteImageView | null {
  if (!stored || typeof stored.version !== 'string' || typeof stored.alt !== 'string') return null;
  if (!Array.isArray(stored.files)) return null;
  return {
    slot,
    kind: stored.kind === 'share' ? 'share' : 'hero',
    alt: stored.alt,
    version: stored.version,
    files: (stored.files as SiteImageFile[]).map(({ name, type, width, height, use }) => ({
      name,
      type,
      width,
      height,
      use,
    })),
  };
}

export const siteImageQuery = (slot: string) =>
  queryOptions({
    queryKey: ['site-images', slot],
    queryFn: async () =>
      viewOf(
        slot,
        await publicFirestore().getDocument<StoredSiteImage>(`${COLLECTIONS.siteImages}/${slot}`),
      ),
    staleTime: SITE_IMAGE_STALE_MS,
  });

export const defaultShareImageQuery = () => siteImageQuery(DEFAULT_SHARE_SLOT);
