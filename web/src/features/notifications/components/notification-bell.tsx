import { Link } from 'react-router';

import { UNREAD_COUNT_LIMIT } from '@/features/notifications/api/notifications-data';
import { useUnreadNotificationCount } from '@/features/notifications/api/watch-notifications';

import './notification-bell.css';

/** "3 unread notifications", as a screen reader hears the bell. */
export function unreadNotificationsText(count: number): string {
  if (count === 0) return 'Notifications, none unread';
  if (count >= UNREAD_COUNT_LIMIT)
    return `More than ${UNREAD_COUNT_LIMIT - 1} unread notifications`;
  return count === 1 ? '1 unread notification' : `${count} unread notifications`;
}

export type NotificationBellProps = {
  userId: string;
  /** The area's notifications page. */
  to: string;
};

/** A bell linking to the notifications page, with the live number of unread ones. */
export function NotificationBell({ userId, to }: NotificationBellProps) {
  const count = useUnreadNotificationCount(userId) ?? 0;
  const shown = count >= UNREAD_COUNT_LIMIT ? `${UNREAD_COUNT_LIMIT - 1}+` : String(count);
  return (
    <Link to={to} className="notification-bell">
      <svg
        className="notification-bell__icon"
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        width="24"
        height="24"
      >
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {count > 0 ? (
        <span className="notification-bell__count" aria-hidden="true">
          {shown}
        </span>
      ) : null}
      <span className="visually-hidden">{unreadNotificationsText(count)}</span>
    </Link>
  );
}

/** For `lazy()`: public pages load the bell (and Firestore) only for a signed-in visitor. */
export default NotificationBell;
