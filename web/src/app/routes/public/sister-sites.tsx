import { InfoPage } from '@/app/routes/info-page';

export default function SisterSitesPage() {
  return (
    <InfoPage
      heading="Our sister sites"
      description="Other websites run by the team behind Fixwell, each focused on a particular trade or part of the home."
    />
  );
}
