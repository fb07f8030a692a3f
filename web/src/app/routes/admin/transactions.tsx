import { InfoPage } from '@/app/routes/info-page';

export default function TransactionsPage() {
  return (
    <InfoPage
      heading="Transactions"
      description="Card payments made through the platform and the fees taken."
    />
  );
}
