import { useId, type ReactNode } from 'react';

import './content.css';

export type ContentSectionProps = {
  heading: ReactNode;
  children: ReactNode;
  /** The section's anchor (`#id`), for tables of contents and deep links. */
  id?: string;
  /** 2 for a top-level section of the page (the default), 3 inside another section. */
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * A `<section>` named by its own heading, so screen-reader users can jump between sections as
 * landmarks and by heading.
 */
export function ContentSection({
  heading,
  children,
  id,
  headingLevel = 2,
  className,
}: ContentSectionProps) {
  const generatedId = useId();
  const headingId = id ? `${id}-heading` : generatedId;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      id={id}
      className={className ? `content-section ${className}` : 'content-section'}
      aria-labelledby={headingId}
    >
      <Heading id={headingId}>{heading}</Heading>
      {children}
    </section>
  );
}
