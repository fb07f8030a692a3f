import { Link } from 'react-router';

import { paths } from '@/config/paths';
import {
  extraLeadPriceText,
  extraLeadsOnText,
  type AcceptTerms,
} from '@/features/leads/lead-format';
import type { LeadAllowance } from '@/features/leads/lead-types';
import { formatPence } from '@/utils/format';

/** Once the allowance is spent: extra leads on (with their price), off, or at their limit. */
export function ExtraLeadsNotice({
  allowance,
  terms,
}: {
  allowance: LeadAllowance;
  terms: AcceptTerms;
}) {
  switch (terms.kind) {
    case 'extra':
      return <p className="notice">{extraLeadsOnText(allowance, terms.pricePence)}</p>;
    case 'extra-off':
      return (
        <p className="notice notice--warning">
          Extra leads are off, so you cannot accept more leads until your allowance renews. Switch
          them on in <Link to={paths.companyBilling}>Billing</Link> to accept more at{' '}
          {extraLeadPriceText(terms.pricePence)} each, up to a monthly limit you choose.
        </p>
      );
    case 'cap-reached':
      return (
        <p className="notice notice--warning">
          You have reached your {formatPence(terms.capPence)} monthly limit for extra leads. Raise
          it in <Link to={paths.companyBilling}>Billing</Link> to accept more at{' '}
          {extraLeadPriceText(terms.pricePence)} each.
        </p>
      );
    case 'included':
    case 'none':
      return null;
  }
}
