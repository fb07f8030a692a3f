import { Link } from 'react-router';

/**
 * The logo link. Its accessible name starts with the visible word "Fixwell" (WCAG 2.5.3, label in
 * name); the mark is drawn, not written, so it adds no stray letter to what is read out.
 */
export function BrandLink({ to = '/' }: { to?: string }) {
  return (
    <Link className="brand" to={to}>
      <svg className="brand__mark" viewBox="0 0 64 64" width="28" height="28" aria-hidden="true">
        <rect width="64" height="64" rx="12" fill="currentColor" />
        <path fill="#fff" d="M20.5 12.8h20.5v7.7H29.1v6.7h12v6.9h-12v17.1h-8.6z" />
      </svg>
      <span className="brand__name">Fixwell</span>
      <span className="visually-hidden"> home</span>
    </Link>
  );
}
