import { InfoPage } from '@/app/routes/info-page';

export default function DocumentsPage() {
  return (
    <InfoPage
      heading="Documents"
      description="Quotes, invoices and other documents you have sent to customers, with their status."
    />
  );
}
