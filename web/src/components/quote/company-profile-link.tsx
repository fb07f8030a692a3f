import { Link } from 'react-router';

import { href, paths } from '@/config/paths';

/** A matched company's name, linked to its public profile when matching copied its slug. */
export function CompanyProfileLink({ slug, name }: { slug: string; name: string }) {
  return slug ? <Link to={href(paths.companyPublicProfile, { slug })}>{name}</Link> : <>{name}</>;
}
