import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { FeeSettingsSection } from '@/features/admin-billing/components/fee-settings';

export default function SettingsFeesPage() {
  return (
    <article className="page">
      <Seo
        title="Fees"
        description="The platform fee on customers' card payments and who changed it."
        noindex
      />
      <PageHero
        heading="Fees"
        lede="The platform fee taken on each card payment a customer makes to a company: a percentage plus a fixed amount, never less than a minimum."
      />
      <FeeSettingsSection />
    </article>
  );
}
