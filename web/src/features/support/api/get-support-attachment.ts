import { useQuery } from '@tanstack/react-query';

import { fetchSupportAttachment } from '@/features/support/api/support-data';

/** A file's bytes (fetched with the ID token), kept while the page lives. */
export function useSupportAttachmentBlob(id: string) {
  return useQuery({
    queryKey: ['support', 'attachment', id],
    queryFn: ({ signal }) => fetchSupportAttachment(id, signal),
    staleTime: Infinity,
    retry: false,
  });
}
