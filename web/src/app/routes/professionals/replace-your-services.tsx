import { InfoPage } from '@/app/routes/info-page';

export default function ReplaceYourServicesPage() {
  return (
    <InfoPage
      heading="Replace your current tools"
      description="How Fixwell can replace the separate lead, invoicing and payment services a trade business often pays for."
    />
  );
}
