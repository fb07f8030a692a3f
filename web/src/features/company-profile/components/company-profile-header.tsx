import { badgeLabel } from '@fixwell/common/company';
import { tradeLabel } from '@fixwell/common/trades';

import type { CompanyProfileData } from '@/features/company-profile/company-profile-types';

import './company-profile.css';

/** The top of a profile: main trade, the business name as the page's `<h1>`, rating and checks. */
export function CompanyProfileHeader({
  company,
  ratingSummary,
  headingId,
}: {
  company: CompanyProfileData;
  /** "4.8 out of 5 from 12 reviews", or "No reviews yet". */
  ratingSummary: string;
  headingId?: string;
}) {
  const badges = company.badges ?? [];
  return (
    <header className="page__header company-profile__header">
      <p className="company-profile__eyebrow">{tradeLabel(company.mainTrade)}</p>
      <h1 id={headingId}>{company.businessName}</h1>
      <p className="company-profile__rating">
        <a href="#reviews">{ratingSummary}</a>
      </p>
      {badges.length > 0 ? (
        <ul className="company-badges" aria-label="Checks made by Fixwell">
          {badges.map((badge) => (
            <li key={badge} className="company-badge">
              <span aria-hidden="true">✓ </span>
              {badgeLabel(badge)}
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}
