import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { TransactionsList } from '@/features/admin-billing/components/transactions-list';

export default function TransactionsPage() {
  return (
    <article className="page">
      <Seo
        title="Transactions"
        description="Every money movement through Stripe: subscriptions, extra leads, payments and payouts."
        noindex
      />
      <PageHero
        heading="Transactions"
        lede="Every money movement recorded from Stripe, newest first, in pounds."
      />
      <TransactionsList />
    </article>
  );
}
