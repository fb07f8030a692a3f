import { LEAD_STATUSES } from '@fixwell/common/lead/lead';
import { QUOTE_TIMINGS } from '@fixwell/common/quote/quote-request';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';

import { LoadError } from '@/components/load-error';
import { ShowMoreButton } from '@/components/show-more-button';
import { LEADS_PAGE_SIZE } from '@/features/leads/api/leads-data';
import { ExtraLeadsNotice } from '@/features/leads/components/extra-leads-notice';
import { LeadCard } from '@/features/leads/components/lead-card';
import { LeadFiltersForm } from '@/features/leads/components/lead-filters';
import { useLeadAllowance } from '@/features/leads/api/get-lead-allowance';
import { useLeads } from '@/features/leads/api/watch-leads';
import { acceptTerms, allowanceText } from '@/features/leads/lead-format';
import {
  DEFAULT_LEAD_FILTERS,
  type LeadFilters,
  type LeadServiceOption,
} from '@/features/leads/lead-types';
import { useNow } from '@/hooks/use-now';
import { usePageCount } from '@/hooks/use-page-count';

import './leads.css';

const ANY = 'any';

/** The filters as the address keeps them, so reloading or going back keeps the choice. */
function filtersFromSearch(params: URLSearchParams): LeadFilters {
  const status = params.get('status');
  const timing = params.get('timing');
  return {
    status:
      status === ANY
        ? ''
        : (LEAD_STATUSES.find((value) => value === status) ?? DEFAULT_LEAD_FILTERS.status),
    service: /^[a-z0-9-]{1,60}$/.test(params.get('service') ?? '') ? params.get('service')! : '',
    timing: QUOTE_TIMINGS.find((value) => value === timing) ?? '',
  };
}

function searchFromFilters(filters: LeadFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== DEFAULT_LEAD_FILTERS.status) params.set('status', filters.status || ANY);
  if (filters.service) params.set('service', filters.service);
  if (filters.timing) params.set('timing', filters.timing);
  return params;
}

export type LeadsBoardProps = {
  companyId: string;
  services: readonly LeadServiceOption[] | undefined;
  /** The link for a lead: its detail page, or for an accepted lead the "My leads" view. */
  leadHref: (lead: { id: string; status: string }) => string;
  myLeadsHref: string;
};

/** `/company/leads`: the company's leads as they arrive, filtered, a page at a time. */
export function LeadsBoard({ companyId, services, leadHref, myLeadsHref }: LeadsBoardProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);
  const { count, showMore, reset } = usePageCount(LEADS_PAGE_SIZE);
  const leads = useLeads(companyId, { ...filters, count });
  const allowance = useLeadAllowance(companyId);
  const now = useNow();
  const filtered = filters.service !== '' || filters.timing !== '';

  function changeFilters(next: LeadFilters) {
    reset();
    setSearchParams(searchFromFilters(next), { replace: true });
  }

  return (
    <div className="leads-board">
      {allowance.data ? (
        <>
          <p className="notice leads-board__allowance">{allowanceText(allowance.data)}</p>
          <ExtraLeadsNotice allowance={allowance.data} terms={acceptTerms(allowance.data)} />
        </>
      ) : null}
      {allowance.isError ? (
        <p className="notice notice--warning">
          We could not read how many leads your plan has left. Accepting a lead still checks it.
        </p>
      ) : null}
      <LeadFiltersForm filters={filters} services={services} onChange={changeFilters} />

      <div aria-live="polite" aria-busy={leads.isPending}>
        {leads.isError ? (
          <LoadError message="We could not load your leads." onRetry={leads.retry} />
        ) : leads.isPending || !leads.data ? (
          <p>Loading your leads…</p>
        ) : leads.data.leads.length === 0 ? (
          <div className="leads-board__empty">
            {filtered || filters.status !== 'new' ? (
              <p>No leads match these filters. Try another service or timing.</p>
            ) : (
              <p>
                No new leads right now. When a homeowner near you asks for work you do, it appears
                here straight away; we also send you a notification and an email.
              </p>
            )}
            <p>
              Leads you have accepted are in <Link to={myLeadsHref}>My leads</Link>.
            </p>
          </div>
        ) : (
          <>
            <p className="leads-board__count">
              Showing {leads.data.leads.length} {leads.data.leads.length === 1 ? 'lead' : 'leads'}
              {leads.data.hasMore ? ' (newest first)' : ''}.
            </p>
            <ul className="lead-list">
              {leads.data.leads.map((lead) => (
                <li key={lead.id}>
                  <LeadCard
                    lead={lead}
                    allowance={allowance.data}
                    href={leadHref(lead)}
                    now={now}
                  />
                </li>
              ))}
            </ul>
            {leads.data.hasMore ? <ShowMoreButton onShowMore={showMore} /> : null}
          </>
        )}
      </div>
    </div>
  );
}
