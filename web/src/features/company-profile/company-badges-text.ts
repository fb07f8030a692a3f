import { formatLondonDate } from '@fixwell/common/london-time';
import { badgeLabel, type VerifiedBadge } from '@fixwell/common/company';

import type { CompanyProfileData } from '@/features/company-profile/company-profile-types';

/** "22 November 2026" for a stored London day "2026-11-22". */
export const dayText = (day: string) => formatLondonDate(day, { weekday: false });

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One badge as a visitor reads it: what was checked, when, and until when it is valid. */
export type BadgeView = {
  id: string;
  label: string;
  checkedOn: string | null;
  expiresOn: string | null;
};

/**
 * The company's checks to show: its dated `verifiedBadges`, or for an older document the ids in
 * `badges` alone (undated). Malformed dates are left out rather than shown wrong.
 */
export function badgeViews(company: CompanyProfileData): BadgeView[] {
  const verified = Array.isArray(company.verifiedBadges) ? company.verifiedBadges : null;
  if (verified && verified.length > 0) {
    return verified
      .filter((badge): badge is VerifiedBadge => typeof badge?.id === 'string')
      .map((badge) => ({
        id: badge.id,
        label: badgeLabel(badge.id),
        checkedOn: DAY.test(badge.checkedOn ?? '') ? badge.checkedOn : null,
        expiresOn: badge.expiresOn && DAY.test(badge.expiresOn) ? badge.expiresOn : null,
      }));
  }
  return (company.badges ?? []).map((id) => ({
    id,
    label: badgeLabel(id),
    checkedOn: null,
    expiresOn: null,
  }));
}

/**
 * "Insurance checked 22 November 2026 · valid until 3 March 2027", "Gas Safe registered · checked
 * 22 November 2026", or the label alone when undated.
 */
export function badgeText(badge: BadgeView): string {
  const parts = [badge.label];
  if (badge.checkedOn) {
    const checked = dayText(badge.checkedOn);
    if (/checked$/i.test(badge.label)) parts[0] = `${badge.label} ${checked}`;
    else parts.push(`checked ${checked}`);
  }
  if (badge.expiresOn) parts.push(`valid until ${dayText(badge.expiresOn)}`);
  return parts.join(' · ');
}
