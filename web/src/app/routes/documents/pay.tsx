import { InfoPage } from '@/app/routes/info-page';

export default function PayPage() {
  return (
    <InfoPage
      heading="Pay your invoice"
      description="Pay an invoice from your trade professional securely by card."
      params={['documentId']}
    />
  );
}
