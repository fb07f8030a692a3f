import { InfoPage } from '@/app/routes/info-page';

export default function BlogPage() {
  return (
    <InfoPage
      heading="Blog posts"
      description="All blog posts, published and draft, with links to edit them."
    />
  );
}
