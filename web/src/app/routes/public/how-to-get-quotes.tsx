import { InfoPage } from '@/app/routes/info-page';

export default function HowToGetQuotesPage() {
  return (
    <InfoPage
      heading="How to get quotes"
      description="A step-by-step guide to describing your job so that local tradespeople can send you accurate, comparable quotes."
    />
  );
}
