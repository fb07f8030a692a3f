import { InfoPage } from '@/app/routes/info-page';

export default function BlogCategoriesPage() {
  return (
    <InfoPage heading="Blog categories" description="The categories blog posts are filed under." />
  );
}
