import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '@fixwell/common/lead/lead';
import { QUOTE_TIMING_LABELS, QUOTE_TIMINGS } from '@fixwell/common/quote/quote-request';
import { useId } from 'react';

import type { LeadFilters, LeadServiceOption } from '@/features/leads/lead-types';

export type LeadFiltersProps = {
  filters: LeadFilters;
  services: readonly LeadServiceOption[] | undefined;
  onChange: (filters: LeadFilters) => void;
};

/** Narrows the list as soon as a choice changes; the live list follows. */
export function LeadFiltersForm({ filters, services, onChange }: LeadFiltersProps) {
  const base = useId();
  return (
    <form
      className="lead-filters"
      aria-label="Filter leads"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="lead-filters__field">
        <label htmlFor={`${base}-status`}>Status</label>
        <select
          id={`${base}-status`}
          className="form-field__input"
          value={filters.status}
          onChange={(event) =>
            onChange({ ...filters, status: event.target.value as LeadFilters['status'] })
          }
        >
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
          <option value="">Any status</option>
        </select>
      </div>
      <div className="lead-filters__field">
        <label htmlFor={`${base}-service`}>Service</label>
        <select
          id={`${base}-service`}
          className="form-field__input"
          value={filters.service}
          onChange={(event) => onChange({ ...filters, service: event.target.value })}
        >
          <option value="">All services</option>
          {(services ?? []).map((service) => (
            <option key={service.slug} value={service.slug}>
              {service.name}
            </option>
          ))}
          {filters.service && !services?.some((service) => service.slug === filters.service) ? (
            <option value={filters.service}>{filters.service}</option>
          ) : null}
        </select>
      </div>
      <div className="lead-filters__field">
        <label htmlFor={`${base}-timing`}>When</label>
        <select
          id={`${base}-timing`}
          className="form-field__input"
          value={filters.timing}
          onChange={(event) =>
            onChange({ ...filters, timing: event.target.value as LeadFilters['timing'] })
          }
        >
          <option value="">Any time</option>
          {QUOTE_TIMINGS.map((timing) => (
            <option key={timing} value={timing}>
              {QUOTE_TIMING_LABELS[timing]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
