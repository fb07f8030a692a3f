import type { UseQueryResult } from '@tanstack/react-query';

import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import type { ServiceChange } from '@/features/admin-services/api/admin-services-data';
import { formatLongDate } from '@/utils/format';

const ACTION_LABELS: Record<string, string> = {
  'service.create': 'Created',
  'service.update': 'Edited',
};

const FIELD_LABELS: Record<string, string> = {
  name: 'name',
  searchTerm: 'search term',
  category: 'category',
  summary: 'summary',
  description: 'description',
  trades: 'trades',
  priceRanges: 'prices',
  priceFactors: 'price factors',
  questions: 'questions',
  faqs: 'FAQs',
  emergency: 'emergency',
  emergencyAdvice: 'emergency advice',
  accreditations: 'accreditations',
  related: 'related services',
  keywords: 'keywords',
  slug: 'address',
  hidden: 'visibility',
};

const time = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** Who changed the service, when, and which parts (from the audit log). */
export function ServiceHistory({ history }: { history: UseQueryResult<ServiceChange[]> }) {
  return (
    <section className="service-history" aria-labelledby="service-history-heading">
      <h3 id="service-history-heading">History</h3>
      {history.isPending ? <LoadingBlock label="Loading the history…" lines={2} /> : null}
      {history.isError ? (
        <LoadError
          message="We could not load the history."
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : null}
      {history.data?.length === 0 ? (
        <p>No admin has changed this service yet: it is as the catalogue was seeded.</p>
      ) : null}
      {history.data && history.data.length > 0 ? (
        <ol className="service-history__list">
          {history.data.map((change) => (
            <li key={change.id}>
              <strong>{ACTION_LABELS[change.action] ?? change.action}</strong>{' '}
              {change.changed.length > 0
                ? `(${change.changed.map((field) => FIELD_LABELS[field] ?? field).join(', ')})`
                : null}{' '}
              by {change.actorEmail || 'an admin'} on {formatLongDate(change.at)} at{' '}
              {time.format(change.at)}
              {change.reason ? `: ${change.reason}` : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
