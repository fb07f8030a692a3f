import { Link } from 'react-router';

import type { ServiceSummary } from '@/features/catalogue/catalogue-types';

import './catalogue.css';

/** A service as a card linking to its page (or to its page for one town). */
export function ServiceCard({
  service,
  locationSlug,
  locationName,
}: {
  service: ServiceSummary;
  locationSlug?: string;
  locationName?: string;
}) {
  const to = locationSlug
    ? `/services/${service.slug}/${locationSlug}`
    : `/services/${service.slug}`;
  return (
    <li className="service-card card">
      <h3 className="service-card__title">
        <Link to={to}>
          {service.name}
          {locationName ? ` in ${locationName}` : ''}
        </Link>
      </h3>
      <p>{service.summary}</p>
      {service.emergency ? (
        <p className="service-card__badge">24-hour emergency call-outs</p>
      ) : null}
    </li>
  );
}
