import type { AnchorHTMLAttributes, ReactNode } from 'react';

import './content.css';

export type ExternalLinkProps = Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'target' | 'rel' | 'children'
> & {
  href: string;
  children: ReactNode;
};

/**
 * A link to another website. It opens in a new tab, says so (visibly and to screen readers), and
 * uses `rel="noopener"` so the other site cannot reach back into this one.
 */
export function ExternalLink({ href, children, className, ...rest }: ExternalLinkProps) {
  return (
    <a
      {...rest}
      href={href}
      target="_blank"
      rel="noopener"
      className={className ? `external-link ${className}` : 'external-link'}
    >
      {children}{' '}
      <span className="external-link__icon" aria-hidden="true">
        ↗
      </span>
      <span className="visually-hidden">(opens in a new tab)</span>
    </a>
  );
}
