import { londonDateOf } from '@fixwell/common/london-time';
import { formatDay, verificationCheckInfo } from '@fixwell/common/companies/verification';
import { useId, useState } from 'react';

import { ColumnHeadings } from '@/components/column-headings';
import { LoadError } from '@/components/load-error';
import { useVettingQueue } from '@/features/verification/api/get-admin-companies';

/** Checks waiting for review, oldest submission first so none waits, with how many wait. */
export function VettingQueue({ onOpen }: { onOpen: (companyId: string) => void }) {
  const base = useId();
  const [pages, setPages] = useState(1);
  const queue = useVettingQueue(pages);
  let body;
  if (queue.isPending) body = <p role="status">Loading the queue…</p>;
  else if (queue.isError)
    body = (
      <LoadError
        message="We could not load the vetting queue."
        onRetry={() => void queue.refetch()}
        retrying={queue.isFetching}
      />
    );
  else if (queue.data.checks.length === 0) body = <p>Nothing is waiting for review.</p>;
  else
    body = (
      <>
        <div className="data-table-wrap">
          <table className="data-table">
            <ColumnHeadings columns={['Company', 'Check', 'Submitted']} />
            <tbody>
              {queue.data.checks.map((check) => (
                <tr key={check.id}>
                  <th scope="row">
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => onOpen(check.companyId)}
                    >
                      {check.companyName || check.companyId}
                    </button>
                  </th>
                  <td>{verificationCheckInfo(check.type).label}</td>
                  <td>{check.submittedAt ? formatDay(londonDateOf(check.submittedAt)) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {queue.data.hasMore ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setPages((count) => count + 1)}
            disabled={queue.isFetching}
          >
            Show more
          </button>
        ) : null}
      </>
    );
  return (
    <section aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`}>
        Vetting queue
        {queue.data ? ` (${queue.data.total} waiting)` : ''}
      </h2>
      {body}
    </section>
  );
}
