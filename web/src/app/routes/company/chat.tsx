import { Link } from 'react-router';

import { InfoPage } from '@/app/routes/info-page';
import { paths } from '@/config/paths';
import { ProposeAppointmentButton } from '@/features/appointments/components/propose-appointment-button';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';
import { ChatView } from '@/features/conversations/components/chat-view';

export default function ChatPage() {
  const companyId = useCompanyId();
  return (
    <InfoPage
      heading="Messages"
      description="Your conversations with customers about their jobs and your quotes."
    >
      <ChatView
        uid={companyId}
        headerActions={(conversation) =>
          // Appointments belong to a lead's conversation, not to one with Fixwell support.
          conversation.kind === 'support' ? null : (
            <ProposeAppointmentButton conversationId={conversation.id} />
          )
        }
        emptyState={
          <div className="notice">
            <p>
              You have no conversations yet. Accept a lead to start talking to the customer about
              the job.
            </p>
            <Link to={paths.companyLeads}>See your leads</Link>
          </div>
        }
      />
    </InfoPage>
  );
}
