import type { ReactNode } from 'react';

/** One term and its value in a lead's `<dl className="lead-facts">`. */
export function LeadFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
