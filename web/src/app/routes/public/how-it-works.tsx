import { InfoPage } from '@/app/routes/info-page';

export default function HowItWorksPage() {
  return (
    <InfoPage
      heading="How Fixwell works"
      description="Describe the job, get free quotes from vetted local trade professionals, compare them and choose the one that suits you."
    />
  );
}
