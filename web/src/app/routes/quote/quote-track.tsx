import { InfoPage } from '@/app/routes/info-page';

export default function QuoteTrackPage() {
  return (
    <InfoPage
      heading="Track your quote request"
      description="See where your quote request stands: which trade professionals have received it and the quotes they have sent you."
      params={['token']}
      noindex
    />
  );
}
