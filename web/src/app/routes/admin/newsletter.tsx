import { InfoPage } from '@/app/routes/info-page';

export default function NewsletterPage() {
  return (
    <InfoPage
      heading="Newsletter"
      description="Newsletter subscribers and the issues sent to them."
    />
  );
}
