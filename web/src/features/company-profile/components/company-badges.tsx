import { badgeText, badgeViews } from '@/features/company-profile/company-badges-text';
import type { CompanyProfileData } from '@/features/company-profile/company-profile-types';

import './company-profile.css';

/** The checks Fixwell made, each with the day it was checked (and its expiry, for insurance). */
export function CompanyBadges({ company }: { company: CompanyProfileData }) {
  const badges = badgeViews(company);
  if (badges.length === 0) return null;
  return (
    <ul className="company-badges" aria-label="Checks made by Fixwell">
      {badges.map((badge) => (
        <li key={badge.id} className="company-badge">
          <span aria-hidden="true">✓ </span>
          {badgeText(badge)}
        </li>
      ))}
    </ul>
  );
}
