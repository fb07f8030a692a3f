import { InfoPage } from '@/app/routes/info-page';

export default function MyLeadsPage() {
  return (
    <InfoPage
      heading="My leads"
      description="The leads you have bought or responded to, and where each one stands."
    />
  );
}
