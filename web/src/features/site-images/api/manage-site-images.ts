import type { SiteImageView } from '@fixwell/common/admin/site-images';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  fetchSiteImages,
  removeSiteImage,
  updateSiteImageAlt,
  uploadSiteImage,
} from '@/features/site-images/api/site-images-data';

export const siteImagesQuery = () =>
  queryOptions({ queryKey: ['admin', 'site-images'], queryFn: fetchSiteImages });

export const useSiteImages = () => useQuery(siteImagesQuery());

/** After any change: the admin list, and the slot as public pages in this tab read it. */
function useInvalidate() {
  const client = useQueryClient();
  return (slot: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: siteImagesQuery().queryKey }),
      client.invalidateQueries({ queryKey: ['site-images', slot] }),
    ]);
}

export function useUploadSiteImage(slot: string, onProgress: (fraction: number) => void) {
  const invalidate = useInvalidate();
  return useMutation<SiteImageView, Error, { file: File; alt: string }>({
    mutationFn: ({ file, alt }) => uploadSiteImage(slot, file, alt, onProgress),
    onSuccess: () => invalidate(slot),
  });
}

export function useUpdateSiteImageAlt(slot: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (alt: string) => updateSiteImageAlt(slot, alt),
    onSuccess: () => invalidate(slot),
  });
}

export function useRemoveSiteImage(slot: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => removeSiteImage(slot),
    onSuccess: () => invalidate(slot),
  });
}
