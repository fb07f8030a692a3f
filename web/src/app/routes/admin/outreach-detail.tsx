import { InfoPage } from '@/app/routes/info-page';

export default function OutreachDetailPage() {
  return (
    <InfoPage
      heading="Outreach campaign"
      description="The recipients, messages and responses of one outreach campaign."
      params={['id']}
    />
  );
}
