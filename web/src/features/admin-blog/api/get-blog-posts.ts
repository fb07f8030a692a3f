import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';

import {
  fetchBlogPost,
  fetchBlogPosts,
  type BlogCursor,
  type BlogPostFilters,
} from '@/features/admin-blog/api/admin-blog-data';

export const blogPostsKey = ['admin-blog', 'posts'] as const;

export const blogPostsQuery = (filters: BlogPostFilters) =>
  infiniteQueryOptions({
    queryKey: [...blogPostsKey, 'list', filters.status, filters.search ?? ''],
    queryFn: ({ pageParam }) => fetchBlogPosts(filters, pageParam),
    initialPageParam: null as BlogCursor | null,
    getNextPageParam: (page) => page.next,
    staleTime: 15 * 1000,
  });

/** The posts of one status, a page at a time. */
export function useBlogPosts(filters: BlogPostFilters) {
  return useInfiniteQuery(blogPostsQuery(filters));
}

export const blogPostQuery = (id: string) =>
  queryOptions({
    queryKey: [...blogPostsKey, 'post', id],
    queryFn: () => fetchBlogPost(id),
  });

export function useBlogPost(id: string) {
  return useQuery(blogPostQuery(id));
}
