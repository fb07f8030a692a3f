import { InfoPage } from '@/app/routes/info-page';

export default function CustomersPage() {
  return (
    <InfoPage
      heading="Customers"
      description="The customers you have worked with or are talking to."
    />
  );
}
