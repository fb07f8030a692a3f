import { InfoPage } from '@/app/routes/info-page';

export default function RatedPeoplePage() {
  return (
    <InfoPage
      heading="A Rated People alternative"
      description="How Fixwell compares with Rated People for trade professionals looking for local leads."
    />
  );
}
