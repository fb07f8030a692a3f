import { Link } from 'react-router';

import { LoadError } from '@/components/load-error';
import { ShowMoreButton } from '@/components/show-more-button';
import { toast } from '@/components/toast/toast-store';
import { NOTIFICATIONS_PAGE_SIZE } from '@/features/notifications/api/notifications-data';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '@/features/notifications/api/mark-notifications-read';
import { useNotifications } from '@/features/notifications/api/watch-notifications';
import {
  notificationTopic,
  type AppNotification,
} from '@/features/notifications/notification-types';
import { useNow } from '@/hooks/use-now';
import { usePageCount } from '@/hooks/use-page-count';
import { formatTimeAgo } from '@/lib/time-ago';
import { formatLongDate } from '@/utils/format';

import './notifications.css';

/** Only paths inside the app are followed: a notification never sends anyone elsewhere. */
function isInAppPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\');
}

export type NotificationListProps = {
  userId: string;
  /** What the user is told to expect here when there is nothing yet. */
  emptyText: string;
};

/** The user's notifications, newest first and live; unread ones stand out until opened. */
export function NotificationList({ userId, emptyText }: NotificationListProps) {
  const { count, showMore } = usePageCount(NOTIFICATIONS_PAGE_SIZE);
  const notifications = useNotifications(userId, count);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const now = useNow();

  function open(notification: AppNotification) {
    if (notification.readAt) return;
    // Following the link must not wait for the write; a failure only leaves it unread.
    markRead.mutate(notification.id);
  }

  async function onMarkAll() {
    try {
      await markAll.mutateAsync(userId);
    } catch {
      toast.error(
        'Notifications not marked as read',
        'We could not reach Fixwell. Please check your connection and try again.',
      );
    }
  }

  if (notifications.isError) {
    return (
      <LoadError message="We could not load your notifications." onRetry={notifications.retry} />
    );
  }
  if (notifications.isPending || !notifications.data) {
    return (
      <p aria-busy="true" role="status">
        Loading your notifications…
      </p>
    );
  }
  const items = notifications.data.notifications;
  if (items.length === 0) return <p>{emptyText}</p>;
  const unread = items.filter((item) => !item.readAt).length;

  return (
    <div className="notifications">
      <div className="notifications__toolbar">
        <p role="status">
          {unread === 0
            ? 'You have read all your notifications.'
            : `${unread}${notifications.data.hasMore ? ' or more' : ''} unread.`}
        </p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void onMarkAll()}
          disabled={unread === 0 || markAll.isPending}
        >
          {markAll.isPending ? 'Marking as read…' : 'Mark all as read'}
        </button>
      </div>
      <ul className="notifications__list">
        {items.map((item) => {
          const isUnread = !item.readAt;
          const topic = notificationTopic(item.type);
          const content = (
            <>
              {topic ? <span className="notifications__topic">{topic}</span> : null}
              <span className="notifications__title">
                {isUnread ? <span className="visually-hidden">Unread: </span> : null}
                {item.title}
              </span>
              {item.body ? <span className="notifications__body">{item.body}</span> : null}
              <time
                className="notifications__time"
                dateTime={item.createdAt.toISOString()}
                title={formatLongDate(item.createdAt)}
              >
                {formatTimeAgo(item.createdAt, now)}
              </time>
            </>
          );
          return (
            <li
              key={item.id}
              className={
                isUnread ? 'notifications__item notifications__item--unread' : 'notifications__item'
              }
            >
              {isInAppPath(item.link) ? (
                <Link to={item.link} onClick={() => open(item)} className="notifications__link">
                  {content}
                </Link>
              ) : (
                <div className="notifications__link">{content}</div>
              )}
            </li>
          );
        })}
      </ul>
      {notifications.data.hasMore ? <ShowMoreButton onShowMore={showMore} /> : null}
    </div>
  );
}
