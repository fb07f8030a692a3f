import { Link } from 'react-router';

export function BrandLink({ to = '/' }: { to?: string }) {
  return (
    <Link className="brand" to={to} aria-label="Fixwell home">
      <span className="brand__mark" aria-hidden="true">
        F
      </span>
      <span className="brand__name">Fixwell</span>
    </Link>
  );
}
