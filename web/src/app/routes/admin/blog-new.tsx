import { InfoPage } from '@/app/routes/info-page';

export default function BlogNewPage() {
  return (
    <InfoPage
      heading="New blog post"
      description="Write and publish a new article for the Fixwell blog."
    />
  );
}
