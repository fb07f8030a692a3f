import { InfoPage } from '@/app/routes/info-page';

export default function SiteImagesPage() {
  return (
    <InfoPage
      heading="Site images"
      description="The images used across the public site, such as page banners and service pictures."
    />
  );
}
