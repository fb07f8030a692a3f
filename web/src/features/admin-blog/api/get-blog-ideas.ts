import type { IdeaStatus } from '@fixwell/common/admin/blog';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

import {
  fetchBlogIdeas,
  saveBlogIdea,
  turnBlogIdeaIntoDraft,
  type BlogCursor,
} from '@/features/admin-blog/api/admin-blog-data';
import { blogPostsKey } from '@/features/admin-blog/api/get-blog-posts';

const ideasKey = ['admin-blog', 'ideas'] as const;

export const blogIdeasQuery = (status: IdeaStatus | null) =>
  infiniteQueryOptions({
    queryKey: [...ideasKey, status ?? 'all'],
    queryFn: ({ pageParam }) => fetchBlogIdeas(status, pageParam),
    initialPageParam: null as BlogCursor | null,
    getNextPageParam: (page) => page.next,
    staleTime: 15 * 1000,
  });

export function useBlogIdeas(status: IdeaStatus | null) {
  return useInfiniteQuery(blogIdeasQuery(status));
}

export function useSaveBlogIdea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof saveBlogIdea>[0]) => saveBlogIdea(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ideasKey }),
  });
}

export function useTurnBlogIdeaIntoDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => turnBlogIdeaIntoDraft(id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ideasKey });
      await queryClient.invalidateQueries({ queryKey: blogPostsKey });
    },
  });
}
