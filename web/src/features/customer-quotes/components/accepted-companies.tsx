import { badgeLabel } from '@fixwell/common/company';
import { customerFirstReplyText, firstReplyState } from '@fixwell/common/lead/first-reply-rules';

import { CompanyProfileLink } from '@/components/quote/company-profile-link';
import type { QuoteFirstReplies } from '@/features/customer-quotes/api/customer-quotes-data';
import { ratingText, type CustomerQuote } from '@/features/customer-quotes/customer-quote';
import { useNow } from '@/hooks/use-now';
import { acceptedMatches } from '@/lib/quotes/quote-view';

function companies(count: number): string {
  return `${count} ${count === 1 ? 'company' : 'companies'}`;
}

/** What the customer should expect when nobody has accepted yet, by where the request stands. */
function NoAcceptanceYet({ quote }: { quote: CustomerQuote }) {
  switch (quote.status) {
    case 'no-match':
      return (
        <div className="notice notice--warning">
          <p>
            We have not found a company that covers {quote.postcodeDistrict} for this kind of work
            yet, so your request has not been sent to anyone.
          </p>
          <p>
            Your request stays here and our team can see it. If the job is urgent, you may want to
            look elsewhere too.
          </p>
        </div>
      );
    case 'matched':
      return (
        <p>
          We have sent your request to {companies(quote.matches.length)}. None has accepted it yet;
          those who can take the job on accept it and then contact you directly, and they appear
          here when they do.
        </p>
      );
    case 'closed':
      return <p>This request is closed and no company accepted it.</p>;
    default:
      return (
        <p>
          We are finding companies that cover {quote.postcodeDistrict}. Companies that accept your
          request appear here.
        </p>
      );
  }
}

/**
 * The companies that took the job on, with what helps the customer choose between them: rating,
 * checks and, under the first-reply promise, how quickly each replied (or until when it has).
 * `firstReplies`: by company id; a company without an entry shows no reply line.
 */
export function AcceptedCompanies({
  quote,
  firstReplies,
}: {
  quote: CustomerQuote;
  firstReplies?: QuoteFirstReplies | undefined;
}) {
  const now = useNow();
  const accepted = acceptedMatches(quote);
  if (accepted.length === 0) return <NoAcceptanceYet quote={quote} />;

  return (
    <>
      <p>
        {accepted.length === 1
          ? 'This company has accepted your request and will contact you directly.'
          : `${companies(accepted.length)} have accepted your request and will contact you directly.`}
      </p>
      <ul className="accepted-companies">
        {accepted.map((company) => (
          <li key={company.companyId} className="accepted-companies__company card">
            <h3 className="accepted-companies__name">
              <CompanyProfileLink slug={company.slug} name={company.businessName} />
            </h3>
            <p className="accepted-companies__rating">
              {ratingText(company.rating, company.reviewCount)}
            </p>
            {firstReplies?.[company.companyId] ? (
              <p className="accepted-companies__reply">
                {customerFirstReplyText(firstReplyState(firstReplies[company.companyId]!, now))}
              </p>
            ) : null}
            {company.badges.length > 0 ? (
              <ul className="chip-list" aria-label={`Checks on ${company.businessName}`}>
                {company.badges.map((badge) => (
                  <li key={badge} className="chip">
                    {badgeLabel(badge)}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
