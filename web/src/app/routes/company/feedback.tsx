import { InfoPage } from '@/app/routes/info-page';

export default function FeedbackPage() {
  return (
    <InfoPage
      heading="Customer feedback"
      description="Reviews and ratings your customers have left for your work."
    />
  );
}
