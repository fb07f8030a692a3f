import { InfoPage } from '@/app/routes/info-page';

export default function SupportPage() {
  return (
    <InfoPage
      heading="Support"
      description="Support requests from companies and customers, and the replies sent to them."
    />
  );
}
