import { InfoPage } from '@/app/routes/info-page';

export default function OutreachPage() {
  return (
    <InfoPage
      heading="Outreach"
      description="Campaigns inviting trade professionals to join Fixwell, and their results."
    />
  );
}
