import { InfoPage } from '@/app/routes/info-page';

export default function BlogContentTypesPage() {
  return (
    <InfoPage
      heading="Content types"
      description="The content sections of the site, such as guides, how-to, cost guides and news, and what each holds."
    />
  );
}
