import { InfoPage } from '@/app/routes/info-page';

export default function ContactMessagesPage() {
  return (
    <InfoPage
      heading="Contact messages"
      description="Messages sent through the public contact form."
    />
  );
}
