import { InfoPage } from '@/app/routes/info-page';

export default function InvoicesPage() {
  return (
    <InfoPage
      heading="Invoices"
      description="Invoices you have issued, what has been paid and what is still outstanding."
    />
  );
}
