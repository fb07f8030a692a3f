import { badgeLabel } from '@fixwell/common/company';
import { tradeLabel } from '@fixwell/common/trades';
import { useId } from 'react';
import { Link } from 'react-router';

import { href, paths } from '@/config/paths';
import type { OwnCompany } from '@/features/company-onboarding/onboarding-types';
import { formatLongDate } from '@/utils/format';

import './company-onboarding.css';

/** Characters of the description the preview shows before "…". */
const DESCRIPTION_PREVIEW = 280;
/** Towns listed before "and N more". */
const TOWNS_SHOWN = 5;

/** "22 November 2026" for a London date "2026-11-22". */
const day = (value: string) => formatLongDate(`${value}T12:00:00Z`);

function townsText(towns: readonly string[]): string {
  if (towns.length <= TOWNS_SHOWN) return towns.join(', ');
  return `${towns.slice(0, TOWNS_SHOWN).join(', ')} and ${towns.length - TOWNS_SHOWN} more`;
}

/** The main facts of the public profile as it stands, with a link to the page itself. */
export function ProfilePreview({ company }: { company: OwnCompany }) {
  const id = useId();
  const name = company.branding.tradingName ?? company.businessName;
  const place = [company.town, company.baseDistrict].filter(Boolean).join(', ');
  const description =
    company.description.length > DESCRIPTION_PREVIEW
      ? `${company.description.slice(0, DESCRIPTION_PREVIEW).trimEnd()}…`
      : company.description;
  const publicPath = href(paths.companyPublicProfile, { slug: company.slug });

  return (
    <section className="profile-preview card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>How your profile looks now</h2>
      <div className="profile-preview__sheet">
        <div className="profile-preview__top">
          {company.branding.logoUrl ? (
            <img
              className="profile-preview__logo"
              src={company.branding.logoUrl}
              alt=""
              width={96}
              height={40}
            />
          ) : null}
          <div>
            <p className="profile-preview__name">{name || 'Your business name'}</p>
            <p className="profile-preview__meta">
              {company.trades.map(tradeLabel).join(', ') || 'No trades yet'}
              {place ? ` · ${place}` : ''}
            </p>
          </div>
        </div>
        <p className="profile-preview__rating">
          {company.reviewCount > 0
            ? `Rated ${company.rating.toFixed(1)} out of 5 from ${company.reviewCount} ${
                company.reviewCount === 1 ? 'review' : 'reviews'
              }`
            : 'No reviews yet'}
        </p>
        {company.verifiedBadges.length > 0 ? (
          <ul className="profile-preview__badges" aria-label="Checks Fixwell has made">
            {company.verifiedBadges.map((badge) => (
              <li key={badge.id}>
                {badgeLabel(badge.id)} {day(badge.checkedOn)}
                {badge.expiresOn ? ` · valid until ${day(badge.expiresOn)}` : ''}
              </li>
            ))}
          </ul>
        ) : (
          <p className="profile-preview__muted">
            No verified checks yet: they appear here, with the date we checked them.
          </p>
        )}
        <p className={description ? undefined : 'profile-preview__muted'}>
          {description || 'No description yet.'}
        </p>
        <dl className="page__details">
          <div>
            <dt>Phone</dt>
            <dd>{company.phone || 'Not given'}</dd>
          </div>
          {company.website ? (
            <div>
              <dt>Website</dt>
              <dd>{company.website}</dd>
            </div>
          ) : null}
          {company.coverageTowns.length > 0 ? (
            <div>
              <dt>Covers</dt>
              <dd>{townsText(company.coverageTowns)}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      {company.public && !company.suspended ? (
        <p>
          <Link to={publicPath}>Open your public page</Link>
        </p>
      ) : (
        <p>Your public page opens once your profile is published.</p>
      )}
      <p>
        <Link to={paths.companyProfile}>Edit your profile</Link>
      </p>
    </section>
  );
}
