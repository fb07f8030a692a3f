import { InfoPage } from '@/app/routes/info-page';

export default function WidgetsPage() {
  return (
    <InfoPage
      heading="Website widgets"
      description="Embed a Fixwell quote request form on your own website so that visitors can ask you for a quote."
    />
  );
}
