import { InfoPage } from '@/app/routes/info-page';

export default function FeedbackPage() {
  return (
    <InfoPage
      heading="Feedback"
      description="Feedback customers have left about companies and about Fixwell itself."
    />
  );
}
