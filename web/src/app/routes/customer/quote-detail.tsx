import { InfoPage } from '@/app/routes/info-page';

export default function QuoteDetailPage() {
  return (
    <InfoPage
      heading="Quote request"
      description="The details of one quote request and the quotes received for it."
      params={['id']}
    />
  );
}
