import { InfoPage } from '@/app/routes/info-page';

export default function AnalyticsQuoteFormPage() {
  return (
    <InfoPage
      heading="Quote form analytics"
      description="How visitors move through the quote request form and where they leave it."
    />
  );
}
