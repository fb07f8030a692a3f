import type { Plan } from '@fixwell/common/catalogue/catalogue-schema';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { formatPence } from '@/utils/format';

import './local-search.css';

const VAT_RATE = 0.2;

function monthlyPrice(pence: number): string {
  return pence === 0 ? 'Free' : formatPence(pence);
}

/** One plan: price, leads and features laid out the same way in every card, so they compare. */
function PlanCard({ plan }: { plan: Plan }) {
  const withVat = Math.round(plan.monthlyPricePence * (1 + VAT_RATE));
  return (
    <li className={`plan-card card${plan.recommended ? ' plan-card--recommended' : ''}`}>
      {plan.recommended ? <p className="plan-card__flag">Recommended</p> : null}
      <h3 className="plan-card__name">{plan.name}</h3>
      <p className="plan-card__price">
        <span className="plan-card__amount">{monthlyPrice(plan.monthlyPricePence)}</span>
        {plan.monthlyPricePence > 0 ? ' a month + VAT' : null}
      </p>
      <p className="plan-card__vat">
        {plan.monthlyPricePence > 0
          ? `${formatPence(withVat)} a month including VAT`
          : 'No monthly charge'}
      </p>
      <dl className="plan-card__terms">
        <div>
          <dt>Leads included</dt>
          <dd>{plan.leadAllowance} a month</dd>
        </div>
        <div>
          <dt>Each extra lead</dt>
          <dd>
            {plan.extraLeadPricePence === null
              ? 'Not available on this plan'
              : `${formatPence(plan.extraLeadPricePence)} + VAT`}
          </dd>
        </div>
      </dl>
      <ul className="plan-card__features">
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <Link
        className={`button ${plan.recommended ? 'button--primary' : 'button--secondary'} plan-card__action`}
        to={`${paths.signup}?role=company`}
      >
        Start with {plan.name}
      </Link>
    </li>
  );
}

/** The subscription plans side by side, in the order admins set. */
export function PlanCards({ plans }: { plans: readonly Plan[] }) {
  const ordered = [...plans].sort((a, b) => a.order - b.order);
  return (
    <ul className="plan-grid" role="list">
      {ordered.map((plan) => (
        <PlanCard key={plan.id} plan={plan} />
      ))}
    </ul>
  );
}
