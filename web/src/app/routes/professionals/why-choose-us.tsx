import { InfoPage } from '@/app/routes/info-page';

export default function WhyChooseUsPage() {
  return (
    <InfoPage
      heading="Why choose Fixwell"
      description="What sets Fixwell apart for trade professionals: local leads, built-in chat, invoicing and card payments in one place."
    />
  );
}
