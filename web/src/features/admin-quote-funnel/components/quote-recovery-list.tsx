import { QUOTE_FUNNEL_STAGE_LABELS } from '@fixwell/common/quote/quote-funnel';
import { useState } from 'react';

import { LoadError } from '@/components/load-error';
import { TextPlaceholder } from '@/components/query-state';
import { toast } from '@/components/toast/toast-store';
import { useQuoteDrafts } from '@/features/admin-quote-funnel/api/get-quote-drafts';
import type { QuoteDraftRow } from '@/features/admin-quote-funnel/api/quote-funnel-data';
import { useSendQuoteRecoveryEmail } from '@/features/admin-quote-funnel/api/send-quote-recovery-email';
import { ReportTable } from '@/features/admin-quote-funnel/components/report-table';
import { formatLongDate } from '@/utils/format';

import './admin-quote-funnel.css';

export type QuoteRecoveryListProps = {
  /** The catalogue name of a service slug, for drafts stored without one. */
  serviceName: (slug: string) => string;
};

/** Abandoned quote drafts that left an email, newest first, each with its recovery email. */
export function QuoteRecoveryList({ serviceName }: QuoteRecoveryListProps) {
  const drafts = useQuoteDrafts();
  const send = useSendQuoteRecoveryEmail();
  const [sending, setSending] = useState<string | null>(null);

  if (drafts.isPending) {
    return (
      <div aria-busy="true">
        <p className="visually-hidden">Loading the abandoned quote requests…</p>
        <TextPlaceholder lines={6} />
      </div>
    );
  }
  if (drafts.isError) {
    return (
      <LoadError
        message="We could not load the abandoned quote requests."
        onRetry={() => void drafts.refetch()}
        retrying={drafts.isFetching}
      />
    );
  }

  const rows = drafts.data.pages.flatMap((page) => page.drafts);
  if (rows.length === 0) {
    return (
      <p role="status">
        No abandoned quote requests with an email address at the moment. When a visitor gives their
        email on the last step and leaves without sending, their draft appears here.
      </p>
    );
  }

  async function sendFor(draft: QuoteDraftRow) {
    setSending(draft.id);
    try {
      await send.mutateAsync(draft.id);
      toast.success(
        'Recovery email queued',
        `We will email ${draft.email} a link back to the form.`,
      );
    } catch (error) {
      toast.error('Recovery email not sent', error instanceof Error ? error.message : undefined);
    } finally {
      setSending(null);
    }
  }

  return (
    <>
      <ReportTable
        caption="Abandoned quote requests with an email, newest first"
        columns={['Email', 'Name', 'Service', 'Postcode', 'Last step', 'Left on', 'Recovery email']}
      >
        {rows.map((draft) => {
          const sentAt = draft.recoveryEmailSentAt;
          const service = draft.serviceName ?? (draft.service ? serviceName(draft.service) : '–');
          return (
            <tr key={draft.id}>
              <th scope="row">{draft.email}</th>
              <td>{draft.name ?? '–'}</td>
              <td>{service}</td>
              <td>{draft.postcode ?? '–'}</td>
              <td>{QUOTE_FUNNEL_STAGE_LABELS[draft.lastStep]}</td>
              <td>{formatLongDate(draft.leftAt)}</td>
              <td>
                {/* One reminder per draft: the email promises not to write again. */}
                {sentAt ? (
                  <span className="recovery-sent">Sent on {formatLongDate(sentAt)}</span>
                ) : (
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={sending === draft.id}
                    aria-label={`Send recovery email to ${draft.email}`}
                    onClick={() => void sendFor(draft)}
                  >
                    {sending === draft.id ? 'Sending…' : 'Send recovery email'}
                  </button>
                )}
              </td>
            </tr>
          );
        })}
      </ReportTable>
      {drafts.hasNextPage ? (
        <p>
          <button
            type="button"
            className="button button--secondary"
            disabled={drafts.isFetchingNextPage}
            onClick={() => void drafts.fetchNextPage()}
          >
            {drafts.isFetchingNextPage ? 'Loading more…' : 'Show more'}
          </button>
        </p>
      ) : null}
    </>
  );
}
