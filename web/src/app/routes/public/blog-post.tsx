import { InfoPage } from '@/app/routes/info-page';

export default function BlogPostPage() {
  return (
    <InfoPage
      heading="Blog article"
      description="A single article from the Fixwell blog."
      params={['slug']}
    />
  );
}
