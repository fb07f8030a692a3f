import { InfoPage } from '@/app/routes/info-page';

export default function QuoteConversationsPage() {
  return (
    <InfoPage
      heading="Quote conversations"
      description="The conversations between the customer and companies about one quote request."
      params={['id']}
    />
  );
}
