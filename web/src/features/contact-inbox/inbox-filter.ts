import {
  CONTACT_MESSAGE_STATUSES,
  type ContactMessageStatus,
} from '@fixwell/common/contact-message';

import type { InboxStatusFilter } from '@/features/contact-inbox/contact-inbox-types';

/** The status filter a URL may carry (`?status=`), or '' (every message) for anything else. */
export function statusFilterOf(value: string | null): InboxStatusFilter {
  return (CONTACT_MESSAGE_STATUSES as readonly (string | null)[]).includes(value)
    ? (value as ContactMessageStatus)
    : '';
}
