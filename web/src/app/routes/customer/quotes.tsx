import { InfoPage } from '@/app/routes/info-page';

export default function QuotesPage() {
  return (
    <InfoPage
      heading="Your quotes"
      description="Every quote request you have made and the quotes trade professionals have sent in reply."
    />
  );
}
