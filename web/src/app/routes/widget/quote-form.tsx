import { InfoPage } from '@/app/routes/info-page';

export default function QuoteFormPage() {
  return (
    <InfoPage
      heading="Quote Request Widget"
      description="An embeddable form that lets visitors to a trade professional’s own website request a quote through Fixwell."
    />
  );
}
