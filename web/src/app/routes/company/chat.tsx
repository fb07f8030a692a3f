import { InfoPage } from '@/app/routes/info-page';

export default function ChatPage() {
  return (
    <InfoPage
      heading="Messages"
      description="Your conversations with customers about their jobs and your quotes."
    />
  );
}
