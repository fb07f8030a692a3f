import type { DocumentView } from '@fixwell/common/documents/document-view';
import { Link } from 'react-router';

import { href, paths } from '@/config/paths';

/** How to reach the company: its public profile, and its phone and email when it gives them. */
export function ContactCompany({ company }: { company: DocumentView['company'] }) {
  return (
    <p>
      Contact {company.name}:{' '}
      <Link to={href(paths.companyPublicProfile, { slug: company.slug })}>
        see their profile on Fixwell
      </Link>
      {company.phone ? (
        <>
          , call <a href={`tel:${company.phone.replace(/\s+/g, '')}`}>{company.phone}</a>
        </>
      ) : null}
      {company.email ? (
        <>
          {company.phone ? ' or ' : ', '}email{' '}
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </>
      ) : null}
      .
    </p>
  );
}
