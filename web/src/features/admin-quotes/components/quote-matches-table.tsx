import { DECLINE_REASON_LABELS } from '@fixwell/common/lead/lead';

import { CompanyProfileLink } from '@/components/quote/company-profile-link';
import { QuoteDate } from '@/components/quote/quote-date';
import { MATCH_STATUS_LABELS, type AdminQuote } from '@/features/admin-quotes/admin-quote';
import type { AdminLeadAnswer } from '@/features/admin-quotes/api/admin-quotes-data';
import { useQuoteLeads } from '@/features/admin-quotes/api/get-admin-quote';
import { AdminQuotesTable } from '@/features/admin-quotes/components/admin-quotes-table';

function ratingText(rating: number, reviewCount: number): string {
  if (reviewCount === 0) return 'No reviews yet';
  const stars = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }).format(rating);
  return `${stars} from ${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`;
}

function distanceText(lead: AdminLeadAnswer | null | undefined): string {
  if (!lead || lead.distanceMiles === null) return '–';
  return `${new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }).format(lead.distanceMiles)} miles`;
}

/** Why a company said no, from its lead; the quote's match entry does not keep the reason. */
function DeclineReason({
  lead,
  loading,
  failed,
}: {
  lead: AdminLeadAnswer | null | undefined;
  loading: boolean;
  failed: boolean;
}) {
  if (loading) return <>Loading…</>;
  if (failed) return <>Could not load the lead</>;
  if (!lead) return <>Lead not found</>;
  if (!lead.declineReason) return <>No reason given</>;
  return (
    <>
      {DECLINE_REASON_LABELS[lead.declineReason] ?? lead.declineReason}
      {lead.declineNote ? (
        <>
          : <q>{lead.declineNote}</q>
        </>
      ) : null}
    </>
  );
}

/** The companies matching chose, each with its answer (and its reason, for a decline). */
export function QuoteMatchesTable({ quote }: { quote: AdminQuote }) {
  const leadIds = quote.matches.map((match) => match.leadId).filter(Boolean);
  const leads = useQuoteLeads(leadIds);

  return (
    <>
      {leads.isError ? (
        <p className="notice notice--warning" role="alert">
          We could not load the companies&apos; leads, so decline reasons and distances are missing.{' '}
          <button type="button" className="link-button" onClick={() => void leads.refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      <AdminQuotesTable
        caption="Companies this request was sent to"
        columns={['Company', 'Rating', 'Distance', 'Answer', 'Answered on', 'Decline reason']}
      >
        {quote.matches.map((match) => {
          const lead = leads.data?.[match.leadId];
          return (
            <tr key={match.companyId}>
              <th scope="row">
                <CompanyProfileLink slug={match.slug} name={match.businessName} />
                {lead?.routedToCompany ? (
                  <span className="admin-quotes__note">
                    {' '}
                    (request came from its widget or profile)
                  </span>
                ) : null}
              </th>
              <td>{ratingText(match.rating, match.reviewCount)}</td>
              <td>{distanceText(lead)}</td>
              <td>{MATCH_STATUS_LABELS[match.status]}</td>
              <td>{match.respondedAt ? <QuoteDate date={match.respondedAt} /> : '–'}</td>
              <td>
                {match.status === 'declined' ? (
                  <DeclineReason lead={lead} loading={leads.isPending} failed={leads.isError} />
                ) : (
                  '–'
                )}
              </td>
            </tr>
          );
        })}
      </AdminQuotesTable>
    </>
  );
}
