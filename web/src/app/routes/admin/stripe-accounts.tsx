import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { ConnectAccountsList } from '@/features/admin-billing/components/connect-accounts-list';

export default function StripeAccountsPage() {
  return (
    <article className="page">
      <Seo
        title="Stripe accounts"
        description="The Stripe accounts companies are paid out through, with their state."
        noindex
      />
      <PageHero
        heading="Stripe accounts"
        lede="Every company's Stripe Express account for payouts, newest first, with what Stripe still needs."
      />
      <ConnectAccountsList />
    </article>
  );
}
