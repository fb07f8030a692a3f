import { InfoPage } from '@/app/routes/info-page';

export default function QuotesPage() {
  return (
    <InfoPage
      heading="Quote requests"
      description="Every quote request made on the platform and which companies received it."
    />
  );
}
