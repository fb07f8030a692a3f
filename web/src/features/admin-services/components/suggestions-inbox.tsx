import {
  CATALOGUE_ADMIN_MESSAGES,
  SUGGESTION_STATUS_LABELS,
  SUGGESTION_STATUSES,
  type SuggestionGroup,
  type SuggestionStatus,
} from '@fixwell/common/admin/catalogue-admin';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { confirm } from '@/components/confirm-dialog/confirm-store';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import type { AdminServiceRow } from '@/features/admin-services/api/admin-services-data';
import {
  useCatalogueServices,
  useResolveServiceSuggestions,
  useServiceSuggestions,
} from '@/features/admin-services/api/get-admin-services';
import { formatLongDate } from '@/utils/format';

import './admin-services.css';

const isStatus = (value: string | null): value is SuggestionStatus =>
  (SUGGESTION_STATUSES as readonly string[]).includes(value ?? '');

/** Where "Approve as a new service" leads: the editor, prefilled, remembering the group. */
export function newServiceHref(group: SuggestionGroup): string {
  const params = new URLSearchParams({
    new: '1',
    from: group.suggestions.map((suggestion) => suggestion.id).join(','),
    name: group.text,
  });
  return `${paths.adminServices}?${params.toString()}`;
}

/** /admin/service-suggestions: the inbox by status, similar suggestions grouped. */
export function SuggestionsInbox() {
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get('status'))
    ? (params.get('status') as SuggestionStatus)
    : 'new';
  const suggestions = useServiceSuggestions(status);
  const services = useCatalogueServices();

  return (
    <>
      <div className="filter-bar" role="group" aria-label="Show suggestions">
        <label className="form-field">
          <span className="form-field__label">Status</span>
          <select
            className="form-field__input"
            value={status}
            onChange={(event) => {
              const next = new URLSearchParams(params);
              if (event.target.value === 'new') next.delete('status');
              else next.set('status', event.target.value);
              setParams(next, { replace: true });
            }}
          >
            {SUGGESTION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {SUGGESTION_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {suggestions.isPending ? <LoadingBlock label="Loading the suggestions…" lines={6} /> : null}
      {suggestions.isError ? (
        <LoadError
          message="We could not load the suggestions."
          onRetry={() => void suggestions.refetch()}
          retrying={suggestions.isFetching}
        />
      ) : null}
      {suggestions.data?.groups.length === 0 ? (
        <p>
          {status === 'new'
            ? 'No new suggestions. They arrive from the quote form’s “Other: tell us what you need”.'
            : `No ${SUGGESTION_STATUS_LABELS[status].toLowerCase()} suggestions.`}
        </p>
      ) : null}
      {suggestions.data && suggestions.data.groups.length > 0 ? (
        <>
          {suggestions.data.truncated ? (
            <p className="notice notice--info">Showing the newest 300 suggestions.</p>
          ) : null}
          <ul className="suggestion-groups">
            {suggestions.data.groups.map((group) => (
              <li key={group.key}>
                <SuggestionCard group={group} status={status} services={services.data ?? []} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

function SuggestionCard({
  group,
  status,
  services,
}: {
  group: SuggestionGroup;
  status: SuggestionStatus;
  services: readonly AdminServiceRow[];
}) {
  const resolve = useResolveServiceSuggestions();
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const count = group.suggestions.length;
  const ids = group.suggestions.map((suggestion) => suggestion.id);
  const withEmail = group.suggestions.filter((suggestion) => suggestion.hasEmail).length;
  const headingId = `suggestion-${group.suggestions[0]!.id}`;
  const newest = group.suggestions[0]!;

  const run = async (action: 'merge' | 'reject') => {
    setError(null);
    if (action === 'merge' && !target) {
      setError(CATALOGUE_ADMIN_MESSAGES.mergeNeedsService);
      return;
    }
    const service = services.find((s) => s.slug === target);
    const sure = await confirm({
      title:
        action === 'merge' ? `Merge into ${service?.name ?? target}?` : 'Reject this suggestion?',
      message:
        (action === 'merge'
          ? `“${group.text}” becomes a keyword of ${service?.name ?? target}, so site search finds it.`
          : 'It leaves the inbox.') +
        (withEmail > 0
          ? ` ${withEmail === 1 ? 'One person' : `${withEmail} people`} who left an email address will be told.`
          : ''),
      confirmText: action === 'merge' ? 'Merge' : 'Reject',
      variant: action === 'merge' ? 'default' : 'danger',
    });
    if (!sure) return;
    try {
      await resolve.mutateAsync({ ids, action, serviceSlug: target, keyword: group.text });
      toast.success(action === 'merge' ? 'Merged' : 'Rejected');
    } catch (caught) {
      setError(
        caught instanceof Error ? caught.message : 'Something went wrong. Please try again.',
      );
    }
  };

  return (
    <article className="suggestion-group" aria-labelledby={headingId}>
      <h3 id={headingId}>{group.text}</h3>
      <p>
        {count === 1 ? 'Asked once' : `Asked ${count} times`}, last on{' '}
        {formatLongDate(newest.createdAt)}
        {group.districts.length > 0 ? ` · from ${group.districts.join(', ')}` : ''}
        {withEmail > 0 ? ` · ${withEmail} left an email address` : ''}
        {newest.serviceSlug ? ` · service: ${newest.serviceSlug}` : ''}
      </p>
      {count > 1 ? (
        <details>
          <summary>Every wording</summary>
          <ul>
            {group.suggestions.map((suggestion) => (
              <li key={suggestion.id}>
                {suggestion.text}
                {suggestion.district ? ` (${suggestion.district})` : ''}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {status === 'new' ? (
        <div className="suggestion-group__actions">
          <Link className="button button--primary" to={newServiceHref(group)}>
            Approve as a new service
          </Link>
          <label className="form-field">
            <span className="form-field__label">Or merge into</span>
            <select
              className="form-field__input"
              value={target}
              aria-invalid={error === CATALOGUE_ADMIN_MESSAGES.mergeNeedsService ? true : undefined}
              onChange={(event) => setTarget(event.target.value)}
            >
              <option value="">Choose a service</option>
              {services.map((service) => (
                <option key={service.slug} value={service.slug}>
                  {service.name}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="button button--secondary"
            disabled={resolve.isPending}
            onClick={() => void run('merge')}
          >
            Merge
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={resolve.isPending}
            onClick={() => void run('reject')}
          >
            Reject
          </button>
        </div>
      ) : null}
      {error ? (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </article>
  );
}
