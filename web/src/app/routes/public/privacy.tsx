import { InfoPage } from '@/app/routes/info-page';

export default function PrivacyPage() {
  return (
    <InfoPage
      heading="Privacy Policy"
      description="What personal data Fixwell collects, why we collect it, how long we keep it and the rights you have under UK data protection law."
    />
  );
}
