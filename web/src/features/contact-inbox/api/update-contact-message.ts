import { useMutation } from '@tanstack/react-query';

import {
  replyToContactMessage,
  setContactMessageStatus,
} from '@/features/contact-inbox/api/contact-inbox-data';

// The lists and the message are live: a change shows through their listeners, nothing to invalidate.

export function useSetContactMessageStatus() {
  return useMutation({
    mutationFn: (input: Parameters<typeof setContactMessageStatus>[0]) =>
      setContactMessageStatus(input),
  });
}

export function useReplyToContactMessage() {
  return useMutation({
    mutationFn: (input: Parameters<typeof replyToContactMessage>[0]) =>
      replyToContactMessage(input),
  });
}
