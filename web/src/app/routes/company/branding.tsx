import { InfoPage } from '@/app/routes/info-page';

export default function BrandingPage() {
  return (
    <InfoPage
      heading="Branding"
      description="Your logo and colours, used on your public profile, documents and website widgets."
    />
  );
}
