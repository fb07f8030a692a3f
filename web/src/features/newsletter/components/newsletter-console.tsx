import {
  NEWSLETTER_AUDIENCE_LABELS,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_PAGE_SIZE,
  NEWSLETTER_SEGMENT_LABELS,
  NEWSLETTER_SEGMENTS,
  NEWSLETTER_STATUS_LABELS,
  NEWSLETTER_SUBSCRIBER_STATUSES,
  removeNewsletterSubscriberSchema,
  suppressNewsletterAddressSchema,
} from '@fixwell/common/admin/newsletter';
import { useState } from 'react';

import { TextField } from '@/components/form/bound-fields';
import { FilterSelect } from '@/components/form/filter-select';
import { FormField } from '@/components/form/form-field';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { ShowMoreButton } from '@/components/show-more-button';
import { toast } from '@/components/toast/toast-store';
import { useNewsletterOverview } from '@/features/newsletter/api/get-newsletter-overview';
import {
  useRemoveSubscriber,
  useSuppressAddress,
} from '@/features/newsletter/api/update-newsletter';
import {
  useNewsletterIssues,
  useNewsletterSubscribers,
} from '@/features/newsletter/api/watch-newsletter';
import {
  ComposeIssue,
  type ComposeIssueProps,
} from '@/features/newsletter/components/compose-issue';
import type { SubscriberFilter, SubscriberRow } from '@/features/newsletter/newsletter-types';
import { formatLongDate } from '@/utils/format';

import './newsletter.css';

const number = (value: number) => value.toLocaleString('en-GB');

