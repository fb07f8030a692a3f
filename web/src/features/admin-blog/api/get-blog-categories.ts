import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  deleteBlogCategory,
  fetchBlogCategories,
  saveBlogCategory,
} from '@/features/admin-blog/api/admin-blog-data';

const categoriesKey = ['admin-blog', 'categories'] as const;

export const blogCategoriesQuery = () =>
  queryOptions({ queryKey: categoriesKey, queryFn: fetchBlogCategories, staleTime: 60 * 1000 });

export function useBlogCategories() {
  return useQuery(blogCategoriesQuery());
}

export function useSaveBlogCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof saveBlogCategory>[0]) => saveBlogCategory(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesKey }),
  });
}

export function useDeleteBlogCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => deleteBlogCategory(slug),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesKey }),
  });
}
