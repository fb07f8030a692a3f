import { defaultContentType } from '@fixwell/common/admin/blog';
import { CONTENT_TYPES } from '@fixwell/common/catalogue/catalogue-constants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  fetchContentTypeTexts,
  saveContentType,
  type BlogContentType,
} from '@/features/admin-blog/api/admin-blog-data';

const contentTypesKey = ['admin-blog', 'content-types'] as const;

/** Every section in the site's order: its saved texts, or today's defaults when never saved. */
export const contentTypesQuery = () =>
  queryOptions({
    queryKey: contentTypesKey,
    queryFn: async (): Promise<BlogContentType[]> => {
      const saved = await fetchContentTypeTexts();
      return CONTENT_TYPES.map((slug) => {
        const texts = saved.get(slug);
        return { slug, ...(texts ?? defaultContentType(slug)), saved: Boolean(texts) };
      });
    },
  });

export function useContentTypes() {
  return useQuery(contentTypesQuery());
}

export function useSaveContentType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof saveContentType>[0]) => saveContentType(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentTypesKey }),
  });
}
