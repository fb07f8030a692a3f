import { InfoPage } from '@/app/routes/info-page';

export default function TemplatesPage() {
  return (
    <InfoPage
      heading="Templates"
      description="Reusable templates for the quotes, invoices and messages you send to customers."
    />
  );
}
