import { heroSourcesOf, shareImageOf } from '@fixwell/common/admin/site-images';
import { useQuery } from '@tanstack/react-query';

import {
  defaultShareImageQuery,
  siteImageQuery,
} from '@/features/site-images/api/site-image-queries';

export type PageShareImage = { url: string; width: number; height: number; alt: string };

/**
 * A public page's hero (null: the page shows none) and share image (null: the site's built-in
 * default), from its hero slot and the default share slot. A failed read counts as no image: a
 * page is never refused for its picture.
 */
export function usePageImages(heroSlot: string) {
  const hero = useQuery(siteImageQuery(heroSlot));
  const fallback = useQuery(defaultShareImageQuery());
  return {
    hero: heroSourcesOf(hero.data),
    share: (shareImageOf(hero.data) ?? shareImageOf(fallback.data)) as PageShareImage | null,
  };
}
