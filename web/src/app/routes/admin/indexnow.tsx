import { InfoPage } from '@/app/routes/info-page';

export default function IndexnowPage() {
  return (
    <InfoPage
      heading="IndexNow"
      description="Notify search engines through IndexNow when pages are added or changed."
    />
  );
}
