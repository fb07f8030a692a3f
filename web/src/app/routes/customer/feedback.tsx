import { InfoPage } from '@/app/routes/info-page';

export default function FeedbackPage() {
  return (
    <InfoPage
      heading="Feedback"
      description="Rate and review the trade professionals you have worked with, and see the feedback you have already given."
    />
  );
}
