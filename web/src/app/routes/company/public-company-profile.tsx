import { InfoPage } from '@/app/routes/info-page';

export default function PublicCompanyProfilePage() {
  return (
    <InfoPage
      heading="Company profile"
      description="A trade professional’s public profile on Fixwell: their trades, the area they cover and their reviews."
      params={['slug']}
    />
  );
}
