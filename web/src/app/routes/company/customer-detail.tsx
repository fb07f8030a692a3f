import { InfoPage } from '@/app/routes/info-page';

export default function CustomerDetailPage() {
  return (
    <InfoPage
      heading="Customer"
      description="One customer’s contact details, jobs, documents and conversation history with you."
      params={['id']}
    />
  );
}
