import { InfoPage } from '@/app/routes/info-page';

export default function QuoteSuccessPage() {
  return (
    <InfoPage
      heading="Your quote request has been sent"
      description="We have passed your request to local trade professionals. Keep this reference: they will contact you with their quotes."
      params={['id']}
    />
  );
}
