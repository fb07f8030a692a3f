import { badgeLabel } from '@fixwell/common/company';
import { tradeLabel } from '@fixwell/common/trades';
import { Link } from 'react-router';

import type { PublicCompany } from '@/features/catalogue/catalogue-types';

import './catalogue.css';

/** "4.8 out of 5 from 12 reviews", or "No reviews yet". */
export function ratingText(rating: number | undefined, reviewCount: number | undefined): string {
  if (!reviewCount || !rating) return 'No reviews yet';
  return `${rating.toFixed(1)} out of 5 from ${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`;
}

/** A company in the directory: name, trades, rating and checks, linking to its profile. */
export function CompanyCard({ company }: { company: PublicCompany }) {
  return (
    <li className="company-card card">
      <h3 className="company-card__title">
        <Link to={`/company/profile/${company.slug}`}>{company.businessName}</Link>
      </h3>
      <p className="company-card__trades">{company.trades.map(tradeLabel).join(', ')}</p>
      <p className="company-card__rating">{ratingText(company.rating, company.reviewCount)}</p>
      {company.badges?.length ? (
        <ul className="badge-list" aria-label="Checks">
          {company.badges.map((badge) => (
            <li key={badge} className="badge">
              {badgeLabel(badge)}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
