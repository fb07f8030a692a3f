import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { GracePeriodSection } from '@/features/admin-billing/components/grace-period-form';
import { PlansSection } from '@/features/admin-billing/components/plans-section';
import { SubscriptionsSection } from '@/features/admin-billing/components/subscriptions-section';

export default function SubscriptionsPage() {
  return (
    <article className="page">
      <Seo
        title="Subscriptions"
        description="The plans companies subscribe to and every company's subscription."
        noindex
      />
      <PageHero
        heading="Subscriptions"
        lede="The plans, every company's subscription with its status and revenue, and how long a company keeps its leads after a failed payment."
      />
      <PlansSection />
      <SubscriptionsSection />
      <GracePeriodSection />
    </article>
  );
}
