import { InfoPage } from '@/app/routes/info-page';

export default function ChatPage() {
  return (
    <InfoPage
      heading="Messages"
      description="Your conversations with the trade professionals who have responded to your quote requests."
    />
  );
}
