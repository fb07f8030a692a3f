import { useQuery } from '@tanstack/react-query';

import { fetchAttachment } from '@/features/conversations/api/conversations-data';

/** An attachment's bytes (fetched with the ID token), kept while the page lives. */
export function useAttachmentBlob(id: string) {
  return useQuery({
    queryKey: ['conversations', 'attachment', id],
    queryFn: ({ signal }) => fetchAttachment(id, signal),
    staleTime: Infinity,
    retry: false,
  });
}
