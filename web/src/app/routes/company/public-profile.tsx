import { InfoPage } from '@/app/routes/info-page';

export default function PublicProfilePage() {
  return (
    <InfoPage
      heading="Your public profile"
      description="What homeowners see when they find your company on Fixwell, and a link to your public page."
    />
  );
}
