import type { SubscriptionAccess } from '@fixwell/common/subscription';

import { FormAlert } from '@/components/form/form-alert';
import { OpenStripeButton } from '@/components/open-stripe-button';
import { useOpenBillingPortal } from '@/features/billing/api/start-checkout';
import { accessText, leadsUsed, statusLabel, usageText } from '@/features/billing/billing-format';
import type { BillingAllowance, BillingPlan, Subscription } from '@/features/billing/billing-types';

import './billing.css';

export type CurrentPlanProps = {
  subscription: Subscription | null;
  access: SubscriptionAccess;
  /** The subscription's plan, once known. */
  plan: BillingPlan | null | undefined;
  allowance: BillingAllowance | null | undefined;
  now: number;
};

/** The company's plan, its status in words, this period's leads and the way to Stripe's portal. */
export function CurrentPlan({ subscription, access, plan, allowance, now }: CurrentPlanProps) {
  const portal = useOpenBillingPortal();
  const subscribed = subscription !== null && subscription.status !== 'none';
  return (
    <section className="billing-section card" aria-labelledby="billing-current-heading">
      <h2 id="billing-current-heading">Your plan</h2>
      <dl className="billing-current__facts">
        {subscribed ? (
          <div>
            <dt>Plan</dt>
            <dd>{plan?.name ?? 'Loading…'}</dd>
          </div>
        ) : null}
        <div>
          <dt>Status</dt>
          <dd>{statusLabel(subscription)}</dd>
        </div>
        {access.active ? (
          <div>
            <dt>Leads this period</dt>
            <dd>{usageText(leadsUsed(allowance, plan, now), subscription, access)}</dd>
          </div>
        ) : null}
      </dl>
      <p>{accessText(subscription, access)}</p>
      {subscription?.stripeCustomerId ? (
        <>
          <FormAlert message={portal.error?.message} />
          <p>
            <OpenStripeButton
              variant="secondary"
              pending={portal.isPending}
              onClick={() => portal.mutate()}
            >
              Manage billing
            </OpenStripeButton>
          </p>
          <p className="billing-plan__note">
            Change plan, update your card, see your invoices or cancel in Manage billing, on Stripe.
          </p>
        </>
      ) : null}
    </section>
  );
}
