import { InfoPage } from '@/app/routes/info-page';

export default function SupportPage() {
  return (
    <InfoPage
      heading="Support"
      description="Ask the Fixwell team for help with your account, leads, billing or payments."
    />
  );
}