function Overview() {
  const overview = useNewsletterOverview();
  if (overview.isError)
    return (
      <LoadError
        message={overview.error.message}
        onRetry={() => void overview.refetch()}
        retrying={overview.isFetching}
      />
    );
  if (!overview.data) return <LoadingBlock label="Counting subscribers" lines={3} />;
  const { subscribers, suppressed } = overview.data;
  return (
    <div className="data-table-wrap">
      <table className="data-table">
        <caption className="newsletter__caption">Subscribers by segment</caption>
        <thead>
          <tr>
            <th scope="col">Segment</th>
            {NEWSLETTER_SUBSCRIBER_STATUSES.map((status) => (
              <th key={status} scope="col" className="data-table__number">
                {NEWSLETTER_STATUS_LABELS[status]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NEWSLETTER_SEGMENTS.map((segment) => (
            <tr key={segment}>
              <th scope="row">{NEWSLETTER_SEGMENT_LABELS[segment]}</th>
              {NEWSLETTER_SUBSCRIBER_STATUSES.map((status) => (
                <td key={status} className="data-table__number">
                  {number(subscribers[segment][status])}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">On the suppression list</th>
            <td className="data-table__number" colSpan={2}>
              {number(suppressed)}
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function SuppressAddress() {
  const form = useZodForm(suppressNewsletterAddressSchema, {
    defaultValues: { email: '', reason: '' },
  });
  const suppress = useSuppressAddress();
  return (
    <Form
      form={form}
      aria-label="Add an address to the suppression list"
      onSubmit={async (values) => {
        await suppress.mutateAsync(values);
        toast.success('Suppressed', NEWSLETTER_MESSAGES.suppressed);
        form.reset({ email: '', reason: '' });
      }}
    >
      <h3>Add an address to the suppression list</h3>
      <TextField name="email" label="Email address" type="email" autoComplete="off" />
      <TextField name="reason" label="Reason" hint="Kept in the audit log." />
      <div className="form-actions">
        <SubmitButton pendingText="Adding…">Add to the suppression list</SubmitButton>
      </div>
    </Form>
  );
}

function Issues() {
  const [size, setSize] = useState(10);
  const issues = useNewsletterIssues(size);
  if (issues.isError)
    return <LoadError message={issues.error?.message ?? ''} onRetry={issues.retry} />;
  if (!issues.data) return <LoadingBlock label="Loading issues" lines={3} />;
  if (issues.data.items.length === 0) return <p>No issue has been sent yet.</p>;
  return (
    <>
      <div className="data-table-wrap">
        <table className="data-table">
          <caption className="newsletter__caption">Issues sent, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Subject</th>
              <th scope="col">To</th>
              <th scope="col">Sent</th>
              <th scope="col" className="data-table__number">
                Recipients
              </th>
              <th scope="col" className="data-table__number">
                Queued
              </th>
              <th scope="col" className="data-table__number">
                Delivered
              </th>
              <th scope="col" className="data-table__number">
                Failed
              </th>
              <th scope="col" className="data-table__number">
                Suppressed
              </th>
            </tr>
          </thead>
          <tbody>
            {issues.data.items.map((issue) => (
              <tr key={issue.id}>
                <td>
                  {issue.subject}
                  {issue.status === 'sending' ? (
                    <span className="newsletter__sending"> (queuing…)</span>
                  ) : null}
                </td>
                <td>{NEWSLETTER_AUDIENCE_LABELS[issue.audience]}</td>
                <td>
                  {formatLongDate(issue.createdAt)}
                  {issue.sentByEmail ? (
                    <div className="newsletter__by">by {issue.sentByEmail}</div>
                  ) : null}
                </td>
                <td className="data-table__number">{number(issue.recipients)}</td>
                <td className="data-table__number">{number(issue.counts.queued)}</td>
                <td className="data-table__number">{number(issue.counts.sent)}</td>
                <td className="data-table__number">{number(issue.counts.failed)}</td>
                <td className="data-table__number">{number(issue.counts.suppressed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {issues.data.hasMore ? <ShowMoreButton onShowMore={() => setSize(size + 10)} /> : null}
    </>
  );
}

function RemoveSubscriber({
  subscriber,
  onDone,
}: {
  subscriber: SubscriberRow;
  onDone: () => void;
}) {
  const schema = removeNewsletterSubscriberSchema.omit({ subscriberId: true });
  const form = useZodForm(schema, { defaultValues: { reason: '' } });
  const remove = useRemoveSubscriber();
  return (
    <Form
      form={form}
      aria-label={`Remove ${subscriber.email}`}
      className="newsletter__remove"
      onSubmit={async ({ reason }) => {
        await remove.mutateAsync({ subscriberId: subscriber.id, reason });
        toast.success('Removed', NEWSLETTER_MESSAGES.removed);
        onDone();
      }}
    >
      <p>
        Remove <strong>{subscriber.email}</strong> from the newsletter? To stop all marketing email
        to the address, add it to the suppression list instead.
      </p>
      <TextField name="reason" label="Reason" hint="Kept in the audit log." />
      <div className="form-actions">
        <SubmitButton pendingText="Removing…">Remove subscriber</SubmitButton>
        <button type="button" className="button button--secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </Form>
  );
}

export type SubscribersProps = {
  filter: SubscriberFilter;
  onFilterChange: (filter: SubscriberFilter) => void;
};

function Subscribers({ filter, onFilterChange }: SubscribersProps) {
  const [size, setSize] = useState(NEWSLETTER_PAGE_SIZE);
  const [removing, setRemoving] = useState<SubscriberRow | null>(null);
  const subscribers = useNewsletterSubscribers(filter, size);
  const change = (next: Partial<SubscriberFilter>) => {
    setSize(NEWSLETTER_PAGE_SIZE);
    onFilterChange({ ...filter, ...next });
  };
  return (
    <>
      <div className="filter-bar" role="search" aria-label="Filter subscribers">
        <FilterSelect
          label="Segment"
          allLabel="All segments"
          options={NEWSLETTER_SEGMENTS.map(
            (segment) => [segment, NEWSLETTER_SEGMENT_LABELS[segment]] as const,
          )}
          value={filter.segment}
          onChange={(segment) => change({ segment: segment as SubscriberFilter['segment'] })}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          options={NEWSLETTER_SUBSCRIBER_STATUSES.map(
            (status) => [status, NEWSLETTER_STATUS_LABELS[status]] as const,
          )}
          value={filter.status}
          onChange={(status) => change({ status: status as SubscriberFilter['status'] })}
        />
        <FormField label="Email starts with">
          {(control) => (
            <input
              {...control}
              className="form-field__input"
              type="search"
              value={filter.search}
              onChange={(event) => change({ search: event.target.value })}
            />
          )}
        </FormField>
      </div>
      {removing ? (
        <RemoveSubscriber subscriber={removing} onDone={() => setRemoving(null)} />
      ) : null}
      {subscribers.isError ? (
        <LoadError message={subscribers.error?.message ?? ''} onRetry={subscribers.retry} />
      ) : !subscribers.data ? (
        <LoadingBlock label="Loading subscribers" lines={5} />
      ) : subscribers.data.items.length === 0 ? (
        <p>No subscriber matches.</p>
      ) : (
        <>
          <div className="data-table-wrap">
            <table className="data-table">
              <caption className="newsletter__caption">Subscribers</caption>
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Segment</th>
                  <th scope="col">Status</th>
                  <th scope="col">Subscribed</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {subscribers.data.items.map((subscriber) => (
                  <tr key={subscriber.id}>
                    <td>{subscriber.email}</td>
                    <td>{NEWSLETTER_SEGMENT_LABELS[subscriber.segment]}</td>
                    <td>{NEWSLETTER_STATUS_LABELS[subscriber.status]}</td>
                    <td>{formatLongDate(subscriber.confirmedAt ?? subscriber.createdAt)}</td>
                    <td>
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => setRemoving(subscriber)}
                        aria-label={`Remove ${subscriber.email}`}
                      >
                        Remove
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {subscribers.data.hasMore ? (
            <ShowMoreButton onShowMore={() => setSize(size + NEWSLETTER_PAGE_SIZE)} />
          ) : null}
        </>
      )}
    </>
  );
}

/** /admin/newsletter: counts, issues (write, test, send, past ones) and subscribers. */
export function NewsletterConsole({
  confirmPassword,
  ...subscribers
}: SubscribersProps & ComposeIssueProps) {
  return (
    <div className="newsletter">
      <section aria-labelledby="newsletter-overview-heading">
        <h2 id="newsletter-overview-heading">Subscribers and suppression list</h2>
        <Overview />
        <SuppressAddress />
      </section>
      <ComposeIssue confirmPassword={confirmPassword} />
      <section aria-labelledby="newsletter-issues-heading">
        <h2 id="newsletter-issues-heading">Issues</h2>
        <Issues />
      </section>
      <section aria-labelledby="newsletter-subscribers-heading">
        <h2 id="newsletter-subscribers-heading">Subscribers</h2>
        <Subscribers {...subscribers} />
      </section>
    </div>
  );
}
