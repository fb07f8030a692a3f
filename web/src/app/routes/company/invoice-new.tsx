import { InfoPage } from '@/app/routes/info-page';

export default function InvoiceNewPage() {
  return (
    <InfoPage
      heading="New invoice"
      description="Create an invoice for a customer, which they can view and pay by card online."
    />
  );
}
