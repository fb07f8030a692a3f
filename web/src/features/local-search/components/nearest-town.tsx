import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router';

import { href, paths } from '@/config/paths';
import { distanceAway, kmToMiles } from '@/features/local-search/distance-text';
import type { NearMeTown, NearMeTownAnswer } from '@/features/local-search/near-me-answer';

import './local-search.css';

const MAX_ALTERNATIVES = 8;
/** Beyond this, the "nearest" town may not really be near: say so. */
const FAR_AWAY_MILES = 40;

/**
 * The town a "near me" search found: how sure we are, other towns it could be, and links on.
 * The page passes the parts other features draw (service cards, the quote form).
 */
export function NearestTown({
  answer,
  nearby,
  headingRef,
  popularServices,
  children,
}: {
  answer: NearMeTownAnswer;
  /** Other towns close to this one, nearest first. */
  nearby: readonly NearMeTown[];
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The services most asked for in the town, shown under their own heading. */
  popularServices?: ReactNode;
  /** Shown last: the quote form. */
  children?: ReactNode;
}) {
  const { town, postcode, km, alternatives = [], area } = answer;
  const certain = alternatives.length === 0;
  const where = !postcode
    ? town.county
    : certain
      ? `Postcode ${postcode} is in our ${town.name} area`
      : `${town.name} is the largest town we list in the ${area} postcode area`;

  return (
    <section className="near-me-result" aria-labelledby="near-me-result-heading">
      <h2 id="near-me-result-heading" ref={headingRef} tabIndex={-1}>
        {certain ? 'Your nearest town' : 'Best match'}: {town.name}
      </h2>
      <p className="near-me-result__meta">
        {where}
        {km !== undefined ? `, ${distanceAway(km)}` : ''}.
      </p>
      {km !== undefined && kmToMiles(km) > FAR_AWAY_MILES ? (
        <p className="notice notice--warning">
          We do not list a town closer to you yet. Many companies cover a wide area, so you can
          still request a quote and we will look for one that covers your address.
        </p>
      ) : null}
      {alternatives.length > 0 ? (
        <p>
          Not your town? The {area} postcode area also covers{' '}
          {alternatives.slice(0, MAX_ALTERNATIVES).map((other, index, shown) => (
            <span key={other.slug}>
              <Link to={href(paths.tradespeople, { location: other.slug })}>{other.name}</Link>
              {index < shown.length - 2 ? ', ' : index === shown.length - 2 ? ' and ' : ''}
            </span>
          ))}
          {alternatives.length > MAX_ALTERNATIVES ? ', among others' : ''}.
        </p>
      ) : null}
      <p>
        <Link
          className="button button--primary"
          to={href(paths.tradespeople, { location: town.slug })}
        >
          See all tradespeople in {town.name}
        </Link>
      </p>

      {popularServices ? (
        <>
          <h3>Popular services in {town.name}</h3>
          {popularServices}
        </>
      ) : null}

      {nearby.length > 0 ? (
        <>
          <h3>Other towns nearby</h3>
          <ul className="inline-links">
            {nearby.map((other) => (
              <li key={other.slug}>
                <Link to={href(paths.tradespeople, { location: other.slug })}>{other.name}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {children}
    </section>
  );
}
