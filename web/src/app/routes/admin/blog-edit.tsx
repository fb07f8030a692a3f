import { InfoPage } from '@/app/routes/info-page';

export default function BlogEditPage() {
  return (
    <InfoPage
      heading="Edit blog post"
      description="Change the content, category or publication status of a blog post."
      params={['id']}
    />
  );
}
