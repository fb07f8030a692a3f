import { InfoPage } from '@/app/routes/info-page';

export default function OnboardingPage() {
  return (
    <InfoPage
      heading="Get set up"
      description="The steps to finish setting up your company: your trades, the area you cover, your profile and a subscription."
    />
  );
}
