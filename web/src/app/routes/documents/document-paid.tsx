import { InfoPage } from '@/app/routes/info-page';

export default function DocumentPaidPage() {
  return (
    <InfoPage
      heading="Payment received"
      description="Your payment for this document has been received. The trade professional has been notified."
      params={['id']}
    />
  );
}
