import type { NotificationDocument } from '@fixwell/common/notification';

/** A notification as the page uses it: the document with its id and dates as `Date`. */
export type AppNotification = NotificationDocument<Date> & { id: string };

export type NotificationPage = { notifications: AppNotification[]; hasMore: boolean };
