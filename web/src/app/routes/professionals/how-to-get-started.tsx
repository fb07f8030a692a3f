import { InfoPage } from '@/app/routes/info-page';

export default function HowToGetStartedPage() {
  return (
    <InfoPage
      heading="How to get started"
      description="The steps from creating a company account to receiving your first lead: sign up, subscribe, complete your profile."
    />
  );
}
