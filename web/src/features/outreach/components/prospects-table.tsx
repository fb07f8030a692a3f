import { OUTREACH_PROSPECT_STATUSES, isFinalProspectStatus } from '@fixwell/common/admin/outreach';
import type { OutreachProspectStatus } from '@fixwell/common/admin/outreach';
import { tradeLabel } from '@fixwell/common/trades';
import { useSearchParams } from 'react-router';

import { confirm } from '@/components/confirm-dialog/confirm-store';
import { FilterSelect } from '@/components/form/filter-select';
import { LoadError } from '@/components/load-error';
import { toast } from '@/components/toast/toast-store';
import type { OutreachProspect } from '@/features/outreach/api/outreach-data';
import { useUpdateOutreachProspect } from '@/features/outreach/api/change-outreach';
import { useOutreachProspects } from '@/features/outreach/api/get-outreach';
import { formatDate, prospectStatusLabel } from '@/features/outreach/components/outreach-format';

const STATUS_OPTIONS = OUTREACH_PROSPECT_STATUSES.map(
  (status) => [status, prospectStatusLabel(status)] as const,
);

export function statusFromSearch(value: string | null): OutreachProspectStatus | undefined {
  return (OUTREACH_PROSPECT_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as OutreachProspectStatus)
    : undefined;
}

function ProspectActions({ prospect }: { prospect: OutreachProspect }) {
  const update = useUpdateOutreachProspect();
  const run = async (action: 'mark-replied' | 'remove') => {
    if (action === 'remove') {
      const ok = await confirm({
        title: `Remove ${prospect.businessName}?`,
        message:
          'It leaves the campaign and gets no more emails from it. An opt-out stays on the suppression list whatever you do here.',
        confirmText: 'Remove',
        variant: 'danger',
      });
      if (!ok) return;
    }
    try {
      await update.mutateAsync({ prospectId: prospect.id, action });
      toast.success(
        action === 'remove' ? 'Removed' : 'Marked as replied',
        action === 'remove'
          ? `${prospect.businessName} is no longer in this campaign.`
          : `No more emails go to ${prospect.businessName}.`,
      );
    } catch (error) {
      toast.error('Not changed', error instanceof Error ? error.message : 'Please try again.');
    }
  };
  return (
    <div className="outreach__actions">
      {!isFinalProspectStatus(prospect.status) ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={update.isPending}
          onClick={() => void run('mark-replied')}
        >
          Mark replied <span className="visually-hidden">for {prospect.businessName}</span>
        </button>
      ) : null}
      <button
        type="button"
        className="button button--secondary"
        disabled={update.isPending}
        onClick={() => void run('remove')}
      >
        Remove <span className="visually-hidden">{prospect.businessName}</span>
      </button>
    </div>
  );
}

/** A campaign's prospects, newest first: status filter in the URL (`?status=`), a page at a time. */
export function ProspectsTable({ campaignId, steps }: { campaignId: string; steps: number }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusFromSearch(searchParams.get('status'));
  const prospects = useOutreachProspects(campaignId, status);

  let results;
  if (prospects.isPending) results = <p role="status">Loading prospects…</p>;
  else if (prospects.isError && !prospects.data)
    results = (
      <LoadError
        message="We could not load the prospects."
        onRetry={() => void prospects.refetch()}
        retrying={prospects.isFetching}
      />
    );
  else {
    const rows = prospects.data.pages.flatMap((page) => page.prospects);
    results =
      rows.length === 0 ? (
        <p>
          {status ? 'No prospect has this status.' : 'No prospects yet: import a CSV file above.'}
        </p>
      ) : (
        <>
          <div className="data-table-wrap">
            <table className="data-table">
              <caption className="visually-hidden">Prospects, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Business</th>
                  <th scope="col">Trade and town</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="data-table__number">
                    Emails sent
                  </th>
                  <th scope="col">Next email</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((prospect) => (
                  <tr key={prospect.id}>
                    <th scope="row">
                      {prospect.businessName}
                      <div className="outreach__muted">{prospect.email}</div>
                    </th>
                    <td>
                      {tradeLabel(prospect.trade)}
                      {prospect.town ? <div>{prospect.town}</div> : null}
                    </td>
                    <td className={`outreach__status outreach__status--${prospect.status}`}>
                      {prospectStatusLabel(prospect.status)}
                    </td>
                    <td className="data-table__number">
                      {prospect.stepsSent} of {steps}
                    </td>
                    <td>{prospect.nextSendAt ? formatDate(prospect.nextSendAt) : '—'}</td>
                    <td>
                      <ProspectActions prospect={prospect} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {prospects.hasNextPage ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void prospects.fetchNextPage()}
              disabled={prospects.isFetchingNextPage}
            >
              {prospects.isFetchingNextPage ? 'Loading…' : 'Show more'}
            </button>
          ) : null}
          {prospects.isFetchNextPageError ? (
            <p role="alert">We could not load more prospects. Try again.</p>
          ) : null}
        </>
      );
  }

  return (
    <>
      <div className="filter-bar">
        <FilterSelect
          label="Status"
          allLabel="Every status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(value) =>
            setSearchParams((current) => {
              const next = new URLSearchParams(current);
              if (value) next.set('status', value);
              else next.delete('status');
              return next;
            })
          }
        />
      </div>
      <section aria-label="Prospects" aria-busy={prospects.isFetching}>
        {results}
      </section>
    </>
  );
}
