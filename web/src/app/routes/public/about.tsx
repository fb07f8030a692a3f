import { InfoPage } from '@/app/routes/info-page';

export default function AboutPage() {
  return (
    <InfoPage
      heading="About Fixwell"
      description="Who we are and why we built Fixwell: a UK directory that puts homeowners in touch with vetted local trade professionals."
    />
  );
}
