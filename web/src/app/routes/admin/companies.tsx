import { InfoPage } from '@/app/routes/info-page';

export default function CompaniesPage() {
  return (
    <InfoPage
      heading="Companies"
      description="Every company on Fixwell, with its subscription, verification and public profile."
    />
  );
}
