import { FormAlert } from '@/components/form/form-alert';
import { useStartCheckout } from '@/features/billing/api/start-checkout';
import { extraLeadPriceText, planPriceText } from '@/features/billing/billing-format';
import type { BillingPlan } from '@/features/billing/billing-types';

import './billing.css';

export type PlanChooserProps = {
  plans: readonly BillingPlan[];
  /** The plan the company is on while its subscription gives access; null otherwise. */
  currentPlanId: string | null;
  /** While subscribed, a change of plan goes through Stripe's portal, not a second Checkout. */
  subscribed: boolean;
};

/** The plans side by side, each with "Choose plan" (off to Stripe Checkout). */
export function PlanChooser({ plans, currentPlanId, subscribed }: PlanChooserProps) {
  const checkout = useStartCheckout();
  return (
    <>
      <FormAlert message={checkout.error?.message} />
      {subscribed ? (
        <p className="notice">
          To move to another plan, use Manage billing above: Stripe changes your plan and works out
          what you owe.
        </p>
      ) : null}
      <ul className="billing-plans" role="list">
        {plans.map((plan) => {
          const current = plan.id === currentPlanId;
          const pending = checkout.isPending && checkout.variables === plan.id;
          return (
            <li
              key={plan.id}
              className={`billing-plan card${current ? ' billing-plan--current' : ''}`}
              aria-labelledby={`plan-${plan.id}`}
            >
              <h3 id={`plan-${plan.id}`}>{plan.name}</h3>
              <p className="billing-plan__price">{planPriceText(plan.monthlyPricePence)}</p>
              <dl className="billing-plan__terms">
                <div>
                  <dt>Leads included</dt>
                  <dd>{plan.leadAllowance} a month</dd>
                </div>
                <div>
                  <dt>Each extra lead</dt>
                  <dd>{extraLeadPriceText(plan.extraLeadPricePence)}</dd>
                </div>
              </dl>
              <ul className="billing-plan__features">
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <p className="billing-plan__note">No contract, no joining fee, cancel any time.</p>
              {current ? (
                <button type="button" className="button button--secondary" disabled>
                  Your plan
                </button>
              ) : subscribed ? null : (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => checkout.mutate(plan.id)}
                  disabled={checkout.isPending}
                  aria-label={pending ? undefined : `Choose plan: ${plan.name}`}
                >
                  {pending ? 'Opening Stripe…' : 'Choose plan'}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
