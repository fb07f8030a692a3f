import { InfoPage } from '@/app/routes/info-page';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';
import { PayoutsSetup } from '@/features/payouts/components/payouts-setup';

export default function StripeConnectPage() {
  const uid = useCompanyId();
  return (
    <InfoPage
      heading="Card payments and payouts"
      description="Connect a Stripe account so that customers can pay your invoices by card and you receive payouts to your bank."
    >
      <section className="card payouts-section" aria-labelledby="payouts-what-heading">
        <h2 id="payouts-what-heading">How payouts work</h2>
        <p>
          Customers pay your invoices and deposits by card through Fixwell. Stripe, our payments
          provider, pays the money into your bank account, less the platform fee shown before you
          take a payment.
        </p>
        <h3>What Stripe will ask you for</h3>
        <ul>
          <li>Your business details: its type, name, address and what it does</li>
          <li>Your date of birth and home address, to confirm who you are</li>
          <li>The bank account your payouts go to</li>
        </ul>
        <p>
          It takes about ten minutes on Stripe&apos;s own pages. You can save and finish later, and
          we will show you here what is still needed.
        </p>
      </section>
      <section className="card payouts-section" aria-labelledby="payouts-state-heading">
        <h2 id="payouts-state-heading">Your payout set-up</h2>
        <PayoutsSetup uid={uid} />
      </section>
    </InfoPage>
  );
}
