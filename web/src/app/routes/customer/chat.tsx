import { Link } from 'react-router';

import { InfoPage } from '@/app/routes/info-page';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { ChatView } from '@/features/conversations/components/chat-view';

export default function ChatPage() {
  const uid = useAuthStore((state) => state.user?.uid ?? '');
  return (
    <InfoPage
      heading="Messages"
      description="Your conversations with the trade professionals who have responded to your quote requests."
    >
      <ChatView
        uid={uid}
        emptyState={
          <div className="notice">
            <p>
              You have no conversations yet. When a company accepts your quote request, you can talk
              to it here.
            </p>
            <Link to={paths.customerQuoteNew}>Request a quote</Link>
          </div>
        }
      />
    </InfoPage>
  );
}
