import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { ContentSection } from '@/components/content/content-section';

import './articles.css';

export type SectionLink = { to: string; label: string };

/** A short list of links to other listings ("More guides"). */
export function SectionLinks({
  heading,
  links,
  intro,
  id,
}: {
  heading: string;
  links: readonly SectionLink[];
  intro?: ReactNode;
  id?: string;
}) {
  if (links.length === 0) return null;
  return (
    <ContentSection id={id} heading={heading}>
      {intro ? <p>{intro}</p> : null}
      <ul className="section-links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
