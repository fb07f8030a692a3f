import { SOCIAL_NETWORK_LABELS } from '@fixwell/common/companies/company-profile-display';
import { LEGAL_FORM_LABELS, SOCIAL_NETWORKS } from '@fixwell/common/company';
import { tradeLabel } from '@fixwell/common/trades';

import { ContentSection } from '@/components/content/content-section';
import type { CompanyProfileData } from '@/features/company-profile/company-profile-types';
import {
  companiesHouseLink,
  paragraphs,
  profileName,
  socialLink,
  telHref,
  websiteLink,
} from '@/features/company-profile/company-profile-utils';

import './company-profile.css';

/**
 * Trades, where the company is based (town and district, never the postcode), areas covered, its
 * legal form and register entry, and how to get in touch, as a description list.
 */
export function CompanyDetails({ company }: { company: CompanyProfileData }) {
  const areas = company.postcodeAreas ?? [];
  const phone = company.phone?.trim();
  const phoneHref = phone ? telHref(phone) : null;
  const website = company.website ? websiteLink(company.website) : null;
  // The district and town only: the full base postcode is private (it may be a home).
  const base = [company.town, company.baseDistrict ? `(${company.baseDistrict})` : null]
    .filter(Boolean)
    .join(' ');
  const towns = Array.isArray(company.coverageTowns) ? company.coverageTowns : [];
  const legalForm = company.legalForm ? LEGAL_FORM_LABELS[company.legalForm] : undefined;
  const register = company.companiesHouseNumber
    ? companiesHouseLink(company.companiesHouseNumber)
    : null;
  const social = SOCIAL_NETWORKS.flatMap((network) => {
    const link = socialLink(network, company.socialLinks?.[network]);
    return link ? [{ network, label: SOCIAL_NETWORK_LABELS[network], href: link }] : [];
  });

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
        {base ? (
          <div>
            <dt>Based in</dt>
            <dd>{base}</dd>
          </div>
        ) : null}
        <div>
          <dt>Areas covered</dt>
          <dd>
            {towns.length > 0 ? (
              <ul className="company-details__inline" aria-label="Towns covered">
                {towns.map((town) => (
                  <li key={town}>{town}</li>
                ))}
              </ul>
            ) : areas.length > 0 ? (
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
        {legalForm ? (
          <div>
            <dt>Business type</dt>
            <dd>{legalForm}</dd>
          </div>
        ) : null}
        {register ? (
          <div>
            <dt>Companies House</dt>
            <dd>
              <a href={register.href} target="_blank" rel="noopener">
                {register.number}
                <span className="visually-hidden">
                  {' '}
                  on the Companies House register (opens in a new tab)
                </span>
              </a>
            </dd>
          </div>
        ) : null}
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
        {social.length > 0 ? (
          <div>
            <dt>Social media</dt>
            <dd>
              <ul className="company-details__inline" aria-label="Social media">
                {social.map((link) => (
                  <li key={link.network}>
                    <a href={link.href} target="_blank" rel="nofollow noopener me">
                      {link.label}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
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
