import type { QuoteStatus } from '@fixwell/common/quote/quote-request';
import type { ReactNode } from 'react';

import './quote-status-badge.css';

/** A request's status as a badge, tinted for the states someone should notice. */
export function QuoteStatusBadge({
  status,
  className,
  children,
}: {
  status: QuoteStatus;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={`quote-status quote-status--${status}${className ? ` ${className}` : ''}`}>
      {children}
    </span>
  );
}
