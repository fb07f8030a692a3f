import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

export type DashboardCardProps = {
  title: string;
  /** A count shown beside the title ("2"), with its meaning for screen readers ("2 unread"). */
  count?: { value: number; label: string };
  /** The card's way on: "All your quotes". */
  more?: { to: string; label: string };
  children: ReactNode;
  className?: string;
};

/** One widget of a dashboard: a named region with its heading, an optional count and a way on. */
export function DashboardCard({ title, count, more, children, className }: DashboardCardProps) {
  const headingId = useId();
  return (
    <section
      className={`card dashboard-card${className ? ` ${className}` : ''}`}
      aria-labelledby={headingId}
    >
      <div className="dashboard-card__header">
        <h2 id={headingId} className="dashboard-card__heading">
          {title}
        </h2>
        {count ? (
          <p className="dashboard-card__count">
            <span aria-hidden="true">{count.value.toLocaleString('en-GB')}</span>
            <span className="visually-hidden">{count.label}</span>
          </p>
        ) : null}
      </div>
      {children}
      {more ? (
        <p className="dashboard-card__more">
          <Link to={more.to}>{more.label}</Link>
        </p>
      ) : null}
    </section>
  );
}

/** What a card says when it has nothing to show, and what to do next. */
export function DashboardEmpty({ children }: { children: ReactNode }) {
  return <div className="dashboard-card__empty">{children}</div>;
}
