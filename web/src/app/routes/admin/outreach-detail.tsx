import { useRouteParams } from '@/app/routes/route-params';
import { Seo } from '@/components/seo/seo';
import { OutreachCampaignDetail } from '@/features/outreach/components/outreach-campaign-detail';

import '@/features/outreach/components/outreach.css';

export default function OutreachDetailPage() {
  const { id = '' } = useRouteParams();
  return (
    <article className="page">
      <Seo
        title="Outreach campaign"
        description="The recipients, messages and responses of one outreach campaign."
        noindex
      />
      <OutreachCampaignDetail key={id} id={id} />
    </article>
  );
}
