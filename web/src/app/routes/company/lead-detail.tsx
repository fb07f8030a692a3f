import { InfoPage } from '@/app/routes/info-page';

export default function LeadDetailPage() {
  return (
    <InfoPage
      heading="Lead"
      description="The details of one quote request from a homeowner, so that you can decide whether to respond."
      params={['id']}
    />
  );
}
