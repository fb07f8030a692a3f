import { InfoPage } from '@/app/routes/info-page';

export default function SettingsFeesPage() {
  return (
    <InfoPage
      heading="Fees"
      description="The platform fees taken on card payments and the prices of leads."
    />
  );
}
