import {
  CONTACT_INBOX_PAGE_SIZE,
  CONTACT_STATUS_LABELS,
} from '@fixwell/common/admin/contact-inbox';
import { CONTACT_MESSAGE_STATUSES, CONTACT_TOPIC_LABELS } from '@fixwell/common/contact-message';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';

import { FilterSelect } from '@/components/form/filter-select';
import { ListDetail } from '@/components/list-detail/list-detail';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { ShowMoreButton } from '@/components/show-more-button';
import { useContactMessages } from '@/features/contact-inbox/api/watch-contact-inbox';
import {
  ContactMessageDetail,
  formatInboxTime,
} from '@/features/contact-inbox/components/contact-message-detail';

import { statusFilterOf } from '@/features/contact-inbox/inbox-filter';

import '@/features/contact-inbox/components/contact-inbox.css';

const STATUS_OPTIONS = CONTACT_MESSAGE_STATUSES.map((s) => [s, CONTACT_STATUS_LABELS[s]] as const);

const EMPTY = {
  '': 'No messages yet. Messages sent through the contact form appear here.',
  new: 'No new messages.',
  read: 'No read messages.',
  archived: 'No archived messages.',
} as const;

/**
 * The admins' inbox of contact-form messages: filtered by status (in the URL, `?status=`),
 * newest first, a page at a time; the open message (`?m=<id>`) beside the list.
 */
export function ContactInbox() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const status = statusFilterOf(params.get('status'));
  const selected = params.get('m');
  const [count, setCount] = useState(CONTACT_INBOX_PAGE_SIZE);
  const messages = useContactMessages(status, count);

  const hrefWith = (messageId: string | null) => {
    const next = new URLSearchParams();
    if (status) next.set('status', status);
    if (messageId) next.set('m', messageId);
    const search = next.toString();
    return search ? `${pathname}?${search}` : pathname;
  };

  function filter(value: string) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set('status', value);
      else next.delete('status');
      return next;
    });
    setCount(CONTACT_INBOX_PAGE_SIZE);
  }

  let list;
  if (messages.isError)
    list = <LoadError message="We could not load the messages." onRetry={messages.retry} />;
  else if (messages.isPending) list = <LoadingBlock label="Loading the messages…" />;
  else if (!messages.data?.messages.length) list = <p role="status">{EMPTY[status]}</p>;
  else
    list = (
      <>
        <ul className="list-detail__items" aria-label="Messages, newest first">
          {messages.data.messages.map((message) => (
            <li key={message.id}>
              <Link
                className="list-detail__item"
                to={hrefWith(message.id)}
                aria-current={message.id === selected ? 'page' : undefined}
              >
                <span className="contact-inbox__from">{message.name}</span>
                <span className={`contact-inbox__status contact-inbox__status--${message.status}`}>
                  {CONTACT_STATUS_LABELS[message.status]}
                </span>
                <span className="contact-inbox__meta">
                  {CONTACT_TOPIC_LABELS[message.topic]} · {formatInboxTime(message.createdAt)}
                  {message.replies.length > 0
                    ? ` · ${message.replies.length} ${message.replies.length === 1 ? 'reply' : 'replies'}`
                    : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        {messages.data.hasMore ? (
          <ShowMoreButton onShowMore={() => setCount((n) => n + CONTACT_INBOX_PAGE_SIZE)} />
        ) : null}
      </>
    );

  return (
    <ListDetail
      className="contact-inbox"
      detailOpen={selected !== null}
      list={
        <section aria-labelledby="contact-inbox-heading">
          <h2 id="contact-inbox-heading">Messages</h2>
          <div className="contact-inbox__filters">
            <FilterSelect
              label="Status"
              allLabel="All messages"
              options={STATUS_OPTIONS}
              value={status}
              onChange={filter}
            />
          </div>
          {list}
        </section>
      }
      detail={
        selected ? (
          <ContactMessageDetail key={selected} messageId={selected} backHref={hrefWith(null)} />
        ) : (
          <p className="contact-inbox__meta">Choose a message to read it and reply.</p>
        )
      }
    />
  );
}
