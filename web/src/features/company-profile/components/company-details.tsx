import { tradeLabel } from '@fixwell/common/trades';

import { ContentSection } from '@/components/content/content-section';
import type { CompanyProfileData } from '@/features/company-profile/company-profile-types';
import {
  paragraphs,
  profileName,
  telHref,
  websiteLink,
} from '@/features/company-profile/company-profile-utils';

import './company-profile.css';

/** Trades, areas covered and how to get in touch, as a description list. */
export function CompanyDetails({ company }: { company: CompanyProfileData }) {
  const areas = company.postcodeAreas ?? [];
  const phone = company.phone?.trim();
  const phoneHref = phone ? telHref(phone) : null;
  const website = company.website ? websiteLink(company.website) : null;

  return (
    <ContentSection id="details" heading="At a glance" className="company-details">
      <dl className="company-details__list">
        <div>
          <dt>Trades</dt>
          <dd>
            <ul className="company-details__inline">
              {company.trades.map((trade) => (
                <li key={trade}>{tradeLabel(trade)}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>Areas covered</dt>
          <dd>
            {areas.length > 0 ? (
              <ul className="company-details__inline" aria-label="Postcode areas">
                {areas.map((area) => (
                  <li key={area}>
                    <abbr title={`${area} postcode area`}>{area}</abbr>
                  </li>
                ))}
              </ul>
            ) : (
              'Ask the company when you request a quote'
            )}
          </dd>
        </div>
        {phone ? (
          <div>
            <dt>Phone</dt>
            <dd>{phoneHref ? <a href={phoneHref}>{phone}</a> : phone}</dd>
          </div>
        ) : null}
        {website ? (
          <div>
            <dt>Website</dt>
            <dd>
              <a href={website.href} target="_blank" rel="nofollow noopener">
                {website.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </ContentSection>
  );
}

/** The company's own description, in its words; nothing when it has not written one. */
export function CompanyAbout({ company }: { company: CompanyProfileData }) {
  const text = paragraphs(company.description ?? '');
  if (text.length === 0) return null;
  return (
    <ContentSection id="about" heading={`About ${profileName(company)}`}>
      <div className="company-about">
        {text.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </ContentSection>
  );
}
