import { formatResponseTime } from '@fixwell/common/lead/first-reply-rules';
import { tradeLabel } from '@fixwell/common/trades';

import type { CompanyProfileData } from '@/features/company-profile/company-profile-types';
import { CompanyBadges } from '@/features/company-profile/components/company-badges';
import { profileBranding } from '@/features/company-profile/company-profile-utils';

import './company-profile.css';

/**
 * The top of a profile: the company's logo, main trade, the name it trades under as the page's
 * `<h1>` (with its registered name beneath when they differ), rating, median first response
 * and checks (with the day each was checked).
 */
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
  const { tradingName, logoUrl } = profileBranding(company);
  const name = tradingName ?? company.businessName;
  return (
    <header className="page__header company-profile__header">
      {logoUrl ? (
        <img className="company-profile__logo" src={logoUrl} alt={`${name} logo`} />
      ) : null}
      <p className="company-profile__eyebrow">{tradeLabel(company.mainTrade)}</p>
      <h1 id={headingId}>{name}</h1>
      {tradingName && tradingName !== company.businessName ? (
        <p className="company-profile__registered">Registered as {company.businessName}</p>
      ) : null}
      <p className="company-profile__rating">
        <a href="#reviews">{ratingSummary}</a>
      </p>
      {typeof company.firstResponseMedianMinutes === 'number' ? (
        <p className="company-profile__response">
          Typical first reply: {formatResponseTime(company.firstResponseMedianMinutes)} (median over
          recent leads)
        </p>
      ) : null}
      <CompanyBadges company={company} />
    </header>
  );
}
