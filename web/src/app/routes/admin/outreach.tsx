import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { OutreachCampaigns } from '@/features/outreach/components/outreach-campaigns';

import '@/features/outreach/components/outreach.css';

export default function OutreachPage() {
  return (
    <article className="page">
      <Seo
        title="Outreach"
        description="Campaigns inviting trade professionals to join Fixwell, and their results."
        noindex
      />
      <PageHero
        heading="Outreach"
        lede="Invite trade businesses to join Fixwell: import them from a CSV file, send a short sequence of emails, and see who replied, signed up or opted out."
      />
      <OutreachCampaigns />
    </article>
  );
}
