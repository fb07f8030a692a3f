import { FieldValue } from 'firebase-admin/firestore';

import type { NotificationType } from '@fixwell/common/notification';

/** A new, unread `notifications` document for `userId` (written by functions only). */
export function notificationDocument(
  userId: string,
  fields: { type: NotificationType; title: string; body: string; link: string },
): Record<string, unknown> {
  return { userId, ...fields, readAt: null, createdAt: FieldValue.serverTimestamp() };
}
