import { InfoPage } from '@/app/routes/info-page';

export default function QuoteNewPage() {
  return (
    <InfoPage
      heading="Request a quote"
      description="Describe a new job so that local trade professionals can send you quotes."
    />
  );
}
