import { formatCostPence } from '@fixwell/common/admin/ai-content';
import { Link } from 'react-router';

import { QueryState, TextPlaceholder } from '@/components/query-state';
import { href, paths } from '@/config/paths';
import { useRecentAiDrafts } from '@/features/ai-content/api/get-ai-content';
import { formatWhen } from '@/features/ai-content/components/format-when';

import './ai-content.css';

/** The newest drafts made with a provider, each linked to the editor. */
export function RecentAiDrafts() {
  const drafts = useRecentAiDrafts();
  return (
    <QueryState query={drafts} what="the recent drafts" placeholder={<TextPlaceholder lines={4} />}>
      {(rows) =>
        rows.length === 0 ? (
          <p>No drafts yet. The drafts you generate are listed here.</p>
        ) : (
          <ul className="ai-drafts" aria-label="Recent AI drafts, newest first">
            {rows.map((row) => (
              <li key={row.id} className="card">
                {row.postId ? (
                  <Link to={href(paths.adminBlogEdit, { id: row.postId })}>{row.title}</Link>
                ) : (
                  row.title
                )}
                <p className="ai-drafts__meta">
                  {formatWhen(row.createdAt)}
                  {row.actorEmail ? ` by ${row.actorEmail}` : ''} ·{' '}
                  {(row.inputTokens + row.outputTokens).toLocaleString('en-GB')} tokens ·{' '}
                  {formatCostPence(row.costPence)}
                </p>
                <p className="ai-drafts__meta">
                  <span className="ai-label">{row.label}</span>
                </p>
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
