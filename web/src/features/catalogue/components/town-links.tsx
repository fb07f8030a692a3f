import { Link } from 'react-router';

import { href, paths } from '@/config/paths';

/** Links to the tradespeople page of each town, in columns. */
export function TownLinks({ towns }: { towns: readonly { slug: string; name: string }[] }) {
  return (
    <ul className="link-columns">
      {towns.map((town) => (
        <li key={town.slug}>
          <Link to={href(paths.tradespeople, { location: town.slug })}>
            Tradespeople in {town.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
