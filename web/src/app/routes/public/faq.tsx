import { InfoPage } from '@/app/routes/info-page';

export default function FaqPage() {
  return (
    <InfoPage
      heading="Frequently asked questions"
      description="Answers to the questions homeowners and trade professionals ask most about requesting quotes, choosing a tradesperson and using Fixwell."
    />
  );
}
