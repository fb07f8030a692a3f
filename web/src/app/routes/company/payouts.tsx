import { InfoPage } from '@/app/routes/info-page';

export default function PayoutsPage() {
  return (
    <InfoPage
      heading="Payouts"
      description="Card payments your customers have made and the payouts sent to your bank account."
    />
  );
}
