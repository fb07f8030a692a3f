import { COLLECTIONS } from '@fixwell/common/collections';
import { contentTypeTexts, type ContentTypeTexts } from '@fixwell/common/content/content-types';
import type { ContentType } from '@fixwell/common/catalogue/catalogue-constants';
import { queryOptions } from '@tanstack/react-query';

import { publicFirestore } from '@/lib/firestore-rest';

/**
 * A section's texts as admins set them (`contentTypes/{slug}`, public read over REST), over the
 * built-in defaults; the defaults alone while it loads, when it is missing or fails, so the page
 * (and its prerendered copy) always has a heading and a lede.
 */
export const contentTypeQuery = (slug: ContentType) =>
  queryOptions({
    queryKey: ['catalogue', 'content-type', slug],
    queryFn: async (): Promise<ContentTypeTexts> => {
      const saved = await publicFirestore().getDocument<Partial<ContentTypeTexts>>(
        `${COLLECTIONS.contentTypes}/${slug}`,
      );
      return contentTypeTexts(slug, saved);
    },
    staleTime: 5 * 60 * 1000,
  });
