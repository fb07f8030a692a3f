import { useSearchParams } from 'react-router';

import { InfoPage } from '@/app/routes/info-page';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { CustomerFeedback } from '@/features/reviews/components/customer-feedback';

export default function FeedbackPage() {
  const uid = useAuthStore((state) => state.profile?.id ?? state.user?.uid ?? '');
  const [search] = useSearchParams();
  return (
    <InfoPage
      heading="Feedback"
      description="Rate and review the trade professionals you have worked with, and see the feedback you have already given."
    >
      <CustomerFeedback customerId={uid} selectedJob={search.get('job')} />
    </InfoPage>
  );
}
