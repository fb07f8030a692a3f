import { useSearchParams } from 'react-router';

import { SUBSCRIPTION_REQUIRED_REASON } from '@/app/routes/guards';
import { InfoPage } from '@/app/routes/info-page';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';
import { useBillingAllowance } from '@/features/billing/api/get-billing-allowance';
import { useBillingPlan, useBillingPlans } from '@/features/billing/api/get-plans';
import { accessOf } from '@/features/billing/api/get-subscription-status';
import { useSubscription } from '@/features/billing/api/watch-subscription';
import { CheckoutReturn } from '@/features/billing/components/checkout-return';
import { CurrentPlan } from '@/features/billing/components/current-plan';
import { ExtraLeadsForm } from '@/features/billing/components/extra-leads-form';
import { PlanChooser } from '@/features/billing/components/plan-chooser';
import { useNow } from '@/hooks/use-now';

function checkoutOutcome(value: string | null): 'success' | 'cancelled' | null {
  return value === 'success' || value === 'cancelled' ? value : null;
}

export default function BillingPage() {
  const [searchParams] = useSearchParams();
  const uid = useCompanyId();
  const required = searchParams.get('reason') === SUBSCRIPTION_REQUIRED_REASON;
  const outcome = checkoutOutcome(searchParams.get('checkout'));
  const now = useNow().getTime();

  const subscription = useSubscription(uid);
  const plans = useBillingPlans();
  const allowance = useBillingAllowance(uid);
  const current = subscription.data ?? null;
  const access = accessOf(current, now);
  const listedPlan = plans.data?.find((plan) => plan.id === current?.planId);
  const fetchedPlan = useBillingPlan(current?.planId ?? null, plans.isSuccess && !listedPlan);
  const plan = listedPlan ?? fetchedPlan.data ?? null;
  const subscribed = access.active && Boolean(current?.stripeSubscriptionId);

  return (
    <InfoPage
      heading="Billing"
      description="Your Fixwell subscription: the plan you are on, its status and renewal date, and where you start or change it. An active subscription gives you leads, chat, documents, payments and the rest of the company area."
    >
      {required && !access.active ? (
        <div className="notice notice--warning" role="alert">
          <p>
            <strong>You need an active subscription to use that page.</strong>
          </p>
          <p>
            Leads, chat, invoices, documents and the other company tools open once your subscription
            is active or in its free trial. Your current status is shown below.
          </p>
        </div>
      ) : null}
      {outcome && uid ? (
        <CheckoutReturn
          uid={uid}
          outcome={outcome}
          active={access.active}
          planName={plan?.name ?? null}
        />
      ) : null}

      {subscription.isError ? (
        <LoadError message="We could not load your subscription." onRetry={subscription.retry} />
      ) : subscription.isPending ? (
        <LoadingBlock label="Checking your subscription…" />
      ) : (
        <CurrentPlan
          subscription={current}
          access={access}
          plan={plan}
          allowance={allowance.data}
          now={now}
        />
      )}

      {access.active && plan ? (
        <section className="billing-section card" aria-labelledby="billing-extra-heading">
          <h2 id="billing-extra-heading">Extra leads</h2>
          {allowance.isPending ? (
            <LoadingBlock label="Loading your extra-lead choice…" />
          ) : allowance.isError ? (
            <LoadError
              message="We could not load your extra-lead choice."
              onRetry={() => void allowance.refetch()}
            />
          ) : (
            <ExtraLeadsForm
              uid={uid}
              pricePence={plan.extraLeadPricePence}
              allowance={allowance.data}
            />
          )}
        </section>
      ) : null}

      <section className="billing-section" aria-labelledby="billing-plans-heading">
        <h2 id="billing-plans-heading">Plans</h2>
        {plans.isError ? (
          <LoadError message="We could not load the plans." onRetry={() => void plans.refetch()} />
        ) : plans.isPending ? (
          <LoadingBlock label="Loading the plans…" />
        ) : (
          <PlanChooser
            plans={plans.data}
            currentPlanId={access.active ? (current?.planId ?? null) : null}
            subscribed={subscribed}
          />
        )}
      </section>
    </InfoPage>
  );
}
