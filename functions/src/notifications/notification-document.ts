import { FieldValue } from 'firebase-admin/firestore';

import type { NotificationDocument, NotificationType } from '@fixwell/common/notification';

import type { WriteTime } from '../lib/documents';

/** A new, unread `notifications` document for `userId` (written by functions only). */
export function notificationDocument(
  userId: string,
  fields: { type: NotificationType; title: string; body: string; link: string },
): NotificationDocument<WriteTime> {
  return { userId, ...fields, readAt: null, createdAt: FieldValue.serverTimestamp() };
}
