import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  deleteBlogPost,
  publishBlogPost,
  saveBlogPost,
  unpublishBlogPost,
} from '@/features/admin-blog/api/admin-blog-data';
import { blogPostsKey } from '@/features/admin-blog/api/get-blog-posts';

/** Saves the working copy (also the autosave); lists and the post are read again. */
export function useSaveBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof saveBlogPost>[0]) => saveBlogPost(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogPostsKey }),
  });
}

export function usePublishBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof publishBlogPost>[0]) => publishBlogPost(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogPostsKey }),
  });
}

export function useUnpublishBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unpublishBlogPost(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogPostsKey }),
  });
}

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteBlogPost(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogPostsKey }),
  });
}
