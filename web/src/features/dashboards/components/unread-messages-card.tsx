import type { DashboardUnread } from '@fixwell/common/dashboards';
import { Link } from 'react-router';

import { DashboardCard, DashboardEmpty } from '@/features/dashboards/components/dashboard-card';
import { plural } from '@/features/dashboards/dashboard-format';
import { formatLongDate } from '@/utils/format';

/** Unread messages: the total and the newest conversations with any, each opening its thread. */
export function UnreadMessagesCard({
  unread,
  chatPath,
}: {
  unread: DashboardUnread;
  /** `paths.customerChat` or `paths.companyChat`: a thread opens with `?c=<id>`. */
  chatPath: string;
}) {
  return (
    <DashboardCard
      title="Messages"
      count={{ value: unread.total, label: `${plural(unread.total, 'unread message')}` }}
      more={{ to: chatPath, label: 'All messages' }}
    >
      {unread.conversations.length === 0 ? (
        <DashboardEmpty>
          <p>You have no unread messages.</p>
        </DashboardEmpty>
      ) : (
        <ul className="dashboard-list">
          {unread.conversations.map((conversation) => (
            <li key={conversation.id} className="dashboard-list__item">
              <Link
                className="dashboard-list__title"
                to={`${chatPath}?c=${encodeURIComponent(conversation.id)}`}
              >
                {conversation.otherPartyName}
                {conversation.serviceName ? ` · ${conversation.serviceName}` : ''}
              </Link>
              {conversation.preview ? (
                <p className="dashboard-list__meta">{conversation.preview}</p>
              ) : null}
              <p className="dashboard-list__meta">
                {plural(conversation.unread, 'unread message')}
                {conversation.lastMessageAt
                  ? ` · ${formatLongDate(conversation.lastMessageAt)}`
                  : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
