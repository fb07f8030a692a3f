import { InfoPage } from '@/app/routes/info-page';
import { ModerationQueue } from '@/features/reviews/components/moderation-queue';

export default function FeedbackPage() {
  return (
    <InfoPage
      heading="Feedback"
      description="Feedback customers have left about companies and about Fixwell itself."
    >
      <ModerationQueue />
    </InfoPage>
  );
}
